import Synchronization

/// One `data(from:)` call waiting for reel's pipeline: its continuation, its subscription, and whether it was
/// cancelled (cancellation may come first, or from another thread).
final class PendingLoad: Sendable {
    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var subscription: Int?
        var cancelled = false
        var finished = false
    }

    let url: URL
    /// The gallery whose code awaits the load.
    let host: GalleryHost
    private let state = Mutex(State())

    init(url: URL, host: GalleryHost) {
        self.url = url
        self.host = host
    }

    var subscription: Int? { state.withLock { $0.subscription } }
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    func wait(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    func started(subscription: Int) {
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
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
