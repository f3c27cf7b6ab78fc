import ReelExecutors
import ReelKit

/// Shrinks a failing schedule to fewer deviations from the default order that still fail, as property-based testing
/// shrinks inputs: first the default order itself, then chunks of deviations removed, halving the chunk size down
/// to single deviations (delta debugging), within a budget of runs.
enum ScheduleShrinker {
    /// The smallest failing outcome found from `failing`, and the runs it took.
    static func shrink(
        _ failing: ScheduleOutcome, runs budget: Int, run: (Schedule) throws -> ScheduleOutcome
    ) rethrows -> (outcome: ScheduleOutcome, runs: Int) {
        var best = failing
        var runs = 0
        func attempt(_ deviations: [Schedule.Deviation]) throws -> Bool {
            runs += 1
            let outcome = try run(Schedule(deviations: deviations))
            guard outcome.failed, outcome.schedule.deviations.count < best.schedule.deviations.count else {
                return false
            }
            best = outcome
            return true
        }
        guard !best.schedule.isDefault, try !attempt([]) else { return (best, runs) }
        var chunk = max(1, best.schedule.deviations.count / 2)
        while runs < budget, !best.schedule.deviations.isEmpty {
            var removed = false
            var start = 0
            while start < best.schedule.deviations.count, runs < budget {
                var deviations = best.schedule.deviations
                deviations.removeSubrange(start..<min(start + chunk, deviations.count))
                if try attempt(deviations) { removed = true } else { start += chunk }
            }
            if !removed {
                guard chunk > 1 else { break }
                chunk = max(1, chunk / 2)
            }
        }
        return (best, runs)
    }
}
