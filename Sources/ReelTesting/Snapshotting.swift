import Foundation
import Reel
import ReelCore
import ReelDiff
import ReelKit

/// How to turn a value into a format that a `Diffing` can compare with a golden, modelled on swift-snapshot-testing's
/// `Snapshotting`; `Sendable`, with an async snapshot step (rendering runs off the caller's thread).
public struct Snapshotting<Value: Sendable, Format: Sendable>: Sendable {
    /// Produces the format from a value, working in a fresh folder it may fill.
    public var snapshot: @Sendable (_ value: Value, _ workDirectory: URL) async throws -> Format
    /// Stores and compares the format.
    public var diffing: Diffing<Format>
    /// Like `snapshot`, but frames whose pixel hashes equal the given ones (a golden's, by frame index) are not
    /// encoded or written: a snapshot only good for finding that it matches the golden (nil when not supported).
    public var hashOnlySnapshot:
        (@Sendable (_ value: Value, _ workDirectory: URL, _ knownPixels: [String]) async throws -> Format)?

    /// A strategy from its two parts.
    public init(diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value, URL) async throws -> Format) {
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another value type that converts it first (swift-snapshot-testing's `pullback`).
    public func pullback<NewValue: Sendable>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        var converted = Snapshotting<NewValue, Format>(diffing: diffing) { value, folder in
            try await snapshot(try transform(value), folder)
        }
        if let hashOnly = hashOnlySnapshot {
            converted.hashOnlySnapshot = { value, folder, known in
                try await hashOnly(try transform(value), folder, known)
            }
        }
        return converted
    }
}

extension Snapshotting where Value == LoadedScenario, Format == RenderedRun {
    /// Renders the scenario and compares `aspects` of the run (frames and timeline by default). A scenario's
    /// `gallery` runs the user's cell code registered under that name in `catalog`.
    public static func run(
        _ aspects: GoldenComparison.Aspects = .all, options: DiffOptions = .init(), failOn: Set<TimelineRule> = [],
        workers: Int? = nil, catalog: BindingCatalog = .builtIn
    ) -> Self {
        var strategy = Snapshotting(diffing: .run(aspects, options: options, failOn: failOn)) { loaded, folder in
            try await ScenarioRendering.render(loaded, into: folder, workers: workers, catalog: catalog)
        }
        strategy.hashOnlySnapshot = { loaded, folder, known in
            try await ScenarioRendering.render(
                loaded, into: folder, workers: workers, catalog: catalog, knownPixels: known)
        }
        return strategy
    }

    /// Renders the scenario and compares its frames.
    public static func frames(
        _ options: DiffOptions = .init(), workers: Int? = nil, catalog: BindingCatalog = .builtIn
    ) -> Self {
        run(.frames, options: options, workers: workers, catalog: catalog)
    }

    /// Renders the scenario and compares its timeline, failing on `failOn` (any change by default).
    public static func timeline(
        failOn: Set<TimelineRule> = [.any], workers: Int? = nil, catalog: BindingCatalog = .builtIn
    ) -> Self {
        run(.timeline, failOn: failOn, workers: workers, catalog: catalog)
    }
}

extension Snapshotting where Value == String, Format == RenderedRun {
    /// Reads the scenario file at the path first (bad input throws its `InputError`; its `gallery` must be registered
    /// in `catalog`), then applies `strategy` (give it the same catalogue).
    public static func scenarioFile(
        _ strategy: Snapshotting<LoadedScenario, RenderedRun> = .run(), catalog: BindingCatalog = .builtIn
    ) -> Self {
        strategy.pullback { path in try LoadedScenario.load(path: path, catalog: catalog) }
    }
}

extension Snapshotting where Value == String, Format == RenderedRun {
    /// Renders the scenario file at the path with the galleries of `catalog` — your own cell code through ReelKit —
    /// and compares `aspects` of the run: `assertGolden(of: "photos.json", as: .gallery(catalog), named: "photos")`.
    public static func gallery(
        _ catalog: BindingCatalog, _ aspects: GoldenComparison.Aspects = .all, options: DiffOptions = .init(),
        workers: Int? = nil
    ) -> Self {
        .scenarioFile(.run(aspects, options: options, workers: workers, catalog: catalog), catalog: catalog)
    }
}

/// Renders a scenario into a snapshot's work folder through the run driver (`Runner.run`'s async form runs it on a
/// thread of its own, off the cooperative pool that other tests' in-process servers need).
enum ScenarioRendering {
    static func render(
        _ loaded: LoadedScenario, into folder: URL, workers: Int?, catalog: BindingCatalog = .builtIn,
        knownPixels: [String]? = nil
    ) async throws -> RenderedRun {
        let run = RunFolder(folder).checkRun.directory
        var options = RunOptions(outputDirectory: run, workers: workers)
        options.catalog = catalog
        options.knownPixels = knownPixels
        _ = try await Runner.run(loaded, options: options)
        return RenderedRun(directory: run, scenario: loaded.scenario.name)
    }
}
