import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

extension GoldenCheck {
    /// Keeps a failing check's whole run as one compact file: its `FrameRecording` (`run/frames.recording`, the
    /// manifest rewritten to name it) and no PNG left in `run/frames/`, so no frame is stored twice (the failing
    /// frames the artifact bound picked are in `actual/`). Nothing is decoded or encoded: the recording holds what
    /// drew the frames, and `reel animate` (or the report's scrubber) draws them again, each checked against the
    /// manifest's pixel hash. Without a recording (a run made by a caller that did not ask for one) the run keeps
    /// its PNGs. `packed`, when given, is the recording's file already being packed (`FrameRecording.fileBytes`).
    static func keepRun(_ run: URL, recording: FrameRecording?, packed: BackgroundValue<Data>? = nil) throws {
        guard let recording, let manifest = try FrameManifest.read(folder: run, label: run.path),
            manifest.video == nil, manifest.recording == nil, !manifest.frames.isEmpty
        else { return }
        guard recording.header.frames.count == manifest.frames.count else {
            throw OutputError(
                path: run.path,
                message: "the run recorded \(recording.header.frames.count) frames, its manifest has "
                    + "\(manifest.frames.count)")
        }
        let name = FrameRecording.fileName
        try AtomicFile.write(try packed?.value() ?? recording.fileBytes(), to: run.appendingPathComponent(name))
        let compact = FrameManifest(
            tool: manifest.tool, version: manifest.version, scenario: manifest.scenario,
            scenarioHash: manifest.scenarioHash, drawing: manifest.drawing,
            frames: manifest.frames.map { .init(file: name, pixels: $0.pixels, repeatOf: $0.repeatOf) },
            recording: name)
        try AtomicFile.write(Data(compact.json.utf8), to: RunFolder(run).manifest)
        try? FileManager.default.removeItem(at: RunFolder(run).framesFolder)
    }
}
