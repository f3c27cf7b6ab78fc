/// Where a retrieved image came from.
public enum CacheType: Sendable {
    /// Not cached: downloaded (or provided) just now.
    case none
    /// The memory cache: set on the view at once.
    case memory
    /// The disk cache: read on the cache's queue, then delivered.
    case disk

    /// Whether the image was cached.
    public var cached: Bool {
        switch self {
        case .memory, .disk: true
        case .none: false
        }
    }
}

/// What a cache lookup found.
public enum ImageCacheResult: Sendable {
    /// An image from the disk cache.
    case disk(KFCrossPlatformImage)
    /// An image from the memory cache.
    case memory(KFCrossPlatformImage)
    /// Nothing.
    case none

    /// The image, if any.
    public var image: KFCrossPlatformImage? {
        switch self {
        case .disk(let image), .memory(let image): image
        case .none: nil
        }
    }

    /// Where it was found.
    public var cacheType: CacheType {
        switch self {
        case .disk: .disk
        case .memory: .memory
        case .none: .none
        }
    }
}

/// What storing an image did, per storage.
public struct CacheStoreResult: Sendable {
    /// The memory cache (always succeeds).
    public let memoryCacheResult: Result<(), Never>
    /// The disk cache.
    public let diskCacheResult: Result<(), KingfisherError>
}

extension String {
    /// The key an image processed by the processor `identifier` is cached under (Kingfisher's form).
    func computedKey(with identifier: String) -> String {
        identifier.isEmpty ? self : appending("@\(identifier)")
    }
}
