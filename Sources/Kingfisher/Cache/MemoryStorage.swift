import Synchronization

/// Kingfisher's memory storage: decoded images by key, the least recently used evicted past a total cost (an image's
/// cost is its pixels × 4 bytes) or a count.
public enum MemoryStorage {
    /// The storage's limits.
    public struct Config: Sendable {
        /// The most the stored images may cost, in bytes. Kingfisher sets a quarter of the device's memory; reel's
        /// device has 4 GB (so the figure is the same on every machine that runs reel): 1 GB.
        public var totalCostLimit: Int
        /// The most images kept (no limit by default).
        public var countLimit: Int = .max

        /// Limits of `totalCostLimit` bytes.
        public init(totalCostLimit: Int) {
            self.totalCostLimit = totalCostLimit
        }
    }

    /// The storage.
    public final class Backend<T: CacheCostCalculable & Sendable>: Sendable {
        private struct State {
            var config: Config
            var values: [String: (value: T, cost: Int, used: Int)] = [:]
            var totalCost = 0
            var clock = 0
        }

        private let state: Mutex<State>

        /// An empty storage with `config`'s limits.
        public init(config: Config) {
            state = Mutex(State(config: config))
        }

        /// The limits; lowering them evicts at once.
        public var config: Config {
            get { state.withLock { $0.config } }
            set {
                state.withLock { state in
                    state.config = newValue
                    Self.evict(&state)
                }
            }
        }

        /// The cost of everything stored.
        public var totalCost: Int { state.withLock { $0.totalCost } }

        /// Stores `value` under `key`.
        public func store(value: T, forKey key: String) {
            state.withLock { state in
                state.clock += 1
                if let old = state.values[key] { state.totalCost -= old.cost }
                let cost = value.cacheCost
                state.values[key] = (value, cost, state.clock)
                state.totalCost += cost
                Self.evict(&state)
            }
        }

        /// The value under `key` (marked used), or nil.
        public func value(forKey key: String) -> T? {
            state.withLock { state in
                guard var entry = state.values[key] else { return nil }
                state.clock += 1
                entry.used = state.clock
                state.values[key] = entry
                return entry.value
            }
        }

        /// Whether a value is stored under `key`.
        public func isCached(forKey key: String) -> Bool { state.withLock { $0.values[key] != nil } }

        /// Removes the value under `key`.
        public func remove(forKey key: String) {
            state.withLock { state in
                if let old = state.values.removeValue(forKey: key) { state.totalCost -= old.cost }
            }
        }

        /// Removes everything.
        public func removeAll() {
            state.withLock { state in
                state.values = [:]
                state.totalCost = 0
            }
        }

        /// Evicts the least recently used until the limits hold (ties by key, so the order is the same every run).
        private static func evict(_ state: inout State) {
            guard state.totalCost > state.config.totalCostLimit || state.values.count > state.config.countLimit else {
                return
            }
            let byAge = state.values.sorted { ($0.value.used, $0.key) < ($1.value.used, $1.key) }
            for (key, entry) in byAge {
                guard state.totalCost > state.config.totalCostLimit || state.values.count > state.config.countLimit
                else { return }
                state.values[key] = nil
                state.totalCost -= entry.cost
            }
        }
    }
}

/// A value whose memory cost a cache counts.
public protocol CacheCostCalculable {
    /// The cost in bytes.
    var cacheCost: Int { get }
}

extension KFCrossPlatformImage: CacheCostCalculable {
    /// The decoded pixels' bytes: width × height × 4 at scale 1.
    public var cacheCost: Int { Int(size.width * size.height * 4) }
}
