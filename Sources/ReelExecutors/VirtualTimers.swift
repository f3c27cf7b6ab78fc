/// Sleepers of the user's code (`Task.sleep`, `clock.sleep`) waiting for virtual time: each fires at its deadline,
/// in (deadline, registration) order, when the frame loop reaches it.
struct VirtualTimers<Job: Sendable>: Sendable {
    private struct Timer: Sendable {
        let deadlineMs: Double
        let sequence: Int
        let job: Job
        /// The witness of the sleeping task's call, if any (see `TaskWitness`).
        let witness: TaskWitness?
    }

    private var timers: [Timer] = []
    private var sequence = 0

    /// The number of sleepers still waiting.
    var count: Int { timers.count }

    /// Adds a sleeper that wakes `job` at `deadlineMs`.
    mutating func schedule(_ job: Job, at deadlineMs: Double, witness: TaskWitness? = nil) {
        sequence += 1
        let timer = Timer(deadlineMs: deadlineMs, sequence: sequence, job: job, witness: witness)
        let index = timers.firstIndex { ($0.deadlineMs, $0.sequence) > (deadlineMs, sequence) } ?? timers.endIndex
        timers.insert(timer, at: index)
    }

    /// The witnesses of the sleepers still waiting.
    var witnesses: [TaskWitness] { timers.compactMap(\.witness) }

    /// Removes and returns the sleepers due by `t`, in firing order.
    mutating func takeDue(through t: Double) -> [Job] {
        let due = timers.prefix { $0.deadlineMs <= t }
        timers.removeFirst(due.count)
        return due.map(\.job)
    }
}
