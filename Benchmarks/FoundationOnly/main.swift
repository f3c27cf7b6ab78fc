import Foundation

// `reel-bench-foundation`: a Swift program that imports Foundation and prints a version, nothing else; `make bench`
// times its start-up as the baseline for reel's.
print(ProcessInfo.processInfo.arguments.count > 0 ? "0.0.0" : "")
