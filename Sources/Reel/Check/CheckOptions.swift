import Foundation
import ReelCore
import ReelDiff
import ReelKit

/// How `reel check` (and ReelTesting) compare runs with goldens.
public struct CheckOptions: Sendable {
    /// The folder holding one golden folder per scenario name.
    package var goldens: URL
    /// Where runs and failure images go: `<output>/<scenario>/` (removed again when the scenario passes).
    package var output: URL
    package var update: UpdateMode
    package var diff: DiffOptions
    /// Timeline changes that fail the check on their own.
    package var failOn: Set<TimelineRule>
    /// What to compare.
    package var aspects: GoldenComparison.Aspects
    /// Render workers (nil: one per core).
    package var workers: Int?
    /// The galleries of the user's own cell code a scenario's `gallery` may name (none in plain `reel`).
    package var catalog: BindingCatalog
    /// How to run a scenario's gallery in a process of its own, given the scenario's file (nil: in this process), so
    /// that no scenario sees app state another one's code left.
    package var isolation: (@Sendable (_ scenarioFile: String, _ settings: [String]) -> PanelIsolation?)?
    /// The shard checked (`--shard i/n`), recorded in `results.json` for `reel merge-reports`; nil for all.
    package var shard: Shard?
    /// Also decode every golden frame and compare its pixels with the golden's manifest (`--verify-goldens`).
    package var verifyGoldens = false
    /// At most this many failing frames of a scenario get expected/actual/diff images (`--artifact-frames`); the
    /// worst frame is always among them.
    package var artifactFrames = FrameArtifacts.defaultLimit

    /// Options; goldens live in `goldens/<scenario name>/`.
    package init(
        goldens: URL, output: URL, update: UpdateMode = .missing, diff: DiffOptions = .init(),
        failOn: Set<TimelineRule> = [],
        aspects: GoldenComparison.Aspects = .all, workers: Int? = nil, catalog: BindingCatalog = .builtIn
    ) {
        self.goldens = goldens
        self.output = output
        self.update = update
        self.diff = diff
        self.failOn = failOn
        self.aspects = aspects
        self.workers = workers
        self.catalog = catalog
    }
}

/// What became of one scenario's golden.
public struct CheckOutcome: Sendable {
    /// The verdict on one scenario.
    public enum Status: String, Sendable, CaseIterable {
        /// Matched the golden.
        case passed
        /// No golden existed; it was recorded.
        case recorded
        /// The golden failed (or, in `all` mode, differed in any byte) and was rewritten.
        case updated
        /// Did not match, or the golden is missing under `--update none`.
        case failed
    }

    public var scenario: String
    public var status: Status
    /// The scenario file as given (results are merged across shards in its order).
    public var file: String = ""
    /// The golden folder.
    public var golden: URL
    /// Where failure images were kept (nil when nothing failed).
    public var artifacts: URL?
    /// The comparison (nil when the golden was missing).
    public var verdict: GoldenVerdict?
    /// Files written to the golden.
    public var written: GoldenStore.Written?
    /// Lines for people.
    public var lines: [String]
    /// The failing run's record, in memory (`RunResult.record`), for its report: the previews made while the run drew
    /// its frames, and the run's recording, from which the report draws the others.
    var record: RunRecord?

    /// Whether this outcome fails the check.
    public var failed: Bool { status == .failed }
}
