import Foundation
import ReelFormats
import ReelGraphics

/// Checks that a golden is what its manifest says: every frame file decodes and hashes to the pixels recorded for
/// it (`reel check --verify-goldens`). A passing check compares hashes and never opens unchanged frames, so without
/// this a corrupt golden PNG goes unnoticed until a frame changes.
package enum GoldenVerification {
    /// One line per problem (`<file>: <what is wrong>`); empty when the golden is sound. Throws when ffmpeg, which a
    /// compact golden needs, is missing: that says nothing about the golden.
    package static func problems(in golden: URL) throws(DiffInputError) -> [String] {
        let manifest: FrameManifest
        do {
            guard let read = try FrameManifest.read(folder: golden, label: golden.path) else {
                return ["\(RunFolder(golden).manifest.path): no manifest (not a recorded golden)"]
            }
            manifest = read
        } catch {
            return [error.description]
        }
        let logs = logProblems(in: golden)
        if let video = manifest.video { return try problems(in: golden, manifest: manifest, video: video) + logs }
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
        return lines + logs
    }

    /// The golden's logs, as a check reads them: `cells.csv` parses as reel writes it, and every line of
    /// `timeline.jsonl` is a JSON object (each plain or gzip-compressed; a golden may have neither).
    static func logProblems(in golden: URL) -> [String] {
        var lines: [String] = []
        do {
            _ = try CellsTable.read(folder: golden)
        } catch {
            lines.append(error.description)
        }
        let timeline = RunFolder(golden).timeline
        do {
            guard let data = try TimelineDiff.log(timeline) else { return lines }
            for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
                guard case .object? = try? JSONValue.parse(Data(line), file: timeline.path) else {
                    lines.append("\(timeline.path): line \(number + 1) is not a JSON object (the log is corrupt)")
                    break
                }
            }
        } catch {
            lines.append(error.description)
        }
        return lines
    }

    /// What is wrong with a golden frame whose decoded pixels do not hash to its manifest's: a check or animate that
    /// meets one stops there, as `--verify-goldens` would have.
    package static func corruptFrame(_ index: Int) -> String {
        "frame \(index)'s pixels do not match the manifest: the golden is corrupt "
            + "(reel check --verify-goldens lists its problems)"
    }

    /// A compact golden's problems: its video decoded whole, each frame's RGB hashed against the manifest.
    static func problems(in golden: URL, manifest: FrameManifest, video: FrameManifest.Video) throws(DiffInputError)
        -> [String]
    {
        let url = golden.appendingPathComponent(video.file)
        var lines: [String] = []
        var count = 0
        do {
            let reader = try VideoFrameReader(
                video: url, width: video.width, height: video.height, count: manifest.frames.count, frames: nil,
                label: url.path)
            while let frame = try reader.nextRGB() {
                defer { count += 1 }
                guard count < manifest.frames.count else { continue }
                if ContentHash.hex(frame.rgb) != manifest.frames[count].pixels {
                    lines.append("\(url.path): frame \(count)'s pixels do not match the manifest")
                }
            }
        } catch  where error.isToolFailure {
            throw error
        } catch {
            return lines + [error.description]
        }
        if count != manifest.frames.count {
            lines.append("\(url.path): holds \(count) frames, the manifest lists \(manifest.frames.count)")
        }
        guard lines.count > 5 else { return lines }
        return Array(lines.prefix(5)) + ["\(lines.count - 5) more problems in \(url.path)"]
    }
}
