import Synchronization

/// A cache of images by identifier.
public protocol ImageCache: Sendable {
    /// Adds `image` under `identifier`.
    func add(_ image: UIImage, withIdentifier identifier: String)
    /// Removes the image under `identifier`.
    func removeImage(withIdentifier identifier: String) -> Bool
    /// Removes every image.
    func removeAllImages() -> Bool
    /// The image under `identifier`.
    func image(withIdentifier identifier: String) -> UIImage?
}

/// A cache of images by request (and filter identifier).
public protocol ImageRequestCache: ImageCache {
    /// Adds `image` for `request` and `identifier`.
    func add(_ image: UIImage, for request: URLRequest, withIdentifier identifier: String?)
    /// Removes the image for `request` and `identifier`.
    func removeImage(for request: URLRequest, withIdentifier identifier: String?) -> Bool
    /// The image for `request` and `identifier`.
    func image(for request: URLRequest, withIdentifier identifier: String?) -> UIImage?
}

/// AlamofireImage's memory cache: past `memoryCapacity` bytes it removes the least recently used images until
/// `preferredMemoryUsageAfterPurge` remain (an image costs its pixels × 4 bytes). "Least recently used" is counted in
/// accesses, not wall time, so the cache behaves the same on every machine.
open class AutoPurgingImageCache: ImageRequestCache, @unchecked Sendable {
    // @unchecked Sendable: the images are behind a Mutex; the capacities are immutable.

    /// The most bytes held (100 MB by default).
    public let memoryCapacity: UInt64
    /// What a purge leaves (60 MB by default).
    public let preferredMemoryUsageAfterPurge: UInt64
    private let state = Mutex(
        (images: [String: (image: UIImage, cost: UInt64, used: Int)](), usage: UInt64(0), clock: 0))

    /// A cache of these capacities.
    public init(memoryCapacity: UInt64 = 100_000_000, preferredMemoryUsageAfterPurge: UInt64 = 60_000_000) {
        precondition(
            memoryCapacity >= preferredMemoryUsageAfterPurge,
            "The `memoryCapacity` must be greater than or equal to `preferredMemoryUsageAfterPurge`")
        self.memoryCapacity = memoryCapacity
        self.preferredMemoryUsageAfterPurge = preferredMemoryUsageAfterPurge
    }

    /// The bytes held.
    open var memoryUsage: UInt64 { state.withLock { $0.usage } }

    open func add(_ image: UIImage, for request: URLRequest, withIdentifier identifier: String? = nil) {
        add(image, withIdentifier: imageCacheKey(for: request, withIdentifier: identifier))
    }

    open func add(_ image: UIImage, withIdentifier identifier: String) {
        let cost = UInt64(image.size.width * image.size.height * 4)
        let (capacity, after) = (memoryCapacity, preferredMemoryUsageAfterPurge)
        state.withLock { state in
            state.clock += 1
            if let old = state.images[identifier] { state.usage -= old.cost }
            state.images[identifier] = (image, cost, state.clock)
            state.usage += cost
            guard state.usage > capacity else { return }
            for (key, entry) in state.images.sorted(by: { ($0.value.used, $0.key) < ($1.value.used, $1.key) }) {
                guard state.usage > after else { break }
                state.images[key] = nil
                state.usage -= entry.cost
            }
        }
    }

    @discardableResult
    open func removeImage(for request: URLRequest, withIdentifier identifier: String?) -> Bool {
        removeImage(withIdentifier: imageCacheKey(for: request, withIdentifier: identifier))
    }

    @discardableResult
    open func removeImage(withIdentifier identifier: String) -> Bool {
        state.withLock { state in
            guard let old = state.images.removeValue(forKey: identifier) else { return false }
            state.usage -= old.cost
            return true
        }
    }

    @discardableResult
    open func removeAllImages() -> Bool {
        state.withLock { state in
            let removed = !state.images.isEmpty
            state.images = [:]
            state.usage = 0
            return removed
        }
    }

    open func image(for request: URLRequest, withIdentifier identifier: String? = nil) -> UIImage? {
        image(withIdentifier: imageCacheKey(for: request, withIdentifier: identifier))
    }

    open func image(withIdentifier identifier: String) -> UIImage? {
        state.withLock { state in
            guard var entry = state.images[identifier] else { return nil }
            state.clock += 1
            entry.used = state.clock
            state.images[identifier] = entry
            return entry.image
        }
    }

    /// The key of `request` and `identifier`: the URL's text, then `-identifier`.
    open func imageCacheKey(for request: URLRequest, withIdentifier identifier: String?) -> String {
        var key = request.url?.absoluteString ?? ""
        if let identifier { key += "-\(identifier)" }
        return key
    }
}
