/// Options of a Kingfisher request, as a list (later items win).
public typealias KingfisherOptionsInfo = [KingfisherOptionsInfoItem]

extension [KingfisherOptionsInfoItem] {
    /// No options.
    public static let empty: KingfisherOptionsInfo = []
}

/// One option of a Kingfisher request. reel's Kingfisher acts on every case listed here; the options of Kingfisher
/// that change nothing reel measures (animated images, disk write options, retry strategies…) are not declared, so
/// code that uses one says so when it compiles.
public enum KingfisherOptionsInfoItem: Sendable {
    /// The cache to read and write (`KingfisherManager.shared.cache` by default).
    case targetCache(ImageCache)
    /// The cache of original images when a processor is set (the target cache by default).
    case originalCache(ImageCache)
    /// The downloader (`KingfisherManager.shared.downloader` by default).
    case downloader(ImageDownloader)
    /// How an image set on a view appears when it was downloaded (`.none` by default).
    case transition(ImageTransition)
    /// The download's priority (reel's pipeline orders loads by its own model; kept for the request).
    case downloadPriority(Float)
    /// Skip the caches: download again, and cache the result.
    case forceRefresh
    /// Use a memory-cached image, else download (never the disk cache).
    case fromMemoryCacheOrRefresh
    /// Run the transition for cached images too.
    case forceTransition
    /// Cache in memory only.
    case cacheMemoryOnly
    /// Call the completion only after the image is cached.
    case waitForCache
    /// Only the caches: no download (a miss is `cacheError(.imageNotExisting)`).
    case onlyFromCache
    /// Decode in the background (reel's pipeline models decoding either way).
    case backgroundDecode
    /// The queue completions run on (`.mainCurrentOrAsync` by default).
    case callbackQueue(CallbackQueue)
    /// The scale of the image made from downloaded data.
    case scaleFactor(CGFloat)
    /// The processor applied to the downloaded image (`DefaultImageProcessor` by default).
    case processor(any ImageProcessor)
    /// Keep the image the view shows until the new one is set, instead of the placeholder.
    case keepCurrentImageWhileLoading
    /// Also cache the unprocessed image when a processor is set.
    case cacheOriginalImage
    /// The image a view shows when loading fails (nil: clear it).
    case onFailureImage(KFCrossPlatformImage?)
    /// Read the disk cache on the calling thread.
    case loadDiskFileSynchronously
    /// Decode only the first frame of an animated image: what reel's pipeline does with every image, so it
    /// changes nothing.
    case onlyLoadFirstFrame
}
