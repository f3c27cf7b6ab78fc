import Testing

@testable import ReelExecutors
@testable import ReelKit

/// ReelKit's `DispatchQueue`, `DispatchTime` and `OperationQueue` members, in a bare session: blocks become jobs of
/// the session, in FIFO order, `asyncAfter` waits on virtual time, `sync` runs at once, and without a session every
/// call goes to Dispatch as usual.
@Suite(.serialized) struct DispatchOnReelClockTests {
    /// A program of main-queue, global-queue, operation and delayed blocks; returns the order they ran in.
    static func program(session: ExecutorSession, preemptFor seconds: Double = 0) -> [String] {
        let log = JobLog()
        session.run {
            let start = DispatchTime.now()
            // A preempted thread between `.now()` and `asyncAfter` does not shorten the virtual delay.
            if seconds > 0 { holdThread(for: seconds) }
            DispatchQueue.main.asyncAfter(deadline: start + 0.3) { log.add("after 300 ms at \(session.nowMs)") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(40)) {
                log.add("after 40 ms at \(session.nowMs)")
            }
            DispatchQueue.main.async { log.add("main 1") }
            DispatchQueue.global().async {
                log.add("global")
                DispatchQueue.main.async { log.add("main hop") }
            }
            OperationQueue.main.addOperation { log.add("operation") }
            DispatchQueue.main.async { log.add("main 2") }
            let debounced = DispatchWorkItem { log.add("cancelled work item ran") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: debounced)
            debounced.cancel()
            let value = DispatchQueue.main.sync { 7 }
            log.add("sync returned \(value) at once")
            DispatchQueue.main.sync(execute: DispatchWorkItem { log.add("sync work item") })
            session.drain()
            log.add("— drained")
            for t in stride(from: 16.0, through: 320, by: 16) {
                session.advance(to: t)
                session.drain()
            }
        }
        return log.all
    }

    @Test func blocksRunAsJobsInQueueOrderAndDelaysOnVirtualTime() async throws {
        let runs = try await onNewThread {
            [
                Self.program(session: try ExecutorSession()),
                Self.program(session: try ExecutorSession(), preemptFor: 0.05),
            ]
        }
        #expect(
            runs[0] == [
                "sync returned 7 at once", "sync work item", "main 1", "global", "operation", "main 2", "main hop",
                "— drained",
                "after 40 ms at 48.0", "after 300 ms at 304.0",
            ])
        #expect(runs[1] == runs[0])
    }

    @Test func withoutASessionBlocksGoToDispatch() async throws {
        let ran = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { continuation.resume(returning: true) }
            }
        }
        #expect(ran)
        #expect(DispatchQueue.global().sync { 3 } == 3)
    }
}
