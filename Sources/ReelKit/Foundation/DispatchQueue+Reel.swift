import Dispatch
import ReelExecutors

/// Dispatch's queues on reel's clock. These members shadow Dispatch's own for code that imports ReelKit (and not
/// Foundation or Dispatch directly, which would make each call ambiguous), so ported UIKit code such as
/// `DispatchQueue.main.async { cell.imageView.image = image }` compiles unchanged and runs deterministically.
///
/// Called on the simulation's thread (the gallery's code, its tasks, blocks already on reel's clock), a block becomes
/// a job of the active session: the main queue's blocks as main-actor jobs, a global or custom queue's as pool jobs,
/// all in FIFO order, run when the frame loop drains the queue; `asyncAfter` waits on the session's virtual clock and
/// runs at the first frame at or after its deadline; `sync` runs the block at once (the simulation's thread is the
/// main queue, and every queue's one thread). Called anywhere else (no session: servers, tests, a `Thread` of the
/// user's code), each forwards to Dispatch's own member, and the process behaves as usual.
extension DispatchQueue {
    /// Submits `work` to run asynchronously (on reel's clock in a simulation; see the extension's notes).
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        guard let session = SimulationExecutors.active else {
            self.Dispatch::async(group: group, qos: qos, flags: flags, execute: work)
            return
        }
        submit(on: session, afterMs: 0, group: group, work)
    }

    /// Submits `workItem` to run asynchronously; a work item cancelled before it runs does not run.
    public func async(execute workItem: DispatchWorkItem) {
        guard let session = SimulationExecutors.active else {
            self.Dispatch::async(execute: workItem)
            return
        }
        submit(on: session, afterMs: 0, group: nil, Self.performer(of: workItem))
    }

    /// Submits `work` to run at `deadline` (on reel's virtual clock in a simulation: `.now() + 0.3` is 300 ms of
    /// virtual time, in whole milliseconds, and the block runs at the first frame at or after it).
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        guard let session = SimulationExecutors.active else {
            self.Dispatch::asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
            return
        }
        submit(on: session, afterMs: Self.delayMs(until: deadline, on: session), group: nil, work)
    }

    /// Submits `workItem` to run at `deadline` (a debounce: cancelling the item before then keeps it from running).
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard let session = SimulationExecutors.active else {
            self.Dispatch::asyncAfter(deadline: deadline, execute: workItem)
            return
        }
        submit(
            on: session, afterMs: Self.delayMs(until: deadline, on: session), group: nil, Self.performer(of: workItem))
    }

    /// Runs `work` and returns its result. On the simulation's thread it runs at once, on that thread: the thread is
    /// the main queue (a `DispatchQueue.main.sync` from the gallery's code would otherwise never return) and the one
    /// thread of every queue of the gallery.
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if SimulationExecutors.active != nil { return try work() }
        return try self.Dispatch::sync(execute: work)
    }

    /// Performs `workItem` and returns when it is done: at once on the simulation's thread (see `sync(execute:)`).
    public func sync(execute workItem: DispatchWorkItem) {
        guard SimulationExecutors.active != nil else {
            self.Dispatch::sync(execute: workItem)
            return
        }
        workItem.perform()
    }

    /// Queues `work` on `session`: as a main-actor job for the main queue, a pool job for any other.
    private func submit(
        on session: ExecutorSession, afterMs delayMs: Double, group: DispatchGroup?,
        _ work: @escaping @Sendable () -> Void
    ) {
        group?.enter()
        if self === DispatchQueue.Dispatch::main {
            SessionWork.main(on: session, afterMs: delayMs) {
                work()
                group?.leave()
            }
        } else {
            // The queue's identity names its lane (never 0, the main queue's: an object's address).
            let lane = Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self)))
            SessionWork.pool(on: session, afterMs: delayMs, lane: lane) {
                work()
                group?.leave()
            }
        }
    }

    /// A block that performs `workItem` unless it was cancelled first.
    private static func performer(of workItem: DispatchWorkItem) -> @Sendable () -> Void {
        let item = SendableWorkItem(item: workItem)
        return { if !item.item.isCancelled { item.item.perform() } }
    }

    /// The virtual delay until `deadline` (see `ExecutorSession.virtualDelay`).
    private static func delayMs(until deadline: DispatchTime, on session: ExecutorSession) -> Double {
        session.virtualDelay(
            untilDispatch: deadline.uptimeNanoseconds, realNowNs: DispatchTime.Dispatch::now().uptimeNanoseconds)
    }
}

/// A work item carried into a job of the session.
// @unchecked Sendable: libdispatch makes a work item safe to submit, perform and cancel from any thread (Darwin's
// overlay marks it Sendable; Linux's does not yet), and the job that performs it runs on the simulation's thread.
private struct SendableWorkItem: @unchecked Sendable {
    let item: DispatchWorkItem
}
