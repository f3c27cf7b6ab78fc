import Synchronization

/// The memory caches of the image libraries (Kingfisher's memory storage, SDWebImage's memory cache,
/// AlamofireImage's `AutoPurgingImageCache`, Nuke's `ImageCache`): values by key, each with a cost, the least recently
/// used removed first while a limit is passed. "Recently" counts accesses, not wall time, and ties go by key, so what
/// is evicted is the same on every machine and in every run.
package final class RecencyCache<Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var used: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var totalCost = 0
        var clock = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// The sum of the entries' costs.
    package var totalCost: Int { state.withLock { $0.totalCost } }

    /// The number of entries.
    package var count: Int { state.withLock { $0.entries.count } }

    /// Stores `value` under `key` (replacing what was there), then evicts while `over(totalCost, count)` holds.
    package func insert(
        _ value: Value, forKey key: String, cost: Int, evictingWhile over: (_ totalCost: Int, _ count: Int) -> Bool
    ) {
        state.withLock { state in
            state.clock += 1
            if let old = state.entries[key] { state.totalCost -= old.cost }
            state.entries[key] = Entry(value: value, cost: cost, used: state.clock)
            state.totalCost += cost
            Self.evict(&state, while: over)
        }
    }

    /// The value under `key`, marked as used now; nil when there is none.
    package func value(forKey key: String) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.used = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    /// Whether a value is stored under `key` (not marking it used).
    package func contains(_ key: String) -> Bool { state.withLock { $0.entries[key] != nil } }

    /// Removes the value under `key`; whether there was one.
    @discardableResult
    package func remove(forKey key: String) -> Bool {
        state.withLock { state in
            guard let old = state.entries.removeValue(forKey: key) else { return false }
            state.totalCost -= old.cost
            return true
        }
    }

    /// Removes every value; whether there was any.
    @discardableResult
    package func removeAll() -> Bool {
        state.withLock { state in
            let had = !state.entries.isEmpty
            state.entries = [:]
            state.totalCost = 0
            return had
        }
    }

    /// Evicts the least recently used while `over(totalCost, count)` holds (after a limit was lowered).
    package func evict(while over: (_ totalCost: Int, _ count: Int) -> Bool) {
        state.withLock { Self.evict(&$0, while: over) }
    }

    private static func evict(_ state: inout State, while over: (Int, Int) -> Bool) {
        guard over(state.totalCost, state.entries.count) else { return }
        let byAge = state.entries.sorted { ($0.value.used, $0.key) < ($1.value.used, $1.key) }
        for (key, entry) in byAge {
            guard over(state.totalCost, state.entries.count) else { return }
            state.entries[key] = nil
            state.totalCost -= entry.cost
        }
    }
}
