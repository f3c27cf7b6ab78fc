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
    // @unchecked Sendable (an open class cannot be checked): the images lock their own state; the capacities are
    // immutable.

    /// The most bytes held (100 MB by default).
    public let memoryCapacity: UInt64
    /// What a purge leaves (60 MB by default).
    public let preferredMemoryUsageAfterPurge: UInt64
    private let images = RecencyCache<UIImage>()

    /// A cache of these capacities.
    public init(memoryCapacity: UInt64 = 100_000_000, preferredMemoryUsageAfterPurge: UInt64 = 60_000_000) {
        precondition(
            memoryCapacity >= preferredMemoryUsageAfterPurge,
            "The `memoryCapacity` must be greater than or equal to `preferredMemoryUsageAfterPurge`")
        self.memoryCapacity = memoryCapacity
        self.preferredMemoryUsageAfterPurge = preferredMemoryUsageAfterPurge
    }

    /// The bytes held.
    open var memoryUsage: UInt64 { UInt64(images.totalCost) }

    open func add(_ image: UIImage, for request: URLRequest, withIdentifier identifier: String? = nil) {
        add(image, withIdentifier: imageCacheKey(for: request, withIdentifier: identifier))
    }

    open func add(_ image: UIImage, withIdentifier identifier: String) {
        let (capacity, after) = (Int(clamping: memoryCapacity), Int(clamping: preferredMemoryUsageAfterPurge))
        // Past the capacity, a purge goes down to the preferred usage, not just below the capacity.
        var purging = false
        images.insert(image, forKey: identifier, cost: Int(image.size.width * image.size.height * 4)) { usage, _ in
            if usage > capacity { purging = true }
            return purging && usage > after
        }
    }

    @discardableResult
    open func removeImage(for request: URLRequest, withIdentifier identifier: String?) -> Bool {
        removeImage(withIdentifier: imageCacheKey(for: request, withIdentifier: identifier))
    }

    @discardableResult
    open func removeImage(withIdentifier identifier: String) -> Bool { images.remove(forKey: identifier) }

    @discardableResult
    open func removeAllImages() -> Bool { images.removeAll() }

    open func image(for request: URLRequest, withIdentifier identifier: String? = nil) -> UIImage? {
        image(withIdentifier: imageCacheKey(for: request, withIdentifier: identifier))
    }

    open func image(withIdentifier identifier: String) -> UIImage? { images.value(forKey: identifier) }

    /// The key of `request` and `identifier`: the URL's text, then `-identifier`.
    open func imageCacheKey(for request: URLRequest, withIdentifier identifier: String?) -> String {
        var key = request.url?.absoluteString ?? ""
        if let identifier { key += "-\(identifier)" }
        return key
    }
}
