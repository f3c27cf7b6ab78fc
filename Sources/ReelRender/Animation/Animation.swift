import Foundation
import ReelCore
import ReelGraphics

/// Writes animations of a run's frames in any `AnimationFormat`.
public enum Animation {
    /// Writes `sequence` as `format` to `url`; `progress` gets frames done (of `sequence.frameCount`).
    public static func write(
        _ sequence: FrameSequence, format: AnimationFormat, to url: URL, options: AnimationOptions,
        progress: (Int) -> Void = { _ in }
    ) throws {
        guard options.fps > 0, options.speed > 0, options.loopCount >= 0 else {
            throw AnimationError(path: url.path, message: "fps and speed must be > 0 and the loop count ≥ 0")
        }
        switch format {
        case .apng: try APNGWriter.write(sequence, to: url, options: options, progress: progress)
        case .gif: try GIFWriter.write(sequence, to: url, options: options, progress: progress)
        case .webp: try WebPAnimationWriter.write(sequence, to: url, options: options, progress: progress)
        case .mp4:
            try MP4Writer.write(sequence, to: url, options: options)
            progress(sequence.frameCount)
        }
    }

    /// The frame rate a run folder was rendered at, from its `summary.json` (frames and duration_ms), if readable.
    public static func renderedFPS(runFolder: URL) -> Double? {
        guard let data = try? Data(contentsOf: RunFolder(runFolder).summary),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let frames = (object["frames"] as? NSNumber)?.doubleValue,
            let duration = (object["duration_ms"] as? NSNumber)?.doubleValue, frames > 1, duration > 0
        else { return nil }
        let fps = (frames - 1) * 1000 / duration
        return (fps * 1000).rounded() / 1000
    }
}
