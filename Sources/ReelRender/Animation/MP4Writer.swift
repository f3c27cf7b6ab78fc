import Foundation
import ReelCore
import ReelGraphics

/// Writes an H.264 MP4 by running `ffmpeg` (found on PATH) over the numbered frame files.
public enum MP4Writer {
    /// The ffmpeg executable on PATH, or nil.
    public static func ffmpeg(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The message when ffmpeg is missing.
    public static let missingFFmpeg = "MP4 needs ffmpeg, which is not on PATH (install it: apt-get install ffmpeg)"

    /// Encodes `sequence` (frames numbered from 0 in one folder) at the playback rate; fails without ffmpeg.
    public static func write(_ sequence: FrameSequence, to url: URL, options: AnimationOptions) throws {
        guard let ffmpeg = ffmpeg() else {
            throw AnimationError(path: url.path, message: missingFFmpeg)
        }
        guard let first = sequence.files.first else { throw AnimationError(path: url.path, message: "no frames") }
        let pattern = first.deletingLastPathComponent().appendingPathComponent(RunFolder.framePattern).path
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.deletingPathExtension().lastPathComponent).tmp.mp4")
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = [
            "-nostdin", "-y", "-loglevel", "error", "-framerate", JSONNumber.format(options.playbackRate),
            "-start_number", "0", "-i", pattern, "-frames:v", String(sequence.frameCount),
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
            "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", temporary.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw AnimationError(path: url.path, message: "cannot run \(ffmpeg.path): \(error.localizedDescription)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            let reason =
                String(decoding: message, as: UTF8.self).split(separator: "\n").last.map(String.init)
                ?? "exit \(process.terminationStatus)"
            throw AnimationError(path: url.path, message: "ffmpeg failed: \(reason)")
        }
        try AtomicFile.move(temporary, to: url)
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
