import Foundation
import Synchronization
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// reel's main and default executors, installed once per process with Swift's experimental `ExecutorFactory`.
///
/// While a session is active on a thread (inside `ExecutorSession.run`), every job enqueued *from that thread* —
/// `@MainActor` code, `Task { }` bodies, `Task.detached`, nonisolated async functions, continuations the frame loop
/// resumes, sleepers — waits in the session's queue and runs when the frame loop drains it. Jobs enqueued from any
/// other thread, or when no session is active, go to the executors that were installed before (Dispatch's), so the
/// rest of the process (the image server, other tests) runs as usual.
package enum SimulationExecutors {
    private static let installation = Mutex<Result<Void, ExecutorSetupError>?>(nil)
    /// The session active on each thread.
    private static let activeSession = ThreadLocalSession()
    /// Serializes sessions across threads: user code of two runs never runs at once (they share the main actor).
    private static let gate = NSLock()

    /// The executors in place before reel's, which jobs from elsewhere are forwarded to.
    static let main = SimulationMainExecutor(fallback: MainActor.executor)
    static let pool = SimulationPoolExecutor(fallback: Task.defaultExecutor)

    /// Installs the executors the first time; later calls return the first result.
    static func installIfNeeded() throws(ExecutorSetupError) {
        let result = installation.withLock { result in
            if let result { return result }
            _ = (main, pool)
            _createExecutors(factory: SimulationExecutorFactory.self)
            let installed =
                MainActor.executor is SimulationMainExecutor && Task.defaultExecutor is SimulationPoolExecutor
            let outcome: Result<Void, ExecutorSetupError> =
                installed
                ? .success(())
                : .failure(
                    ExecutorSetupError(
                        "the toolchain ignored reel's ExecutorFactory (main: \(type(of: MainActor.executor)))"))
            result = outcome
            return outcome
        }
        try result.get()
    }

    /// The session active on the calling thread, if any.
    package static var active: ExecutorSession? { activeSession.value }

    /// Runs `body` with `session` active on this thread (re-entrant for the same session).
    static func activate<T>(_ session: ExecutorSession, _ body: () throws -> T) rethrows -> T {
        if activeSession.value === session { return try body() }
        gate.lock()
        activeSession.value = session
        defer {
            activeSession.value = nil
            gate.unlock()
        }
        return try body()
    }

    /// The session that should take a job enqueued now from the calling thread.
    package static func sessionForEnqueue() -> ExecutorSession? { active }

    /// Whether the calling thread runs an active session.
    package static var isSimulationThread: Bool { active != nil }
}

/// What reel installs with `_createExecutors`.
struct SimulationExecutorFactory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { SimulationExecutors.main }
    static var defaultExecutor: any TaskExecutor { SimulationExecutors.pool }
}

/// The toolchain did not let reel install its executors: user code cannot run deterministically.
package struct ExecutorSetupError: Error, Sendable, CustomStringConvertible {
    package var description: String
    init(_ message: String) { description = "ReelKit: cannot run user code deterministically: \(message)" }
}
