/// A job of the user's code waiting to run on the simulation's one thread: what it was enqueued on decides the
/// executor it runs as.
struct ScheduledJob: Sendable {
    enum Kind: Sendable {
        /// `@MainActor` code (UIKit's main thread).
        case main
        /// Everything that would run on the cooperative pool: `Task.detached`, nonisolated async functions,
        /// continuations resuming.
        case pool
    }

    let job: UnownedJob
    let kind: Kind
}
