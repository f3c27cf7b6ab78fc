import Foundation
import Synchronization

/// One simulation's executor: the queue its user code's jobs wait in, the virtual time its sleepers wait for, and
/// what went wrong. The frame loop activates it around each call into the user's code (`run`) and drains it at
/// defined points, so every job of that code runs on the calling thread, one at a time, in FIFO order.
package final class ExecutorSession: Sendable {
    /// The session's three parts, under one lock: a frame's steps (advance time, then queue the sleepers that woke)
    /// happen as one.
    private struct State: Sendable {
        var jobs = JobQueue<ScheduledJob>()
        var clock = VirtualClock<ScheduledJob>()
        var log = OutcomeLog()
    }

    private let state = Mutex(State())
    /// Whether `drain` is running a pool job (code of a global or custom queue, a detached task) rather than the main
    /// thread's: what a library asks to call back "now if on main, else on the main queue" (`isOnMainQueue`).
    private let runningPoolJob = Atomic<Bool>(false)

    /// Whether the session's code running now is the main thread's: a main-actor job, a main-queue block, or the
    /// frame loop's own calls into the gallery (false inside a pool job).
    package var isOnMainQueue: Bool { !runningPoolJob.load(ordering: .relaxed) }
    /// Real time one job may take before it is reported as blocking (ms).
    let blockingReportMs: Double
    /// How many jobs the drains of one frame (between two moves of virtual time) run at most before they report the
    /// user's code as not settling; the rest wait for the next frame. A count, not a time, so it stays deterministic.
    let drainBudget: Int
    /// Answers the choice points between equally legal orders; nil runs the default order (FIFO).
    package let chooser: ScheduleChooser?
    /// The session's values of `SessionLocal` keys (what the code running in it keeps per app).
    let locals = SessionLocals()

    /// A session; installs reel's executors in the process the first time (see `SimulationExecutors`). `chooser`
    /// picks among the ready jobs at each drain step (nil: first-in first-out).
    package init(
        blockingReportMs: Double = 250, drainBudget: Int = 10_000, chooser: ScheduleChooser? = nil
    ) throws(ExecutorSetupError) {
        self.blockingReportMs = blockingReportMs
        self.drainBudget = drainBudget
        self.chooser = chooser
        try SimulationExecutors.installIfNeeded()
    }

    // MARK: Virtual time

    /// The virtual time (ms) the session has reached.
    package var nowMs: Double { state.withLock { $0.clock.nowMs } }

    /// Jobs run so far.
    package var jobsRun: Int { state.withLock { $0.jobs.jobsRun } }

    /// Moves virtual time to `t`, waking the sleepers due by then (they run at the next drain).
    package func advance(to t: Double) {
        state.withLock { state in
            let (woken, moved) = state.clock.advance(to: t)
            if moved { state.jobs.startFrame() }
            state.jobs.append(contentsOf: woken)
        }
    }

    // MARK: Running the user's code

    /// Runs `body` with this session active on the calling thread: jobs it enqueues from this thread wait in this
    /// session's queue. Sessions run one at a time in the process (they share the main actor). Re-entrant.
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        try SimulationExecutors.activate(self, body)
    }

    /// Runs queued jobs, FIFO, until none is left or the frame's budget is spent. Call inside `run`.
    @discardableResult
    package func drain() -> Int {
        precondition(SimulationExecutors.active === self, "drain() runs inside ExecutorSession.run")
        var count = 0
        while let entry = pop() {
            let overBudget = state.withLock { !$0.jobs.spendFrameBudget(drainBudget) }
            if overBudget {
                state.withLock { $0.jobs.pushBack(entry) }
                report(
                    .unsettled,
                    "the gallery's code ran \(drainBudget) jobs in one frame and more kept coming (a loop over "
                        + "Task.yield() that never waits?): the rest run in the next frames")
                break
            }
            count += 1
            let job = entry.job
            timed("one job of the gallery's code") {
                switch job.kind {
                case .main: job.job.runSynchronously(on: SimulationExecutors.main.asUnownedSerialExecutor())
                case .pool:
                    runningPoolJob.store(true, ordering: .relaxed)
                    defer { runningPoolJob.store(false, ordering: .relaxed) }
                    job.job.runSynchronously(on: SimulationExecutors.pool.asUnownedTaskExecutor())
                }
            }
        }
        state.withLock { $0.jobs.countRun(count) }
        return count
    }

    /// Runs `body` and warns on stderr, once per place, when it held the thread longer than `blockingReportMs` of real
    /// time; the stall watchdog watches it. The warning says whether the thread mostly computed (heavy work, e.g.
    /// setting up 100k items) or waited of its own accord (a blocking call); a call that only waited for the processor
    /// (a busy machine: the thread used little CPU and never blocked) is nothing the gallery did and is not reported.
    /// Whether it happens depends on the machine's speed, so it is never part of the timeline or the summary.
    package func timed<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
        let started = ContinuousClock.now
        let startedThread = ThreadCPUTime.sample()
        StallWatchdog.shared.begin(what)
        defer {
            StallWatchdog.shared.end()
            let elapsed = ContinuousClock.now - started
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            if ms > blockingReportMs {
                let thread = ThreadCPUTime.sample()
                // Computing for the whole threshold, or for a quarter of the time, is heavy work even on a busy
                // machine; a blocking call uses next to no CPU and gives up the processor of its own accord.
                let cpu = thread.milliseconds - startedThread.milliseconds
                let computing = cpu >= blockingReportMs || cpu >= ms / 4
                let blocked =
                    startedThread.voluntarySwitches == .max
                    || thread.voluntarySwitches > startedThread.voluntarySwitches
                if computing || blocked {
                    warn(
                        "\(what) held the thread for more than \(Int(blockingReportMs)) ms of real time "
                            + (computing
                                ? "computing (heavy work on the main actor?)" : "(Thread.sleep, a blocking wait?)")
                    )
                }
            }
        }
        return try body()
    }

    /// Jobs waiting to run.
    package var queuedJobs: Int { state.withLock { $0.jobs.count } }

    // MARK: Outcomes

    /// Records an outcome of the user's code, the first time it is reported in the session (an outcome that repeats
    /// every frame, a job that never settles, is logged once).
    package func report(_ kind: UserCodeOutcome.Kind, _ message: String) {
        let outcome = UserCodeOutcome(kind, message)
        let first = state.withLock { $0.log.report(outcome) }
        if first, kind == .escape {
            warn(
                "work of the gallery's code escaped reel's clock (a Thread, DispatchGroup.notify, a real Dispatch or "
                    + "Foundation queue?): its effects are ignored and counted as user_code.escape in summary.json")
        }
        if first, kind == .ignored {
            warn("\(message) (the call is ignored; counted as user_code.ignored in summary.json)")
        }
    }

    /// Prints `message` on stderr as a ReelKit warning, the first time the session sees it. For what real time shows
    /// (a blocking call): it must not reach the run's outputs, which stay the same on any machine.
    package func warn(_ message: String) {
        let first = state.withLock { $0.log.warn(message) }
        guard first else { return }
        Self.printedWarnings.withLock { $0.append(message) }
        FileHandle.standardError.write(Data("ReelKit: warning: \(message)\n".utf8))
    }

    /// Every warning printed in the process, in order (for tests).
    static let printedWarnings = Mutex<[String]>([])

    /// The warnings printed so far (see `warn`).
    package var warnings: [String] { state.withLock { $0.log.warnings } }

    /// Takes the outcomes recorded since the last call.
    package func takeOutcomes() -> [UserCodeOutcome] {
        state.withLock { $0.log.take() }
    }

    // MARK: Called by the executors

    func push(_ job: ScheduledJob) {
        state.withLock { $0.jobs.push(job) }
    }

    /// Runs `body`, which queues one job (a block of a serial queue), marking that job as of `lane`: jobs of one
    /// lane run in the order they were queued whatever the schedule.
    package func inLane<T>(_ lane: Int, _ body: () throws -> T) rethrows -> T {
        state.withLock { $0.jobs.pendingLane = lane }
        defer { state.withLock { $0.jobs.pendingLane = nil } }
        return try body()
    }

    // MARK: Held jobs (schedules)

    /// Runs `body` holding back the jobs it queues: they wait, out of the queue, until `releaseHeld()` (a delivered
    /// continuation that runs after the frame's reuse).
    package func holdingNewJobs<T>(_ body: () throws -> T) rethrows -> T {
        state.withLock { $0.jobs.isHolding = true }
        defer { state.withLock { $0.jobs.isHolding = false } }
        return try body()
    }

    /// Jobs held back by `holdingNewJobs`.
    package var heldJobs: Int { state.withLock { $0.jobs.heldCount } }

    /// Queues the held jobs, in the order they were held, behind the queued ones.
    package func releaseHeld() {
        state.withLock { $0.jobs.releaseHeld() }
    }

    /// Files a sleeper; the task-local witness of the sleeping task (read here, in its context) is kept with it.
    func sleep(_ job: ScheduledJob, forMs delay: Double) {
        let witness = TaskWitness.current
        state.withLock { $0.clock.sleep(job, forMs: delay, witness: witness) }
    }

    /// Files the exact virtual delay of the sleep that is about to reach the executor with `deadline` (ReelKit's
    /// `Task.sleep(for:)`, on this session's thread, just before it suspends).
    func fileExactSleep(until deadline: ContinuousClock.Instant, ms: Double) {
        state.withLock { $0.clock.fileExactSleep(until: deadline, ms: ms) }
    }

    /// The filed delay, when `instant` is the deadline it was filed for (within a microsecond: the runtime hands the
    /// deadline over as seconds and nanoseconds); any filed delay is used up either way.
    func takeExactSleep<C: Clock>(at instant: C.Instant, _ clock: C) -> Double? {
        guard let instant = instant as? ContinuousClock.Instant else { return nil }
        return state.withLock { $0.clock.takeExactSleep(at: instant) }
    }

    /// `DispatchTime.now()` returned `realNs` to the gallery's code at the current virtual time.
    package func markDispatchNow(_ realNs: UInt64) {
        state.withLock { $0.clock.markDispatchNow(realNs) }
    }

    /// The virtual delay (whole ms, at least 0) until a Dispatch `deadline`: exact when the deadline was built from
    /// the last `DispatchTime.now()` the session marked (`.now() + 0.3` is 300 ms), else measured against the real
    /// clock (`realNowNs`).
    package func virtualDelay(untilDispatch deadlineNs: UInt64, realNowNs: UInt64) -> Double {
        state.withLock { $0.clock.delay(untilDispatch: deadlineNs, realNowNs: realNowNs) }
    }

    /// Sleepers so far whose delay was filed exactly by ReelKit's `Task.sleep(for:)`.
    package var exactSleeps: Int { state.withLock { $0.clock.exactSleeps } }

    /// The witnesses of the tasks still sleeping (see `TaskWitness`).
    package var sleepingWitnesses: [TaskWitness] { state.withLock { $0.clock.sleepingWitnesses } }

    private func pop() -> JobQueue<ScheduledJob>.Entry? {
        // The choice is made outside the session's lock (the chooser has its own).
        let options = chooser == nil ? [] : state.withLock { $0.jobs.eligibleOffsets() }
        let offset = options.count >= 2 ? options[chooser?.choose(.jobOrder, among: options.count) ?? 0] : 0
        return state.withLock { $0.jobs.pop(at: offset) }
    }
}
