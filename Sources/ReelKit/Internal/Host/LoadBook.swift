import ReelCore
import Synchronization

/// The loads of the user's code that wait for reel's pipeline (by subscription), the last failure of each item, the
/// URLs `URLCache` missed in the current call, and loads cancelled from another thread.
@preconcurrency @MainActor
final class LoadBook {
    /// Loads waiting for reel's pipeline, by subscription.
    private var waiting: [SubscriptionID: PendingLoad] = [:]
    /// The last failed load of each item (a cell that shows nothing for it shows the failed state).
    private var failures: [ItemID: (tag: ImageTag, reason: LoadFailure)] = [:]
    /// URLs `URLCache` missed in the current call (a `data(from:)` for one of them is not looked up again).
    private var recentMisses: Set<String> = []
    /// Loads cancelled from another thread, finished at the next call.
    nonisolated private let cancelledElsewhere = Mutex<[PendingLoad]>([])

    /// `load` waits for `subscription`.
    func wait(_ load: PendingLoad, for subscription: SubscriptionID) { waiting[subscription] = load }

    /// Whether a load waits for `subscription`.
    func isWaiting(_ subscription: SubscriptionID) -> Bool { waiting[subscription] != nil }

    /// The load waiting for `subscription`, no longer waiting.
    func take(_ subscription: SubscriptionID) -> PendingLoad? { waiting.removeValue(forKey: subscription) }

    /// Every load still waiting, in subscription order, none waiting afterwards.
    func takeAll() -> [PendingLoad] {
        defer { waiting = [:] }
        return waiting.keys.sorted().compactMap { waiting[$0] }
    }

    /// The last failure of `itemID`'s load, if its last load failed.
    func failure(of itemID: ItemID) -> (tag: ImageTag, reason: LoadFailure)? { failures[itemID] }

    /// `itemID`'s load failed (`reason`) or not (nil).
    func noteFailure(of itemID: ItemID, _ failure: (tag: ImageTag, reason: LoadFailure)?) {
        failures[itemID] = failure
    }

    /// `URLCache` missed `url` in this call.
    func noteMiss(_ url: String) { recentMisses.insert(url) }

    /// Whether `URLCache` missed `url` in this call (the miss is used up).
    func takeMiss(_ url: String) -> Bool { recentMisses.remove(url) != nil }

    /// The call ended: its misses are forgotten.
    func forgetMisses() { recentMisses = [] }

    // The lock's closures below run in nonisolated helpers: a closure formed on the main actor and called by the lock
    // checks its isolation at run time on every call.

    /// A task awaiting `load` was cancelled on another thread: finished at the next call.
    nonisolated func cancelElsewhere(_ load: PendingLoad) {
        cancelledElsewhere.withLock { $0.append(load) }
    }

    /// Whether loads cancelled on another thread wait to be finished.
    nonisolated var hasCancelledElsewhere: Bool { cancelledElsewhere.withLock { !$0.isEmpty } }

    /// The loads cancelled on another thread since the last call.
    nonisolated func takeCancelledElsewhere() -> [PendingLoad] {
        cancelledElsewhere.withLock { loads in
            defer { loads = [] }
            return loads
        }
    }
}
