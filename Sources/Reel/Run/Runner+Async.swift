import Foundation

extension Runner {
    /// Runs a scenario from async code: the blocking run (asset barrier, server start-up) happens on a thread of its
    /// own, so it never occupies the cooperative thread pool that the embedded server's tasks need.
    public static func run(_ loaded: LoadedScenario, options: RunOptions = .init()) async throws -> RunResult {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try run(loaded, options: options) })
            }
            thread.name = "reel.run"
            thread.start()
        }
    }
}
