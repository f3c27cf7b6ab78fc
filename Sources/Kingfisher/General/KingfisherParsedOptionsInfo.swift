/// The options of a request, read from a `KingfisherOptionsInfo` list (a later item wins).
public struct KingfisherParsedOptionsInfo: Sendable {
    public var targetCache: ImageCache? = nil
    public var originalCache: ImageCache? = nil
    public var downloader: ImageDownloader? = nil
    public var transition: ImageTransition = .none
    public var downloadPriority: Float = 0.5
    public var forceRefresh = false
    public var fromMemoryCacheOrRefresh = false
    public var forceTransition = false
    public var cacheMemoryOnly = false
    public var waitForCache = false
    public var onlyFromCache = false
    public var backgroundDecode = false
    public var callbackQueue: CallbackQueue = .mainCurrentOrAsync
    public var scaleFactor: CGFloat = 1.0
    public var processor: any ImageProcessor = DefaultImageProcessor.default
    public var keepCurrentImageWhileLoading = false
    public var cacheOriginalImage = false
    public var onFailureImage: KFCrossPlatformImage?? = .none
    public var loadDiskFileSynchronously = false
    public var onlyLoadFirstFrame = false

    /// The options `info` sets.
    public init(_ info: KingfisherOptionsInfo?) {
        for option in info ?? [] {
            switch option {
            case .targetCache(let cache): targetCache = cache
            case .originalCache(let cache): originalCache = cache
            case .downloader(let value): downloader = value
            case .transition(let value): transition = value
            case .downloadPriority(let value): downloadPriority = value
            case .forceRefresh: forceRefresh = true
            case .fromMemoryCacheOrRefresh: fromMemoryCacheOrRefresh = true
            case .forceTransition: forceTransition = true
            case .cacheMemoryOnly: cacheMemoryOnly = true
            case .waitForCache: waitForCache = true
            case .onlyFromCache: onlyFromCache = true
            case .backgroundDecode: backgroundDecode = true
            case .callbackQueue(let value): callbackQueue = value
            case .scaleFactor(let value): scaleFactor = value
            case .processor(let value): processor = value
            case .keepCurrentImageWhileLoading: keepCurrentImageWhileLoading = true
            case .cacheOriginalImage: cacheOriginalImage = true
            case .onFailureImage(let value): onFailureImage = .some(value)
            case .loadDiskFileSynchronously: loadDiskFileSynchronously = true
            case .onlyLoadFirstFrame: onlyLoadFirstFrame = true
            }
        }
        if originalCache == nil { originalCache = targetCache }
    }
}
