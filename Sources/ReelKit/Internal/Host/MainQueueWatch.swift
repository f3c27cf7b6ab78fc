import Dispatch
import Synchronization

/// Waits for a queue (the main dispatch queue) to run what is already on it, and learns when nothing drains it.
///
/// A finishing run lets escaped main-queue work run before it ends, by waiting for a marker block. Where nothing
/// drains the main queue (a test runner whose main thread never runs it, a tool whose main thread is blocked), the
/// marker never runs and the wait would run out its time at the end of every run. Once a marker is overdue, later
/// calls return at once until it runs: whatever would run the new marker has not run the old one.
final class MainQueueWatch: Sendable {
    /// What `flush` found.
    enum Outcome: Equatable {
        /// The queue ran the marker: everything queued before it has run.
        case reached
        /// The marker did not run within the limit; it stays overdue.
        case timedOut
        /// An earlier marker is still overdue: nothing was waited for.
        case skipped
    }

    /// One marker block: whether it ran, whether its wait gave up. Touched under `overdue`'s lock only.
    private final class Marker: @unchecked Sendable {
        // @unchecked Sendable: both fields are read and written only while holding `MainQueueWatch.overdue`'s lock.
        var ran = false
        var timedOut = false
    }

    /// The queue watched.
    private let queue: DispatchQueue
    /// Markers whose wait gave up and that have not run since.
    private let overdue = Mutex(0)

    /// The process's main queue, watched for every run of the process.
    static let main = MainQueueWatch(queue: .main)

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Puts a marker on the queue and waits up to `limitMs` of real time for it to run; returns at once while an
    /// earlier marker is overdue.
    @discardableResult
    func flush(limitMs: Int) -> Outcome {
        guard overdue.withLock({ $0 }) == 0 else { return .skipped }
        let marker = Marker()
        let reached = DispatchSemaphore(value: 0)
        queue.async { [self] in
            overdue.withLock { count in
                if marker.timedOut { count -= 1 }
                marker.ran = true
            }
            reached.signal()
        }
        if reached.wait(wallTimeout: .now() + .milliseconds(limitMs)) == .success { return .reached }
        return overdue.withLock { count in
            guard !marker.ran else { return .reached }
            marker.timedOut = true
            count += 1
            return .timedOut
        }
    }
}
