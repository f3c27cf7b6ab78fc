import Synchronization

/// Nuke's memory cache: images by request key, the least recently used evicted past `costLimit` bytes (an image costs
/// its pixels × 4) or `countLimit` images. Nuke sizes it from the device's memory; reel's device has 4 GB, so the
/// limit is Nuke's share of it on every machine: 20% of 4 GB, at most 512 MB.
public final class ImageCache: Sendable {
    /// The app's shared cache, one per reel run.
    public static var shared: ImageCache { sharedCache.value }
    private static let sharedCache = AppLocal { ImageCache() }

    private let limits = Mutex((cost: min(4 << 30 / 5, 512 << 20), count: Int.max))
    private let images = RecencyCache<ImageContainer>()

    public init() {}

    /// The most bytes kept.
    public var costLimit: Int {
        get { limits.withLock { $0.cost } }
        set {
            limits.withLock { $0.cost = newValue }
            images.evict(while: over)
        }
    }

    /// The most images kept.
    public var countLimit: Int {
        get { limits.withLock { $0.count } }
        set {
            limits.withLock { $0.count = newValue }
            images.evict(while: over)
        }
    }

    /// The bytes kept.
    public var totalCost: Int { images.totalCost }

    /// The images kept.
    public var totalCount: Int { images.count }

    /// The image of `request`, if kept.
    public subscript(request: ImageRequest) -> ImageContainer? {
        get { self[request.cacheKey] }
        set { self[request.cacheKey] = newValue }
    }

    subscript(key: String) -> ImageContainer? {
        get { images.value(forKey: key) }
        set {
            guard let container = newValue else {
                images.remove(forKey: key)
                return
            }
            let cost = Int(container.image.size.width * container.image.size.height * 4)
            images.insert(container, forKey: key, cost: cost, evictingWhile: over)
        }
    }

    /// Removes every image.
    public func removeAll() { images.removeAll() }

    private var over: (Int, Int) -> Bool {
        let (cost, count) = limits.withLock { ($0.cost, $0.count) }
        return { $0 > cost || $1 > count }
    }
}
