import Foundation
import ReelCore
import ReelFiles
import ReelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an H.264 MP4 or a VP9 WebM by piping raw BGRA frames into the `ffmpeg` executable found on PATH, at the
/// plan's frame rate, with flags that make the same frames give the same file (one thread, bit-exact muxing).
package enum FFmpegWriter {
    /// The ffmpeg executable on PATH, or nil.
    package static func ffmpeg(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The message when ffmpeg is missing.
    package static let missingFFmpeg =
        "MP4 and WebM need ffmpeg, which is not on PATH (install it: apt-get install ffmpeg, or brew install ffmpeg)"

    /// The default quality of each format (x264's CRF 23, VP9's CRF 31).
    static func defaultQuality(_ format: AnimationFormat) -> Int { format == .webm ? 50 : 55 }

    /// The encoder's CRF for `quality` (0…100, higher is better).
    static func crf(_ format: AnimationFormat, quality: Int) -> Int {
        let q = Double(min(max(quality, 0), 100))
        return format == .webm ? Int((63 - 0.63 * q).rounded()) : Int((51 - 0.51 * q).rounded())
    }

    /// ffmpeg's arguments for frames of `width` × `height` at `rate` frames/s written to `output`.
    static func arguments(
        _ format: AnimationFormat, width: Int, height: Int, rate: Double, quality: Int, output: String
    ) -> [String] {
        let input = [
            "-nostdin", "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra",
            "-s", "\(width)x\(height)", "-r", JSONNumber.format(rate), "-i", "-",
        ]
        let crf = String(crf(format, quality: quality))
        let codec =
            format == .webm
            ? [
                "-c:v", "libvpx-vp9", "-crf", crf, "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "0",
                "-f", "webm",
            ]
            : ["-c:v", "libx264", "-preset", "medium", "-crf", crf, "-movflags", "+faststart", "-f", "mp4"]
        return input + ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p"] + codec + [
            "-threads", "1", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", output,
        ]
    }

    /// Encodes `plan`'s frames as `format` (mp4 or webm) into `url`; fails with one line when ffmpeg is missing or
    /// fails (nothing is left at `url` then).
    static func write(
        _ plan: AnimationPlan, loader: FrameLoader, format: AnimationFormat, to url: URL, options: AnimationOptions,
        progress: (Int) -> Void = { _ in }
    ) throws {
        guard let ffmpeg = ffmpeg() else { throw AnimationError(path: url.path, message: missingFFmpeg) }
        let (width, height) = options.outputSize(width: loader.sourceWidth, height: loader.sourceHeight)
        let temporary = StagedFile.temporaryURL(for: url)
        let log = temporary.appendingPathExtension("log")
        // ffmpeg writes both files: registered first, so an interrupted encoding leaves neither.
        for file in [temporary, log] { TemporaryFiles.shared.register(file: file) }
        defer {
            try? FileManager.default.removeItem(at: log)
            for file in [temporary, log] { TemporaryFiles.shared.forget(file) }
        }
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw AnimationError(path: log.path, message: "cannot create ffmpeg's log file")
        }
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = arguments(
            format, width: width, height: height, rate: plan.tickRate,
            quality: options.quality ?? defaultQuality(format), output: temporary.path)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        // A failing ffmpeg closes the pipe: the write must fail with EPIPE, not kill reel with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw AnimationError(path: url.path, message: "cannot run \(ffmpeg.path): \(error.localizedDescription)")
        }
        TemporaryFiles.shared.register(child: process.processIdentifier)
        defer { TemporaryFiles.shared.forget(child: process.processIdentifier) }
        var writeError: (any Error)?
        for frame in plan.frames where writeError == nil {
            do {
                let bytes = Data(try packed(loader.bitmap(frame.file, width: width, height: height)))
                for _ in 0..<frame.units { try input.fileHandleForWriting.write(contentsOf: bytes) }
            } catch {
                writeError = error  // a frame that cannot be read, or EPIPE: ffmpeg stopped reading (its log says why)
            }
            progress(frame.source + 1)
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        if let error = writeError as? AnimationError {  // a frame could not be read
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard process.terminationStatus == 0, writeError == nil else {
            try? FileManager.default.removeItem(at: temporary)
            let message = (try? RegularFile.readText(log.path, limit: RegularFile.Limit.toolLog).get()) ?? ""
            let reason =
                message.split(separator: "\n").last.map(String.init)
                ?? writeError.map { "\($0)" } ?? "exit status \(process.terminationStatus)"
            throw AnimationError(path: url.path, message: "ffmpeg failed: \(reason)")
        }
        try AtomicFile.move(temporary, to: url)
    }

    /// The bitmap's rows without padding (ffmpeg's rawvideo has no stride).
    private static func packed(_ bitmap: Bitmap) -> [UInt8] {
        let row = bitmap.width * 4
        guard bitmap.stride != row else { return bitmap.pixels }
        var out: [UInt8] = []
        out.reserveCapacity(row * bitmap.height)
        for y in 0..<bitmap.height { out += bitmap.pixels[(y * bitmap.stride)..<(y * bitmap.stride + row)] }
        return out
    }
}

/// Short decimal numbers for command lines and files (no exponent, at most 6 decimals, no trailing zeros).
enum JSONNumber {
    static func format(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
