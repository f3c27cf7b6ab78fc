import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

/// A failing check's run kept as a recording (`run/frames.recording`, named by its manifest), drawn back into PNG
/// files for the commands that read frames (`reel animate`).
package enum RecordedRun {
    /// Draws the frames numbered `frames` of the run folder `folder`, whose manifest names its recording, and writes
    /// each to `directory/frame-NNNNN.png`, on every core. Each frame's pixels are checked against the manifest's hash
    /// first; a recording that cannot be read or does not give them back is a `DiffInputError` naming it, a frame that
    /// cannot be written an `OutputError`.
    package static func writeFrames(of folder: URL, manifest: FrameManifest, frames: [Int], to directory: URL) throws {
        guard let file = manifest.recording else {
            throw DiffInputError(file: folder.path, message: "its manifest names no recording")
        }
        let url = folder.appendingPathComponent(file)
        let player = try FrameRecordingPlayer(
            try FrameRecording.read(url), pixelHashes: manifest.frames.map(\.pixels), label: url.path)
        _ = try player.play(frames) { index, _, encoder, rows in
            let target = directory.appendingPathComponent(RunFolder.frameName(index))
            do {
                try Data(encoder.encodeLoaded(rows)).write(to: target)
            } catch {
                throw OutputError(path: target.path, message: "cannot write: \(OutputError.cause(error))")
            }
        }
    }
}
