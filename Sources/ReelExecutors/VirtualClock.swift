/// One session's virtual time (ms) and the sleepers waiting for it; the exact delay of the sleep about to reach the
/// executor; and the mark that turns a Dispatch deadline built from `DispatchTime.now()` into a virtual delay.
struct VirtualClock<Job: Sendable>: Sendable {
    /// A sleep's real-clock deadline and the virtual delay it stands for.
    private struct ExactSleep: Sendable {
        let deadline: ContinuousClock.Instant
        let ms: Double
    }

    /// The virtual time reached.
    private(set) var nowMs = 0.0
    private var timers = VirtualTimers<Job>()
    private var exactSleep: ExactSleep?
    /// Sleepers whose delay was filed exactly.
    private(set) var exactSleeps = 0
    /// The real uptime (ns) the last `DispatchTime.now()` of the gallery returned, and the virtual time then.
    private var dispatchMark: (realNs: UInt64, virtualMs: Double)?

    /// Sleepers still waiting.
    var sleepers: Int { timers.count }

    /// The witnesses of the tasks still sleeping (see `TaskWitness`).
    var sleepingWitnesses: [TaskWitness] { timers.witnesses }

    /// Moves to `t` (never back) and returns the sleepers due by then, in firing order; whether time moved.
    mutating func advance(to t: Double) -> (woken: [Job], moved: Bool) {
        let moved = t > nowMs
        nowMs = max(nowMs, t)
        return (timers.takeDue(through: nowMs), moved)
    }

    /// Files a sleeper that wakes `job` `delay` ms from now (at once for a negative delay).
    mutating func sleep(_ job: Job, forMs delay: Double, witness: TaskWitness?) {
        timers.schedule(job, at: nowMs + max(0, delay), witness: witness)
    }

    /// Files the exact virtual delay of the sleep about to reach the executor with `deadline`.
    mutating func fileExactSleep(until deadline: ContinuousClock.Instant, ms: Double) {
        exactSleep = ExactSleep(deadline: deadline, ms: ms)
    }

    /// The filed delay, when `instant` is the deadline it was filed for (within a microsecond: the runtime hands the
    /// deadline over as seconds and nanoseconds); any filed delay is used up either way.
    mutating func takeExactSleep(at instant: ContinuousClock.Instant) -> Double? {
        defer { exactSleep = nil }
        guard let filed = exactSleep else { return nil }
        let gap = filed.deadline - instant
        guard gap <= .microseconds(1), gap >= .microseconds(-1) else { return nil }
        exactSleeps += 1
        return filed.ms
    }

    /// `DispatchTime.now()` returned `realNs` now.
    mutating func markDispatchNow(_ realNs: UInt64) {
        dispatchMark = (realNs, nowMs)
    }

    /// The virtual delay (whole ms, at least 0) until a Dispatch deadline: exact when the deadline was built from the
    /// last marked `DispatchTime.now()`, else measured against the real clock (`realNowNs`).
    func delay(untilDispatch deadlineNs: UInt64, realNowNs: UInt64) -> Double {
        let due: Double
        if let mark = dispatchMark, deadlineNs >= mark.realNs {
            due = mark.virtualMs + Double(deadlineNs - mark.realNs) / 1e6
        } else {
            let ahead = deadlineNs >= realNowNs ? Double(deadlineNs - realNowNs) : -Double(realNowNs - deadlineNs)
            due = nowMs + ahead / 1e6
        }
        return max(0, (due - nowMs).rounded())
    }
}
