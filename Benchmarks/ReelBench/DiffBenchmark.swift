import Foundation
import ReelDiff
import ReelGraphics

/// Times `reel diff`'s work on two PNG files in-process (file read and decode included) and ImageMagick's
/// `compare -metric AE` on the same files as a child process, for `make bench`.
enum DiffBenchmark {
    /// Milliseconds per diff (median of the timed iterations).
    struct Timing: Sendable {
        /// Read + decode + per-pixel diff, counting only.
        var countOnly: Double
        /// The same, also drawing the diff image and encoding it as PNG.
        var withImage: Double
        /// Read + decode only.
        var decodeOnly: Double
        /// The result of the counting diff.
        var result: PixelDiffResult
    }

    /// Times the diff of `a` and `b` with `options` (median of `iterations` after one warm-up).
    static func reel(_ a: URL, _ b: URL, options: DiffOptions = .init(), iterations: Int = 15) throws -> Timing {
        let frameA = FrameSet.Frame(index: 0, file: a, pixelHash: nil)
        let frameB = FrameSet.Frame(index: 0, file: b, pixelHash: nil)
        let counting = FrameComparer(options: options)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-diff-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imaging = FrameComparer(options: options, artifacts: FrameArtifacts(directory: folder))
        var result = PixelDiffResult.identical
        let countOnly = try median(iterations) { result = try counting.compare(frameA, frameB).diff }
        let withImage = try median(iterations) { _ = try imaging.compare(frameA, frameB) }
        let decodeOnly = try median(iterations) {
            let bytesA = try PNGFrameReader.bytes(of: a, name: a.path)
            let bytesB = try PNGFrameReader.bytes(of: b, name: b.path)
            _ = try PNGFrameReader.decodePair(bytesA, name: a.path, bytesB, name: b.path)
        }
        return Timing(countOnly: countOnly, withImage: withImage, decodeOnly: decodeOnly, result: result)
    }

    /// Times `compare -metric AE a b null:` (median of `iterations` after one warm-up); nil when it cannot run.
    static func imageMagick(_ a: URL, _ b: URL, executable: String = "/usr/bin/compare", iterations: Int = 15) -> (
        ms: Double, output: String
    )? {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
        var output = ""
        let ms = try? median(iterations) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-metric", "AE", a.path, b.path, "null:"]
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return ms.map { ($0, output) }
    }

    /// The median wall time of `body` in ms over `iterations` runs, after one warm-up run.
    static func median(_ iterations: Int, _ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        try body()
        var samples: [Double] = []
        for _ in 0..<max(1, iterations) {
            let start = clock.now
            try body()
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

extension DiffBenchmark {
    /// Runs the whole diff benchmark on a reel run folder (frames + manifest) and returns the lines to print.
    static func report(run folder: URL, iterations: Int = 15) throws -> [String] {
        guard let manifest = try FrameManifest.read(folder: folder, label: folder.path), manifest.frames.count >= 3
        else {
            return ["diff benchmark: no frames in \(folder.path)"]
        }
        let drawn = manifest.frames.enumerated().filter { $0.element.repeatOf == nil }.map(\.offset)
        func file(_ index: Int) -> URL { folder.appendingPathComponent(manifest.frames[index].file) }
        // Two pairs of different frames: the first consecutive drawn frames (a small change: an image arriving or a
        // short scroll) and the first frame against one from the middle of the run (most pixels differ).
        let next = drawn.first { $0 > 0 && manifest.frames[$0].pixels != manifest.frames[$0 - 1].pixels } ?? 1
        let pairs = [
            ("consecutive frames \(next - 1)/\(next)", next - 1, next),
            ("frames 0/\(drawn[drawn.count / 2])", 0, drawn[drawn.count / 2]),
        ]
        var lines: [String] = []
        for (label, a, b) in pairs {
            let ours = try reel(file(a), file(b), iterations: iterations)
            let allAA = try reel(file(a), file(b), options: DiffOptions(includeAA: true), iterations: iterations)
            let magick = imageMagick(file(a), file(b), iterations: iterations)
            let pixels = ours.result.differentPixels + ours.result.antialiasedPixels
            lines.append(
                "diff \(label) (\(pixels) pixels differ, \(ours.result.antialiasedPixels) of them anti-aliasing):")
            lines.append(
                "  reel diff      \(fixed(ours.countOnly)) ms (decode \(fixed(ours.decodeOnly)) ms); "
                    + "with diff image + PNG \(fixed(ours.withImage)) ms; --include-aa \(fixed(allAA.countOnly)) ms"
            )
            if let magick {
                lines.append(
                    "  ImageMagick compare -metric AE \(fixed(magick.ms)) ms (AE \(magick.output)) "
                        + "→ reel \(fixed(magick.ms / ours.countOnly, 1))× faster "
                        + "(\(fixed(magick.ms / allAA.countOnly, 1))× with --include-aa)"
                )
            } else {
                lines.append("  ImageMagick compare not found at /usr/bin/compare")
            }
        }
        let same = try reel(file(0), file(0), iterations: iterations)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("reel-diff-bench-copy-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: copy) }
        // The same pixels in a different file: reel's encoder at another compression level.
        let image = try PNGFrameReader.read(file(0))
        let bytes = image.pixels.withUnsafeBytes {
            PNGEncoder(compressionLevel: 9).encode(
                data: $0, width: image.width, height: image.height, stride: image.width * 4
            ).bytes
        }
        try Data(bytes).write(to: copy)
        let reencoded = try reel(file(0), copy, iterations: iterations)
        let hashed = try median(iterations) {
            _ = try FrameComparer(options: DiffOptions()).compare(
                FrameSet.Frame(index: 0, file: file(0), pixelHash: manifest.frames[0].pixels),
                FrameSet.Frame(index: 0, file: file(0), pixelHash: manifest.frames[0].pixels))
        }
        lines.append(
            "identical frames: same file bytes \(fixed(same.countOnly)) ms; "
                + "same pixels, different file (decode + compare) \(fixed(reencoded.countOnly)) ms; "
                + "manifest hashes \(fixed(hashed, 4)) ms"
        )
        return lines
    }

    static func fixed(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
}

extension DiffBenchmark {
    /// `reel diff` of two folders holding `pairs` far-apart frames of the run (frame i against frame i + half the
    /// run: most pixels differ), one call, against ImageMagick's `compare -metric AE` run once per pair; both child
    /// processes, start-up included. Also a single pair each way.
    static func farApart(run folder: URL, reel: String, pairs: Int = 20) throws -> [String] {
        guard let manifest = try FrameManifest.read(folder: folder, label: folder.path) else { return [] }
        let drawn = manifest.frames.enumerated().filter { $0.element.repeatOf == nil }.map(\.offset)
        let half = drawn.count / 2
        let count = min(pairs, half)
        let chosen = (0..<count).map { (drawn[$0 * half / count], drawn[$0 * half / count + half]) }.filter {
            manifest.frames[$0.0].pixels != manifest.frames[$0.1].pixels
        }
        guard !chosen.isEmpty else { return ["diff far-apart frames: no pairs"] }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-pairs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: work) }
        let (left, right) = (work.appendingPathComponent("a"), work.appendingPathComponent("b"))
        for side in [left, right] {
            try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
        }
        func file(_ index: Int) -> URL { folder.appendingPathComponent(manifest.frames[index].file) }
        for (number, pair) in chosen.enumerated() {
            let name = String(format: "frame-%05d.png", number)
            try FileManager.default.copyItem(at: file(pair.0), to: left.appendingPathComponent(name))
            try FileManager.default.copyItem(at: file(pair.1), to: right.appendingPathComponent(name))
        }
        // posix_spawn (SpawnTiming), as for start-up: Foundation's Process adds tens of ms to every child here, which
        // would count 20 times on ImageMagick's side and once on reel's.
        let reelAll = try SpawnTiming.median(reel, ["diff", left.path, right.path, "--quiet"], runs: 3).wallMs
        let firstA = left.appendingPathComponent("frame-00000.png").path
        let firstB = right.appendingPathComponent("frame-00000.png").path
        let reelOne = try SpawnTiming.median(reel, ["diff", firstA, firstB, "--quiet"], runs: 5).wallMs
        let compare = "/usr/bin/compare"
        guard FileManager.default.isExecutableFile(atPath: compare) else {
            return ["diff far-apart frames: reel diff \(fixed(reelAll)) ms for \(chosen.count) pairs; no ImageMagick"]
        }
        var magickAll = 0.0
        for number in 0..<chosen.count {
            let name = String(format: "frame-%05d.png", number)
            magickAll += try SpawnTiming.sample(
                compare,
                [
                    "-metric", "AE", left.appendingPathComponent(name).path, right.appendingPathComponent(name).path,
                    "null:",
                ]
            ).wallMs
        }
        let magickOne = try SpawnTiming.median(compare, ["-metric", "AE", firstA, firstB, "null:"], runs: 5).wallMs
        return [
            "diff \(chosen.count) far-apart frame pairs: one reel diff \(fixed(reelAll)) ms, ImageMagick compare "
                + "-metric AE per pair \(fixed(magickAll)) ms → reel \(fixed(magickAll / reelAll, 1))× faster "
                + "(goal ≥ 10×)",
            "  one far-apart pair: reel diff \(fixed(reelOne)) ms, ImageMagick \(fixed(magickOne)) ms "
                + "→ \(fixed(magickOne / reelOne, 1))×",
        ]
    }
}
