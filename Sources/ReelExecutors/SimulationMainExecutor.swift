@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The main actor's executor while reel is installed: a job enqueued from the thread of an active session waits in
/// that session's queue; anything else goes to the previous main executor (Dispatch's main queue).
// @unchecked Sendable: the only stored property is the immutable previous executor, itself Sendable.
final class SimulationMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    let fallback: any MainExecutor

    init(fallback: any MainExecutor) { self.fallback = fallback }

    func enqueue(_ job: consuming ExecutorJob) {
        JobRouting.enqueue(job, as: .main, otherwise: fallback)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        JobRouting.enqueue(job, as: .main, at: instant, tolerance: tolerance, clock: clock, otherwise: fallback)
    }

    func run() throws { try fallback.run() }

    func stop() { fallback.stop() }

    var isMainExecutor: Bool { true }

    func checkIsolated() {
        if SimulationExecutors.isSimulationThread { return }
        fallback.checkIsolated()
    }
}

/// The default (global) executor while reel is installed: the same rule as the main executor, for the pool.
// @unchecked Sendable: the only stored property is the immutable previous executor, itself Sendable.
final class SimulationPoolExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    let fallback: any TaskExecutor

    init(fallback: any TaskExecutor) { self.fallback = fallback }

    func enqueue(_ job: consuming ExecutorJob) {
        JobRouting.enqueue(job, as: .pool, otherwise: fallback)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        JobRouting.enqueue(job, as: .pool, at: instant, tolerance: tolerance, clock: clock, otherwise: fallback)
    }
}

/// The one rule both executors follow: a job enqueued from the thread of an active session waits in that session's
/// queue (a sleeper on its virtual clock); any other job goes to the executor that was installed before.
enum JobRouting {
    static func enqueue(_ job: consuming ExecutorJob, as kind: ScheduledJob.Kind, otherwise fallback: any Executor) {
        if let session = SimulationExecutors.sessionForEnqueue() {
            session.push(ScheduledJob(job: UnownedJob(job), kind: kind))
        } else {
            fallback.enqueue(job)
        }
    }

    static func enqueue<C: Clock>(
        _ job: consuming ExecutorJob, as kind: ScheduledJob.Kind, at instant: C.Instant, tolerance: C.Duration?,
        clock: C, otherwise fallback: any Executor
    ) {
        if let session = SimulationExecutors.sessionForEnqueue() {
            let delay = session.takeExactSleep(at: instant, clock) ?? VirtualDelay.ms(until: instant, clock)
            session.sleep(ScheduledJob(job: UnownedJob(job), kind: kind), forMs: delay)
        } else if let scheduling = fallback as? any SchedulingExecutor {
            scheduling.enqueue(job, at: instant, tolerance: tolerance, clock: clock)
        } else {
            fallback.enqueue(job)
        }
    }
}

/// How long a sleeper asked to wait, in whole virtual milliseconds.
enum VirtualDelay {
    /// A deadline on a real clock (`clock.sleep(until:)`, or `Task.sleep` from code that does not import ReelKit),
    /// measured back against that clock: rounding drops the microseconds since the sleeper read it, but a thread
    /// preempted in between gets a shorter delay. ReelKit's `Task.sleep(for:)` files the exact one instead.
    static func ms<C: Clock>(until instant: C.Instant, _ clock: C) -> Double {
        guard let duration = clock.now.duration(to: instant) as? Duration else { return 0 }
        return ms(of: duration)
    }

    /// `duration` in whole milliseconds, at least 0.
    static func ms(of duration: Duration) -> Double {
        let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return max(0, ms.rounded())
    }
}
