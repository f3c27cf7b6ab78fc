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
        private let limits: Mutex<Config>
        private let values = RecencyCache<T>()

        /// An empty storage with `config`'s limits.
        public init(config: Config) {
            limits = Mutex(config)
        }

        /// The limits; lowering them evicts at once.
        public var config: Config {
            get { limits.withLock { $0 } }
            set {
                limits.withLock { $0 = newValue }
                values.evict(while: Self.over(newValue))
            }
        }

        /// The cost of everything stored.
        public var totalCost: Int { values.totalCost }

        /// Stores `value` under `key`.
        public func store(value: T, forKey key: String) {
            values.insert(value, forKey: key, cost: value.cacheCost, evictingWhile: Self.over(config))
        }

        /// The value under `key` (marked used), or nil.
        public func value(forKey key: String) -> T? { values.value(forKey: key) }

        /// Whether a value is stored under `key`.
        public func isCached(forKey key: String) -> Bool { values.contains(key) }

        /// Removes the value under `key`.
        public func remove(forKey key: String) { values.remove(forKey: key) }

        /// Removes everything.
        public func removeAll() { values.removeAll() }

        private static func over(_ config: Config) -> (Int, Int) -> Bool {
            { cost, count in cost > config.totalCostLimit || count > config.countLimit }
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
