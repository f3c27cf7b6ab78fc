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
    /// The ffmpeg to run (`REEL_FFMPEG`, else the first on PATH), or nil.
    package static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        FFmpegProgram.find(environment: environment)
    }

    /// The message when ffmpeg is missing.
    package static let missingFFmpeg =
        "MP4 and WebM need ffmpeg, which is not on PATH "
        + "(install it: apt-get install ffmpeg, or brew install ffmpeg; or set REEL_FFMPEG)"

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
        // ffmpeg writes the file: registered first, so an interrupted encoding leaves none.
        TemporaryFiles.shared.register(file: temporary)
        defer { TemporaryFiles.shared.forget(temporary) }
        let process = ChildProcess(
            executable: ffmpeg,
            arguments: arguments(
                format, width: width, height: height, rate: plan.tickRate,
                quality: options.quality ?? defaultQuality(format), output: temporary.path),
            input: true, output: false,
            limits: .ffmpeg(frames: plan.frames.reduce(0) { $0 + $1.units }, width: width, height: height))
        do {
            try process.start()
        } catch {
            let reason = ChildProcess.reason(startFailure: error)
            throw AnimationError(path: url.path, message: "cannot run \(ffmpeg.path): \(reason)")
        }
        var failure: AnimationError?
        var stoppedReading = false
        for frame in plan.frames where failure == nil && !stoppedReading {
            do {
                let bytes = try packed(loader.bitmap(frame.file, width: width, height: height))
                for _ in 0..<frame.units where !stoppedReading { stoppedReading = !process.write(bytes) }
            } catch {
                failure = error as? AnimationError ?? AnimationError(path: frame.file.path, message: "\(error)")
            }
            progress(frame.source + 1)
        }
        // A frame that cannot be read stops the encoding: ffmpeg is stopped, not asked to finish a partial video.
        if failure != nil { process.stop() }
        let ending = process.wait()
        if let failure {
            try? FileManager.default.removeItem(at: temporary)
            throw failure
        }
        // At `-loglevel error` anything ffmpeg says is an error: ffmpeg 5.1 exits 0 when it cannot write a file's
        // trailer (a full disk), saying so only on standard error.
        guard process.killedBecause == nil, let ending, !ending.signalled, ending.status == 0, !stoppedReading,
            process.lastErrorLine == nil
        else {
            try? FileManager.default.removeItem(at: temporary)
            // ffmpeg's failure, or, when it ended well and said nothing, that it stopped reading frames.
            let failed = ending.map { $0.signalled || $0.status != 0 } ?? true
            let said = failed || process.killedBecause != nil || process.lastErrorLine != nil
            let reason = said ? process.failureReason : "it stopped reading its frames"
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
