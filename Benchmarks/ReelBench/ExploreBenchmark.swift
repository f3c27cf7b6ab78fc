import Foundation
import Reel

/// `reel explore`'s speed: schedules per minute of wall time on one scenario (simulation only, every core), with
/// the failures it found, on a thread of its own (ReelKit makes the threads that drive simulations the main actor).
enum ExploreBenchmark {
    static func report(scenario: String, schedules: Int = 100) throws -> [String] {
        let loaded = try LoadedScenario.load(path: scenario)
        let box = ResultBox()
        let thread = Thread {
            box.result = Result {
                try Explorer.explore(loaded, options: ExploreOptions(schedules: schedules, seed: 1))
            }
            box.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        box.done.wait()
        let result = try box.result!.get()
        return [
            "explore \(loaded.scenario.name): \(result.schedulesRun) schedules in "
                + String(format: "%.1f s → %.0f schedules/min", result.seconds, result.schedulesPerMinute)
                + " (\(result.options.workers) workers, \(result.distinctOutcomes) distinct outcomes, "
                + "\(result.failingCount) failing)"
        ]
    }

    // @unchecked Sendable: `result` is written by the measuring thread before it signals `done`, and read only
    // after `done.wait()` returns.
    private final class ResultBox: @unchecked Sendable {
        var result: Result<ExploreResult, any Error>?
        let done = DispatchSemaphore(value: 0)
    }
}
