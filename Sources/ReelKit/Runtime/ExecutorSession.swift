import Foundation
import Synchronization

/// One simulation's executor: the queue its user code's jobs wait in, the virtual time its sleepers wait for, and
/// what went wrong. The frame loop activates it around each call into the user's code (`run`) and drains it at
/// defined points, so every job of that code runs on the calling thread, one at a time, in FIFO order.
public final class ExecutorSession: Sendable {
    private struct State: Sendable {
        var queue: [ScheduledJob] = []
        var head = 0
        var timers = VirtualTimers()
        var nowMs = 0.0
        var outcomes: [UserCodeOutcome] = []
        var jobsRun = 0
    }

    private let state = Mutex(State())
    /// Real time one job may take before it is reported as blocking (ms).
    let blockingReportMs: Double
    /// How many jobs one drain runs at most before it reports the user's code as not settling.
    let drainBudget: Int

    /// A session; installs reel's executors in the process the first time (see `SimulationExecutors`).
    public init(blockingReportMs: Double = 250, drainBudget: Int = 100_000) throws(ExecutorSetupError) {
        self.blockingReportMs = blockingReportMs
        self.drainBudget = drainBudget
        try SimulationExecutors.installIfNeeded()
    }

    // MARK: Virtual time

    /// The virtual time (ms) the session has reached.
    public var nowMs: Double { state.withLock { $0.nowMs } }

    /// Sleepers still waiting for virtual time.
    public var pendingSleepers: Int { state.withLock { $0.timers.count } }

    /// Jobs run so far.
    public var jobsRun: Int { state.withLock { $0.jobsRun } }

    /// Moves virtual time to `t`, waking the sleepers due by then (they run at the next drain).
    public func advance(to t: Double) {
        state.withLock { state in
            state.nowMs = max(state.nowMs, t)
            for job in state.timers.takeDue(through: state.nowMs) { state.queue.append(job) }
        }
    }

    // MARK: Running the user's code

    /// Runs `body` with this session active on the calling thread: jobs it enqueues from this thread wait in this
    /// session's queue. Sessions run one at a time in the process (they share the main actor). Re-entrant.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try SimulationExecutors.activate(self, body)
    }

    /// Runs queued jobs, FIFO, until none is left or the budget is spent. Call inside `run`.
    @discardableResult
    public func drain() -> Int {
        precondition(SimulationExecutors.active === self, "drain() runs inside ExecutorSession.run")
        var count = 0
        while let job = pop() {
            if count == drainBudget {
                state.withLock { $0.queue.insert(job, at: $0.head) }
                report(.unsettled, "one drain ran \(drainBudget) jobs and more kept coming (a loop that never waits?)")
                break
            }
            count += 1
            let started = ContinuousClock.now
            switch job.kind {
            case .main: job.job.runSynchronously(on: SimulationExecutors.main.asUnownedSerialExecutor())
            case .pool: job.job.runSynchronously(on: SimulationExecutors.pool.asUnownedTaskExecutor())
            }
            let elapsed = ContinuousClock.now - started
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            if ms > blockingReportMs {
                report(.blocked, "one job of the gallery's code took \(Int(ms)) ms of real time (a blocking wait?)")
            }
        }
        state.withLock { $0.jobsRun += count }
        return count
    }

    /// Jobs waiting to run.
    public var queuedJobs: Int { state.withLock { $0.queue.count - $0.head } }

    // MARK: Outcomes

    /// Records an outcome of the user's code (reported once per kind and message).
    public func report(_ kind: UserCodeOutcome.Kind, _ message: String) {
        let outcome = UserCodeOutcome(kind, message)
        state.withLock { if !$0.outcomes.contains(outcome) { $0.outcomes.append(outcome) } }
    }

    /// Takes the outcomes recorded since the last call.
    public func takeOutcomes() -> [UserCodeOutcome] {
        state.withLock { state in
            defer { state.outcomes = [] }
            return state.outcomes
        }
    }

    // MARK: Called by the executors

    func push(_ job: ScheduledJob) {
        state.withLock { $0.queue.append(job) }
    }

    func sleep(_ job: ScheduledJob, forMs delay: Double) {
        state.withLock { $0.timers.schedule(job, at: $0.nowMs + max(0, delay)) }
    }

    private func pop() -> ScheduledJob? {
        state.withLock { state in
            guard state.head < state.queue.count else { return nil }
            let job = state.queue[state.head]
            state.head += 1
            if state.head == state.queue.count {
                state.queue.removeAll(keepingCapacity: true)
                state.head = 0
            }
            return job
        }
    }
}
