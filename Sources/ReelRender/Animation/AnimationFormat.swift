import ReelFiles
import ReelGraphics

/// The animation containers reel writes from a run's frames.
package enum AnimationFormat: String, Sendable, CaseIterable {
    /// Animated PNG: lossless; at full size the frames' own compressed image data is copied into fdAT chunks.
    case apng
    /// GIF89a with one global palette from libimagequant and changed-rectangle frames (unchanged pixels transparent).
    case gif
    /// Animated WebP through libwebp's WebPAnimEncoder: lossless, or lossy when a size budget asks for it.
    case webp
    /// H.264 MP4 through the `ffmpeg` executable on PATH.
    case mp4
    /// VP9 WebM through the `ffmpeg` executable on PATH.
    case webm

    /// The file name extension (and the default file name `animation.<ext>`).
    package var fileExtension: String { rawValue }

    /// Whether the format is a video encoded by ffmpeg.
    package var needsFFmpeg: Bool { self == .mp4 || self == .webm }

    /// The format a file name's extension names (`.png` counts as APNG), or nil.
    package init?(fileName: String) {
        let ext = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard fileName.contains("."), let format = ext == "png" ? .apng : AnimationFormat(rawValue: ext) else {
            return nil
        }
        self = format
    }
}

/// A problem writing an animation: the file or folder concerned and what went wrong (file errors share one type).
package typealias AnimationError = OutputError
