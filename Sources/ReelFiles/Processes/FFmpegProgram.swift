import Foundation

/// Where reel finds the `ffmpeg` program, for every command that runs it (goldens, animations, the run's video).
public enum FFmpegProgram {
    /// `REEL_FFMPEG` when set, else the first executable `ffmpeg` on PATH; nil when there is none.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let path = environment["REEL_FFMPEG"], !path.isEmpty { return URL(fileURLWithPath: path) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
