import Dispatch
import Testing

@testable import ReelKit

/// A finishing run's wait for the main queue: answered when the queue runs, given up once when nothing runs it, and
/// not waited for again until the overdue marker has run.
@Suite struct MainQueueWatchTests {
    @Test func aQueueThatRunsIsReachedAndOneThatDoesNotIsWaitedForOnce() {
        let queue = DispatchQueue(label: "reel.tests.watched")
        let watch = MainQueueWatch(queue: queue)
        #expect(watch.flush(limitMs: 5_000) == .reached)
        queue.suspend()
        #expect(watch.flush(limitMs: 50) == .timedOut)
        #expect(watch.flush(limitMs: 5_000) == .skipped)
        #expect(watch.flush(limitMs: 5_000) == .skipped)
        queue.resume()
        // The overdue marker runs once the queue does; then the watch waits again.
        queue.sync {}
        #expect(watch.flush(limitMs: 5_000) == .reached)
    }
}
