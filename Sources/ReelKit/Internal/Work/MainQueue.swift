import ReelExecutors

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
