import ReelCore
import ReelExecutors
import Synchronization

/// One `data(from:)` call waiting for reel's pipeline: its continuation, its subscription, and whether it was
/// cancelled (cancellation may come first, or from another thread).
final class PendingLoad: Sendable {
    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var subscription: SubscriptionID?
        var cancelled = false
        var finished = false
        /// The result, when the load finished before its task waited (cancelled before it started).
        var early: Result<(Data, URLResponse), any Error>?
    }

    let url: URL
    /// The gallery whose code awaits the load.
    let host: GalleryHost
    private let state = Mutex(State())

    init(url: URL, host: GalleryHost) {
        self.url = url
        self.host = host
    }

    var subscription: SubscriptionID? { state.withLock { $0.subscription } }
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// The task waits with `continuation`; it resumes at once when the load already finished.
    func wait(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
        let early = state.withLock { state -> Result<(Data, URLResponse), any Error>? in
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            state.early = nil
            return early
        }
        if let early { continuation.resume(with: early) }
    }

    func started(subscription: SubscriptionID) {
        state.withLock { $0.subscription = subscription }
    }

    /// Marks the load cancelled; the host finishes it (on the simulation's thread: now; from elsewhere: at its next
    /// step).
    func cancel() {
        state.withLock { $0.cancelled = true }
        if SimulationExecutors.active === host.session {
            MainActor.assumeIsolated { host.cancel(self) }
        } else {
            host.loadBook.cancelElsewhere(self)
        }
    }

    /// Resumes the waiting task once (later calls do nothing).
    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<(Data, URLResponse), any Error>? in
            guard !state.finished else { return nil }
            state.finished = true
            if state.continuation == nil { state.early = result }
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
