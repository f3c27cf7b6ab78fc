import Foundation
import Reel
import ReelCore
import ReelKit

/// Schedules of a scenario showed races; thrown by `assertNoRaces`, so Swift Testing and XCTest both record it as a
/// failure of the test that called it. The message names the shrunk schedule and the command that draws it.
public struct RacesFound: Error, Sendable, CustomStringConvertible {
    /// What the exploration found.
    public var result: ExploreResult
    /// The scenario file explored.
    public var scenario: String

    public var description: String {
        var lines = [
            """
            \(scenario): \(result.failingCount) of \(result.schedulesRun) schedules show races (stale: \
            \(result.staleSchedules), wrong text: \(result.wrongTextSchedules), duplicates: \
            \(result.duplicateSchedules))
            """
        ]
        for failure in result.failures {
            let shrunk = failure.shrunk
            lines.append(
                """
                schedule \(shrunk.schedule.id) (\(shrunk.schedule.deviations.count) deviation(s) from the default \
                order): \(shrunk.stale) stale, \(shrunk.wrongText) wrong text, \(shrunk.duplicates) duplicate \
                cell-frames; replay: \(result.replayCommand(scenario: scenario, schedule: shrunk.schedule))
                """)
        }
        return lines.joined(separator: "\n")
    }
}

/// Runs `schedules` legal orders of the scenario file's gallery code (`reel explore`, simulation only) and returns
/// what they showed. A scenario's `gallery` runs the user's cell code registered under that name in `catalog`.
public func exploreRaces(
    of scenario: String, schedules: Int = 200, seed: UInt64 = 1, strategy: ExploreStrategy = .random,
    depth: Int = 3, workers: Int? = nil, catalog: BindingCatalog = .builtIn
) async throws -> ExploreResult {
    let loaded = try LoadedScenario.load(path: scenario, catalog: catalog)
    var options = ExploreOptions(schedules: schedules, seed: seed, strategy: strategy, depth: depth, workers: workers)
    options.catalog = catalog
    let chosen = options
    // Explorations run user code on threads of their own, off the cooperative pool other tests' servers need.
    return try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try Explorer.explore(loaded, options: chosen) }) }
    }
}

/// Fails (throws `RacesFound`) when any of `schedules` legal orders of the scenario file's gallery code shows a
/// stale or wrong-text cell-frame or a duplicate: `try await assertNoRaces(of: "photos.json", catalog: galleries)`.
/// The error names each shrunk failing schedule and the `reel render … --schedule ID` command that draws it.
public func assertNoRaces(
    of scenario: String, schedules: Int = 200, seed: UInt64 = 1, strategy: ExploreStrategy = .random,
    depth: Int = 3, workers: Int? = nil, catalog: BindingCatalog = .builtIn
) async throws {
    let result = try await exploreRaces(
        of: scenario, schedules: schedules, seed: seed, strategy: strategy, depth: depth, workers: workers,
        catalog: catalog)
    if result.failingCount > 0 { throw RacesFound(result: result, scenario: scenario) }
}
