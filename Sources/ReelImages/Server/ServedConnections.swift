import Dispatch
import Synchronization

/// The tasks serving the embedded server's connections, one per accepted connection, started the moment NIO accepts
/// it. Every accepted connection therefore reaches `executeThenClose` — even one accepted while the server stops —
/// which NIO requires: a connection left unserved (as in a buffered async accept stream whose reader was cancelled)
/// traps when its writer is released (apple/swift-nio#2637).
final class ServedConnections: Sendable {
    private struct State {
        var tasks: [Int: Task<Void, Never>] = [:]
        var next = 0
        var stopping = false
    }

    private let state = Mutex(State())

    /// Starts `serve` on `executor`; cancelled at once (it still runs, and closes its connection) when the server is
    /// stopping.
    func start(on executor: any TaskExecutor, _ serve: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            let number = state.next
            state.next += 1
            let task = Task(executorPreference: executor) { [weak self] in
                await serve()
                self?.finished(number)
            }
            if state.stopping {
                task.cancel()
            } else {
                state.tasks[number] = task
            }
        }
    }

    private func finished(_ number: Int) {
        _ = state.withLock { $0.tasks.removeValue(forKey: number) }
    }

    /// Cancels every connection's task and waits up to `timeout` for them to end.
    func stop(on executor: any TaskExecutor, timeout: DispatchTimeInterval) {
        let tasks = state.withLock { state in
            state.stopping = true
            return Array(state.tasks.values)
        }
        guard !tasks.isEmpty else { return }
        for task in tasks { task.cancel() }
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            for task in tasks { await task.value }
            done.signal()
        }
        _ = done.wait(timeout: .now() + timeout)
    }
}
