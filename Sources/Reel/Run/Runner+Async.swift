import Foundation

extension Runner {
    /// Runs a scenario from async code: the blocking run (asset barrier, server start-up) happens on a thread of its
    /// own, so it never occupies the cooperative thread pool that the embedded server's tasks need.
    public static func run(_ loaded: LoadedScenario, options: RunOptions = .init()) async throws -> RunResult {
        try await OwnThread.run("reel.run") { try run(loaded, options: options) }
    }
}

extension CompareRunner {
    /// Runs a comparison from async code, on a thread of its own (see `Runner.run(_:options:) async`).
    public static func run(_ loaded: LoadedScenario, variants: [Variant], options: RunOptions = .init()) async throws
        -> RunResult
    {
        try await OwnThread.run("reel.compare") { try run(loaded, variants: variants, options: options) }
    }
}

/// Blocking work called from async code, moved to a thread of its own. The embedded server's connection tasks run
/// on the cooperative pool (FlyingFox starts unstructured tasks, which do not inherit a task executor), so a pool
/// thread blocked on the asset barrier could starve the very server it waits for.
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
