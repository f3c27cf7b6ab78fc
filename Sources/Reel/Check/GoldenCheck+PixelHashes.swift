import Foundation
import ReelCore
import ReelDiff

extension GoldenCheck {
    /// A passing check that encodes no frame: the run gets the golden's per-frame pixel hashes as
    /// `RunOptions.knownPixels`, so a frame equal to its golden frame is drawn and hashed but neither encoded nor
    /// written, and the comparison settles it by hash. Returns nil, leaving nothing behind, unless the check passes
    /// outright (and neither `--update all` nor `--verify-goldens` is asked for); the caller then renders and
    /// compares as before, so whatever a failing or updating check writes is exactly what it always wrote.
    static func passByPixelHashes(
        _ loaded: LoadedScenario, golden: URL, folder: URL, run: URL, runOptions: RunOptions, options: CheckOptions
    ) throws -> CheckOutcome? {
        // `--verify-goldens` decodes the golden's frames in the full comparison, so it takes that path.
        guard options.update != .all, !options.verifyGoldens, GoldenStore.exists(golden),
            let manifest = try? FrameManifest.read(folder: golden, label: golden.path)
        else { return nil }
        var hashOnly = runOptions
        hashOnly.knownPixels = manifest.frames.map(\.pixels)
        // A pass leaves nothing behind; otherwise only the hash-only run goes, and the folder keeps its marker, so a
        // check interrupted in the full run that follows leaves a folder the next check recognises as reel's.
        var passed = false
        defer {
            if passed { try? FileManager.default.removeItem(at: folder) } else { OwnedFolder.remove(run) }
        }
        _ = try Runner.run(loaded, options: hashOnly)
        let verdict = try GoldenComparison.compare(
            run: run, golden: golden, options: options.diff, failOn: options.failOn, aspects: options.aspects)
        guard verdict.passed, GoldenAction.decide(exists: true, passed: true, mode: options.update) == .pass else {
            return nil
        }
        passed = true
        return CheckOutcome(
            scenario: loaded.scenario.name, status: .passed, golden: golden, artifacts: nil, verdict: verdict,
            written: nil, lines: verdict.lines().filter { !$0.hasPrefix("timeline: unchanged") })
    }
}
