import Foundation
import ReelCore

/// Checks that a golden is what its manifest says: every frame file decodes and hashes to the pixels recorded for
/// it (`reel check --verify-goldens`). A passing check compares hashes and never opens unchanged frames, so without
/// this a corrupt golden PNG goes unnoticed until a frame changes.
public enum GoldenVerification {
    /// One line per problem (`<file>: <what is wrong>`); empty when the golden is sound.
    public static func problems(in golden: URL) -> [String] {
        let manifest: FrameManifest
        do {
            guard let read = try FrameManifest.read(folder: golden, label: golden.path) else {
                return ["\(RunFolder(golden).manifest.path): no manifest (not a recorded golden)"]
            }
            manifest = read
        } catch {
            return [error.description]
        }
        var hashes: [String: Result<String, DiffInputError>] = [:]
        var lines: [String] = []
        for (index, frame) in manifest.frames.enumerated() {
            let url = golden.appendingPathComponent(frame.file)
            let known = hashes[frame.file]
            let hash = known ?? Result { () throws(DiffInputError) -> String in try PNGFrameReader.read(url).rgbHash() }
            hashes[frame.file] = hash
            switch hash {
            case .failure(let error):
                // A file repeated by later frames is reported once.
                guard known == nil else { continue }
                lines.append("\(error.description) (frame \(index))")
            case .success(let pixels) where pixels != frame.pixels:
                lines.append("\(url.path): its pixels do not match the manifest (frame \(index))")
            case .success:
                break
            }
        }
        return lines
    }
}
