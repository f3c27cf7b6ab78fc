import Dispatch
import Synchronization

/// What a connection's thread and the server's `stop()` share: whether the server is stopping, and the route call
/// in progress, which stopping cancels (a route sleeping for its delay ends at once).
final class ConnectionControl: Sendable {
    private struct State {
        var stopping = false
        var task: Task<Void, Never>?
    }

    private let state = Mutex(State())
    private let executor: ServerExecutor

    init(executor: ServerExecutor) {
        self.executor = executor
    }

    /// Whether the server is stopping.
    var isStopping: Bool { state.withLock { $0.stopping } }

    /// Marks the server stopping and cancels the route call in progress.
    func stop() {
        let task = state.withLock { state in
            state.stopping = true
            return state.task
        }
        task?.cancel()
    }

    /// Runs `route` as a task on the server's executor and blocks the calling (connection) thread until it ends;
    /// nil when it threw (cancelled by `stop()`).
    func run(_ route: @escaping @Sendable () async throws -> ServedResponse) -> ServedResponse? {
        let outcome = RouteOutcome()
        let task = Task(executorPreference: executor) { outcome.finish(try? await route()) }
        let stopping = state.withLock { state in
            state.task = task
            return state.stopping
        }
        if stopping { task.cancel() }
        let response = outcome.wait()
        state.withLock { $0.task = nil }
        return response
    }
}

/// A route's response, handed from its task to the waiting connection thread.
private final class RouteOutcome: Sendable {
    private let response = Mutex<ServedResponse?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ value: ServedResponse?) {
        response.withLock { $0 = value }
        done.signal()
    }

    func wait() -> ServedResponse? {
        done.wait()
        return response.withLock { $0 }
    }
}
