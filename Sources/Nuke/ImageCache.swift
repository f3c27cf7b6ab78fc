import Synchronization

/// Nuke's memory cache: images by request key, the least recently used evicted past `costLimit` bytes (an image costs
/// its pixels × 4) or `countLimit` images. Nuke sizes it from the device's memory; reel's device has 4 GB, so the
/// limit is Nuke's share of it on every machine: 20% of 4 GB, at most 512 MB.
public final class ImageCache: @unchecked Sendable {
    // @unchecked Sendable: the entries are behind a Mutex.

    /// The app's shared cache, one per reel run.
    public static var shared: ImageCache { sharedCache.value }
    private static let sharedCache = AppLocal { ImageCache() }

    private struct State {
        var entries: [String: (container: ImageContainer, cost: Int, used: Int)] = [:]
        var totalCost = 0
        var clock = 0
        var costLimit = min(4 << 30 / 5, 512 << 20)
        var countLimit = Int.max
    }

    private let state = Mutex(State())

    public init() {}

    /// The most bytes kept.
    public var costLimit: Int {
        get { state.withLock { $0.costLimit } }
        set {
            state.withLock {
                $0.costLimit = newValue
                Self.trim(&$0)
            }
        }
    }

    /// The most images kept.
    public var countLimit: Int {
        get { state.withLock { $0.countLimit } }
        set {
            state.withLock {
                $0.countLimit = newValue
                Self.trim(&$0)
            }
        }
    }

    /// The bytes kept.
    public var totalCost: Int { state.withLock { $0.totalCost } }

    /// The images kept.
    public var totalCount: Int { state.withLock { $0.entries.count } }

    /// The image of `request`, if kept.
    public subscript(request: ImageRequest) -> ImageContainer? {
        get { self[request.cacheKey] }
        set { self[request.cacheKey] = newValue }
    }

    subscript(key: String) -> ImageContainer? {
        get {
            state.withLock { state in
                guard var entry = state.entries[key] else { return nil }
                state.clock += 1
                entry.used = state.clock
                state.entries[key] = entry
                return entry.container
            }
        }
        set {
            state.withLock { state in
                if let old = state.entries.removeValue(forKey: key) { state.totalCost -= old.cost }
                guard let container = newValue else { return }
                state.clock += 1
                let cost = Int(container.image.size.width * container.image.size.height * 4)
                state.entries[key] = (container, cost, state.clock)
                state.totalCost += cost
                Self.trim(&state)
            }
        }
    }

    /// Removes every image.
    public func removeAll() {
        state.withLock { state in
            state.entries = [:]
            state.totalCost = 0
        }
    }

    private static func trim(_ state: inout State) {
        guard state.totalCost > state.costLimit || state.entries.count > state.countLimit else { return }
        for (key, entry) in state.entries.sorted(by: { ($0.value.used, $0.key) < ($1.value.used, $1.key) }) {
            guard state.totalCost > state.costLimit || state.entries.count > state.countLimit else { return }
            state.entries[key] = nil
            state.totalCost -= entry.cost
        }
    }
}
