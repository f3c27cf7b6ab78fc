import Foundation

extension Runner {
    /// Runs a scenario from async code: the blocking run (asset barrier, server start-up) happens on a thread of its
    /// own, so it never occupies the cooperative thread pool that the embedded server's tasks need.
    package static func run(_ loaded: LoadedScenario, options: RunOptions = .init()) async throws -> RunResult {
        try await OwnThread.run("reel.run") { try run(loaded, options: options) }
    }
}

extension CompareRunner {
    /// Runs a comparison from async code, on a thread of its own (see `Runner.run(_:options:) async`).
    package static func run(_ loaded: LoadedScenario, variants: [Variant], options: RunOptions = .init()) async throws
        -> RunResult
    {
        try await OwnThread.run("reel.compare") { try run(loaded, variants: variants, options: options) }
    }
}

/// Blocking work called from async code, moved to a thread of its own. The embedded server no longer needs the
/// cooperative pool (its routes run on its own executor, its connections on threads of their own), but a run blocks for
/// seconds at the asset barrier, and on a 2-core machine the pool has two threads that the caller's other async work
/// (a test suite's, an app's) needs.
enum OwnThread {
    /// Runs `body` on a new thread named `name` and returns its result.
    static func run<Value: Sendable>(_ name: String, _ body: @escaping @Sendable () throws -> Value) async throws
        -> Value
    {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.name = name
            thread.start()
        }
    }
}
