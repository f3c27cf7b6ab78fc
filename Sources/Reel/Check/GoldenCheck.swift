import Foundation
import ReelCore
import ReelDiff
import ReelFiles

/// Renders a scenario and compares it with its golden, recording or rewriting the golden as the update mode says.
package enum GoldenCheck {
    /// Checks one scenario. Throws `OutputFolderError` for an output folder that overlaps the goldens or that reel did
    /// not write, otherwise only when the run cannot finish or files cannot be written.
    package static func check(_ loaded: LoadedScenario, options: CheckOptions) throws -> CheckOutcome {
        let name = loaded.scenario.name
        let golden = options.goldens.appendingPathComponent(name, isDirectory: true)
        let folder = options.output.appendingPathComponent(name, isDirectory: true)
        let run = RunFolder(folder).checkRun.directory
        let files = FileManager.default
        try OwnedFolder.refuseOverlap(output: options.output, goldens: options.goldens)
        try OwnedFolder.prepare(folder)
        var runOptions = RunOptions(outputDirectory: run, workers: options.workers)
        runOptions.catalog = options.catalog
        runOptions.isolation = options.isolation?(loaded.file, loaded.settings)
        // A failing check keeps the whole run as the recording of what drew it.
        runOptions.recordsFrames = true
        var outcome: CheckOutcome
        if let settled = try checkByPixelHashes(
            loaded, golden: golden, folder: folder, run: run, runOptions: runOptions, options: options)
        {
            outcome = settled
        } else {
            let result = try Runner.run(loaded, options: runOptions)
            outcome = try settle(
                name: name, run: run, golden: golden, folder: folder, options: options, recording: result.recording,
                record: result.record)
        }
        outcome.file = loaded.file
        if outcome.failed, files.fileExists(atPath: RunFolder(run).manifest.path) {
            // The record the run made in memory is what reading its folder back gives (`ReportFromMemoryTests`).
            let record = try outcome.record ?? RunRecord.read(run)
            outcome.record = nil
            _ = try Report.write(
                record,
                check: section(for: outcome, folder: folder, scale: loaded.scenario.canvas.scale),
                options: .init(output: RunFolder(folder).report)
            )
        }
        return outcome
    }

    /// The report's check section: every failing frame (linked to the scrubber), how many pixels differ and where,
    /// the expected, actual and diff images of those the artifact bound kept (the report says "not kept" for the
    /// others), and what was said. `scale` (pixels per point) places the cells' overlay over the frames.
    static func section(for outcome: CheckOutcome, folder: URL, scale: Double? = nil) -> CheckSection {
        let failing = outcome.verdict?.failingFrames ?? []
        let failures = failing.map { frame -> CheckSection.Failure in
            let name = RunFolder.frameName(frame.index)
            let diff = RunFolder(folder).diff(name)
            return CheckSection.Failure(
                frame: frame.index, expected: RunFolder(folder).expected(name),
                actual: RunFolder(folder).actual(name),
                diff: FileManager.default.fileExists(atPath: diff.path) ? diff : nil,
                message: "\(frame.diff.differentPixels) pixels differ", differentPixels: frame.diff.differentPixels,
                bounds: frame.diff.bounds
            )
        }
        let title =
            failing.isEmpty
            ? "\(outcome.scenario) does not match \(outcome.golden.lastPathComponent)"
            : "\(failing.count) frames of \(outcome.scenario) differ from \(outcome.golden.lastPathComponent)"
        return CheckSection(
            title: title, passed: false, failures: failures, notes: outcome.lines, golden: outcome.golden, scale: scale)
    }

    /// Compares a finished run in `folder/run` with `golden` and applies the update mode. A failing run keeps its
    /// PNG frames (a check keeps the recording of its run instead, see `keepRun`).
    package static func settle(name: String, run: URL, golden: URL, folder: URL, options: CheckOptions) throws
        -> CheckOutcome
    {
        try settle(name: name, run: run, golden: golden, folder: folder, options: options, recording: nil)
    }

    /// Compares a finished run in `folder/run` with `golden` and applies the update mode; a failing run is kept as
    /// `recording`, when given, and `record` is the run's record in memory, for the report.
    static func settle(
        name: String, run: URL, golden: URL, folder: URL, options: CheckOptions, recording: FrameRecording?,
        record: RunRecord? = nil
    ) throws -> CheckOutcome {
        let exists = GoldenStore.exists(golden)
        var verdict: GoldenVerdict?
        if exists {
            verdict = try GoldenComparison.compare(
                run: run, golden: golden, options: options.diff, failOn: options.failOn, aspects: options.aspects,
                artifacts: folder, artifactFrames: options.artifactFrames
            )
            if options.verifyGoldens {
                let problems = try GoldenVerification.problems(in: golden)
                verdict?.problems += problems
                verdict?.corrupt = !problems.isEmpty
            }
        }
        return try settle(
            name: name, run: run, golden: golden, folder: folder, options: options, exists: exists, verdict: verdict,
            recording: recording, record: record)
    }

    /// Applies the update mode to a comparison already made. A failure keeps the run as `recording` (when given;
    /// `packed` is its file, when already being packed), and `record`, the run's record in memory (with the report's
    /// previews of frames the run drew and kept no file of), goes to the report.
    static func settle(
        name: String, run: URL, golden: URL, folder: URL, options: CheckOptions, exists: Bool, verdict: GoldenVerdict?,
        recording: FrameRecording? = nil, packed: BackgroundValue<Data>? = nil, record: RunRecord? = nil
    ) throws -> CheckOutcome {
        let action = GoldenAction.decide(exists: exists, passed: verdict?.passed ?? false, mode: options.update)
        let keepVideo = verdict?.corrupt != true
        var outcome = CheckOutcome(
            scenario: name, status: .passed, golden: golden, artifacts: nil, verdict: verdict, written: nil, lines: [])
        switch action {
        case .pass:
            if options.update == .all {
                let written = try GoldenStore.record(run: run, into: golden, keepVideo: keepVideo)
                outcome.written = written
                if written.changed { outcome.status = .updated }
            }
            outcome.lines = verdict?.lines().filter { !$0.hasPrefix("timeline: unchanged") } ?? []
        case .record:
            outcome.written = try GoldenStore.record(run: run, into: golden)
            outcome.status = .recorded
            outcome.lines = ["recorded a new golden in \(golden.path)"]
        case .failMissing:
            outcome.status = .failed
            outcome.lines = [
                "no golden at \(golden.path) (--update none does not record missing goldens; run with --update missing)"
            ]
        case .update:
            outcome.lines = verdict?.lines() ?? []
            outcome.written = try GoldenStore.record(run: run, into: golden, keepVideo: keepVideo)
            outcome.status = .updated
        case .fail:
            outcome.status = .failed
            outcome.artifacts = folder
            outcome.lines = verdict?.lines() ?? []
        }
        if outcome.status != .failed {
            OwnedFolder.remove(folder)
        } else if action == .fail {
            if verdict?.failingFrames.isEmpty == false {
                let shown = verdict?.failingFrames.filter { $0.diffImage != nil }.count ?? 0
                let images = "\(folder.path)/{expected,actual,diff}/"
                outcome.lines.append("expected, actual and diff images of \(shown) failing frames: \(images)")
            }
            if FileManager.default.fileExists(atPath: RunFolder(run).manifest.path), let recording {
                try keepRun(run, recording: recording, packed: packed)
                outcome.record = record.map { record in
                    var kept = record
                    kept.recording = recording
                    return kept
                }
                let file = "\(run.path)/\(FrameRecording.fileName)"
                outcome.lines.append("the whole run, recorded: \(file) (reel animate \(run.path) draws it)")
            }
        }
        return outcome
    }
}
