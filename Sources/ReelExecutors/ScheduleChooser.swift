import ReelCore
import Synchronization

/// Answers the choice points of one run: from a schedule (replay), or drawn from a seed (exploration, which records
/// the schedule it took). The session and host of the run consult it; the run that made it reads back what was
/// chosen. Found by `GalleryHost.make` as the task-local `current` while a simulation is made.
package final class ScheduleChooser: Sendable {
    /// How choices are made.
    package enum Mode: Sendable {
        /// Replays a schedule: its deviations, else the default order.
        case replay(Schedule)
        /// Every choice point takes a uniformly random alternative (the default one included).
        case random(seed: UInt64)
        /// Probabilistic concurrency testing: only the choice points at `points` deviate, each to a random
        /// alternative; everywhere else the default order (a bug of depth d needs d deviations).
        case pct(seed: UInt64, points: Set<Int>)
    }

    /// One choice point met by the run.
    package struct Record: Sendable, Hashable {
        package let point: ChoicePoint
        package let options: Int
        package let chosen: Int

        package init(point: ChoicePoint, options: Int, chosen: Int) {
            self.point = point
            self.options = options
            self.chosen = chosen
        }
    }

    private struct State: Sendable {
        var random: SplitMix64
        var records: [Record] = []
        var deviations: [Schedule.Deviation] = []
    }

    private let mode: Mode
    private let state: Mutex<State>

    /// The chooser the next `GalleryHost` made on this thread or task uses (none: the default order, unrecorded).
    @TaskLocal package static var current: ScheduleChooser?

    package init(_ mode: Mode) {
        self.mode = mode
        let seed: UInt64 =
            switch mode {
            case .replay: 0
            case .random(let seed), .pct(let seed, _): seed
            }
        state = Mutex(State(random: SplitMix64(seed: seed)))
    }

    /// Chooses among `options` (≥ 2) alternatives at the next choice point of kind `point`; 0 is the default order's.
    package func choose(_ point: ChoicePoint, among options: Int) -> Int {
        precondition(options >= 2, "a choice point has at least two alternatives")
        return state.withLock { state in
            let index = state.records.count
            var chosen: Int
            switch mode {
            case .replay(let schedule):
                chosen = min(schedule.choice(at: index), options - 1)
            case .random:
                chosen = state.random.next(below: options)
            case .pct(_, let points):
                chosen = points.contains(index) ? 1 + state.random.next(below: options - 1) : 0
            }
            chosen = max(0, chosen)
            state.records.append(Record(point: point, options: options, chosen: chosen))
            if chosen != 0 { state.deviations.append(Schedule.Deviation(point: index, choice: chosen)) }
            return chosen
        }
    }

    /// The schedule the run took so far: replaying it gives the same choices.
    package var schedule: Schedule { state.withLock { Schedule(deviations: $0.deviations) } }

    /// Every choice point met so far, in order.
    package var records: [Record] { state.withLock { $0.records } }

    /// Why the schedule being replayed does not fit the run that met `records`, or nil when it does (or when this
    /// chooser does not replay): a deviation at a choice point the run never met, or an alternative the point does not
    /// have. Such a schedule came from another scenario, build or edit, and replaying it would quietly run another
    /// order.
    package var misfit: String? {
        guard case .replay(let schedule) = mode else { return nil }
        let records = self.records
        for deviation in schedule.deviations {
            let point = String(deviation.point, radix: 36)
            guard deviation.point < records.count else {
                let met =
                    records.isEmpty ? "no choice point" : "choice points 0–\(String(records.count - 1, radix: 36))"
                return "it deviates at choice point \(point), but the run meets \(met)"
            }
            let options = records[deviation.point].options
            if deviation.choice >= options {
                return
                    "it takes alternative \(String(deviation.choice, radix: 36)) at choice point \(point), which has "
                    + "alternatives 0–\(String(options - 1, radix: 36))"
            }
        }
        return nil
    }
}

extension SplitMix64 {
    /// A uniform draw in `0..<bound` (bound ≥ 1).
    package mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
