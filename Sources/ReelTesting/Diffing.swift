import Foundation
import ReelDiff

/// How to store a format as a golden and compare it with one, modelled on swift-snapshot-testing's `Diffing` (which
/// turns values into `Data` and diffs two of them); here a golden is a folder, so the strategy records into and
/// compares against folders.
public struct Diffing<Format: Sendable>: Sendable {
    /// Makes the golden folder hold `format`, writing only files whose bytes change.
    public var record: @Sendable (_ format: Format, _ golden: URL) throws -> GoldenStore.Written
    /// Compares the golden folder with `format`; failing frames' images go under `artifacts`.
    public var compare: @Sendable (_ golden: URL, _ format: Format, _ artifacts: URL) throws -> GoldenVerdict

    /// A strategy from its two operations.
    public init(
        record: @escaping @Sendable (Format, URL) throws -> GoldenStore.Written,
        compare: @escaping @Sendable (URL, Format, URL) throws -> GoldenVerdict
    ) {
        self.record = record
        self.compare = compare
    }
}

extension Diffing where Format == RenderedRun {
    /// Compares what a run's golden holds: `.frames` (pixel hashes, then pixelmatch), `.timeline` (what users saw,
    /// failing on `failOn`), or both. Recording always stores the whole golden folder.
    public static func run(
        _ aspects: GoldenComparison.Aspects = .all, options: DiffOptions = .init(), failOn: Set<TimelineRule> = []
    ) -> Self {
        Diffing(
            record: { run, golden in try GoldenStore.record(run: run.directory, into: golden) },
            compare: { golden, run, artifacts in
                try GoldenComparison.compare(
                    run: run.directory, golden: golden, options: options, failOn: failOn, aspects: aspects,
                    artifacts: artifacts)
            }
        )
    }

    /// Frames only.
    public static func frames(_ options: DiffOptions = .init()) -> Self { run(.frames, options: options) }

    /// The timeline only, failing on `failOn` (any change by default).
    public static func timeline(failOn: Set<TimelineRule> = [.any]) -> Self { run(.timeline, failOn: failOn) }
}
