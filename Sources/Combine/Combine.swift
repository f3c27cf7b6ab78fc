// `import Combine` in code on ReelKit: OpenCombine's publishers, subjects and subscribers under Combine's name, with
// `DispatchQueue`, `RunLoop` and `URLSession.shared.dataTaskPublisher(for:)` on reel's clock (the files beside this).
@_exported import OpenCombine
