import ReelExecutors

/// A value each app has its own of: each reel session (a panel, a checked scenario, an explored schedule) makes its
/// own the first time its code asks, so an image library's shared objects (Kingfisher's `KingfisherManager.shared`,
/// SDWebImage's `SDImageCache.shared`, task identifier counters) start fresh in every run, as they do in every launch
/// of an app. Code outside a session shares one.
package final class AppLocal<Value: Sendable>: Sendable {
    private let perSession: SessionLocal<Value>
    private let outside: Value

    package init(_ make: @escaping @Sendable () -> Value) {
        perSession = SessionLocal(make)
        outside = make()
    }

    /// The running app's value.
    package var value: Value { SimulationExecutors.active.map(perSession.value(in:)) ?? outside }
}

/// The main queue as image libraries ask for it: "run now if this is the main thread, else queue it on main"
/// (Kingfisher's `mainCurrentOrAsync`, SDWebImage's safe execute, AlamofireImage's main-queue completions).
package enum MainQueue {
    /// Whether the running code is the main thread's: in a reel session, a main-actor job, a main-queue block or the
    /// frame loop's own calls (not a pool job); elsewhere the process's main thread.
    package static var isCurrent: Bool { SimulationExecutors.active?.isOnMainQueue ?? Thread.isMainThread }

    /// Runs `block` now when the running code is the main thread's, else as a block of the main queue.
    package static func runOrAsync(_ block: @escaping @Sendable () -> Void) {
        if isCurrent { block() } else { DispatchQueue.main.async { block() } }
    }
}
