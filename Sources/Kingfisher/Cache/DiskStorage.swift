import Synchronization

/// Kingfisher's disk storage, as an app's cache folder is during one run: what was stored stays (up to `sizeLimit`
/// bytes, the oldest removed first), and reading it takes a hop through the cache's I/O queue. It lives in memory:
/// a run starts with an empty disk cache, as a freshly installed app does, and no file is written.
public enum DiskStorage {
    /// The storage's limits.
    public struct Config: Sendable {
        /// The most bytes kept (0: no limit, Kingfisher's default).
        public var sizeLimit: UInt
        /// The cache's name.
        public let name: String

        /// Limits of `sizeLimit` bytes for the cache named `name`.
        public init(name: String, sizeLimit: UInt) {
            self.name = name
            self.sizeLimit = sizeLimit
        }
    }

    /// The storage.
    public final class Backend<T: CacheCostCalculable & Sendable>: Sendable {
        private struct State {
            var config: Config
            var values: [String: (value: T, order: Int)] = [:]
            var order = 0
            var size: UInt = 0
        }

        private let state: Mutex<State>

        /// An empty storage with `config`'s limits.
        public init(config: Config) {
            state = Mutex(State(config: config))
        }

        /// The limits.
        public var config: Config {
            get { state.withLock { $0.config } }
            set { state.withLock { $0.config = newValue } }
        }

        /// The bytes stored.
        public var totalSize: UInt { state.withLock { $0.size } }

        /// Stores `value` under `key`.
        public func store(value: T, forKey key: String) {
            state.withLock { state in
                state.order += 1
                if let old = state.values[key] { state.size -= UInt(old.value.cacheCost) }
                state.values[key] = (value, state.order)
                state.size += UInt(value.cacheCost)
                guard state.config.sizeLimit > 0, state.size > state.config.sizeLimit else { return }
                for (key, entry) in state.values.sorted(by: { $0.value.order < $1.value.order }) {
                    guard state.size > state.config.sizeLimit else { break }
                    state.values[key] = nil
                    state.size -= UInt(entry.value.cacheCost)
                }
            }
        }

        /// The value under `key`, or nil.
        public func value(forKey key: String) -> T? { state.withLock { $0.values[key]?.value } }

        /// Whether a value is stored under `key`.
        public func isCached(forKey key: String) -> Bool { state.withLock { $0.values[key] != nil } }

        /// Removes the value under `key`.
        public func remove(forKey key: String) {
            state.withLock { state in
                if let old = state.values.removeValue(forKey: key) { state.size -= UInt(old.value.cacheCost) }
            }
        }

        /// Removes everything.
        public func removeAll() {
            state.withLock { state in
                state.values = [:]
                state.size = 0
            }
        }
    }
}
