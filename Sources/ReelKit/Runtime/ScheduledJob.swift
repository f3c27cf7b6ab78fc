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
    /// The serial queue the job's block was put on (blocks of one lane keep their order whatever the schedule); nil
    /// for jobs the runtime may run in any order.
    var lane: Int? = nil
}
