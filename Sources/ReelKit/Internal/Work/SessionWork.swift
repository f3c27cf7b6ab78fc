import Foundation
import ReelExecutors

/// How ReelKit's `DispatchQueue`, `OperationQueue` and `URLSessionDataTask` put the user's blocks on reel's clock:
/// each block becomes a task whose one job waits in the active session's queue, so it runs on the simulation's thread,
/// in FIFO order with every other job, when the frame loop drains the queue. A task (not a bare job) so the block
/// inherits the task-locals of the code that queued it, as a `Task { }` does: the cell it runs for (late writes, load
/// owners) and the witness of its call (tasks that never finish).
enum SessionWork {
    /// Queues `block` as a main-actor job of `session` (the main queue's work, an `OperationQueue`'s operation),
    /// after `delayMs` of virtual time when it is positive.
    static func main(
        on session: ExecutorSession, afterMs delayMs: Double = 0, _ block: @escaping @MainActor @Sendable () -> Void
    ) {
        // Without a delay the block is the task's one job: an `await` would hop through the pool and queue the
        // block behind jobs queued after it.
        guard delayMs > 0 else {
            // The main queue is serial: its blocks keep their order whatever the schedule.
            session.inLane(mainQueueLane) { _ = Task { @MainActor in block() } }
            return
        }
        let due = session.nowMs + delayMs
        Task { @MainActor in
            await sleep(on: session, until: due)
            block()
        }
    }

    /// The lane of the main queue's blocks and of operations (see `ExecutorSession.inLane`).
    static let mainQueueLane = 0

    /// Queues `block` as a pool job of `session` (a global or custom queue's work), after `delayMs` of virtual time
    /// when it is positive. `lane` names the queue: its undelayed blocks keep their order whatever the schedule (a
    /// serial queue's must; a concurrent queue's may, which explores less but never an order Dispatch forbids).
    static func pool(
        on session: ExecutorSession, afterMs delayMs: Double = 0, lane: Int, _ block: @escaping @Sendable () -> Void
    ) {
        guard delayMs > 0 else {
            session.inLane(lane) { _ = Task { block() } }
            return
        }
        let due = session.nowMs + delayMs
        Task {
            await sleep(on: session, until: due)
            block()
        }
    }

    /// Sleeps on `session`'s virtual clock until `due` (ms), if it is still ahead.
    private static func sleep(on session: ExecutorSession, until due: Double) async {
        let remaining = (due - session.nowMs).rounded()
        guard remaining > 0 else { return }
        // The block's task is never cancelled (nothing holds it), so the sleep cannot throw.
        try? await Task.sleep(for: .milliseconds(remaining))
    }
}
