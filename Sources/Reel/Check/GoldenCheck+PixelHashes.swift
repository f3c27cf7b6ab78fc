import Foundation
import ReelCore
import ReelDiff
import ReelFiles

extension GoldenCheck {
    /// A check that encodes no frame: the run gets the golden's per-frame pixel hashes as `RunOptions.knownPixels`,
    /// so every frame is drawn and hashed but neither encoded nor written, a frame equal to its golden frame is
    /// settled by hash, and the run records what drew each frame (`FrameRecording`), from which the comparison draws
    /// again the frames that differ. A pass leaves nothing behind. A failure that the update mode does not turn into a
    /// new golden is settled from this run too: images for the failing frames the artifact bound picks, and the
    /// whole run kept as its recording (`keepRun`). Returns nil, leaving nothing behind, when the
    /// golden is to be written (or `--update all` / `--verify-goldens` is asked for); the caller then renders every
    /// frame and compares as before.
    static func checkByPixelHashes(
        _ loaded: LoadedScenario, golden: URL, folder: URL, run: URL, runOptions: RunOptions, options: CheckOptions
    ) throws -> CheckOutcome? {
        // `--verify-goldens` decodes the golden's frames in the full comparison, so it takes that path.
        guard options.update != .all, !options.verifyGoldens, GoldenStore.exists(golden),
            let manifest = try? FrameManifest.read(folder: golden, label: golden.path)
        else { return nil }
        var hashOnly = runOptions
        hashOnly.knownPixels = manifest.frames.map(\.pixels)
        // A frame that differs is not written either: the comparison draws it again from the run's recording, and
        // the report's preview of it is made while it is drawn.
        hashOnly.writesChangedFrames = false
        hashOnly.previewWidth = Report.Options.defaultPreviewWidth
        let failing = GoldenAction.decide(exists: true, passed: false, mode: options.update) == .fail
        // A pass leaves nothing behind; a failure settled here keeps the folder; otherwise only the hash-only run
        // goes, and the folder keeps its marker, so a check interrupted in the full run that follows leaves a folder
        // the next check recognises as reel's.
        var kept: CheckOutcome.Status?
        defer {
            switch kept {
            case .passed?: try? FileManager.default.removeItem(at: folder)
            case .failed?: break
            default: OwnedFolder.remove(run)
            }
        }
        let result = try Runner.run(loaded, options: hashOnly)
        var drawRun: (@Sendable (Int) throws -> PixelImage)?
        var packed: BackgroundValue<Data>?
        if let recording = result.recording {
            let hashes = try FrameManifest.read(folder: run, label: run.path)?.frames.map(\.pixels) ?? []
            let player = try FrameRecordingPlayer(recording, pixelHashes: hashes, label: run.path)
            drawRun = { index in try player.pixels(of: index) }
            // A run whose frames differ from the golden's will most likely fail and keep its recording: the file is
            // packed while the frames are compared, which leaves a core idle part of the time (a check that passes
            // within its tolerances after all drops it).
            if failing, hashes != hashOnly.knownPixels {
                packed = BackgroundValue("reel.pack-recording") { try recording.fileBytes() }
            }
        }
        let verdict = try GoldenComparison.compare(
            run: run, golden: golden, options: options.diff, failOn: options.failOn, aspects: options.aspects,
            artifacts: failing ? folder : nil, artifactFrames: options.artifactFrames, drawRun: drawRun)
        if verdict.passed {
            guard GoldenAction.decide(exists: true, passed: true, mode: options.update) == .pass else { return nil }
            kept = .passed
            return CheckOutcome(
                scenario: loaded.scenario.name, status: .passed, golden: golden, artifacts: nil, verdict: verdict,
                written: nil, lines: verdict.lines().filter { !$0.hasPrefix("timeline: unchanged") })
        }
        guard failing else { return nil }
        kept = .failed
        return try settle(
            name: loaded.scenario.name, run: run, golden: golden, folder: folder, options: options, exists: true,
            verdict: verdict, recording: result.recording, packed: packed, record: result.record)
    }
}
