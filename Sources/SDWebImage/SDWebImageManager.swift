import Synchronization

/// A load the manager runs: a cache query, then maybe a download. `cancel()` stops both; the completion then gets
/// `SDWebImageError.cancelled` (or `URLError(.cancelled)` from a download), as in SDWebImage.
public final class SDWebImageCombinedOperation: SDWebImageOperation {
    private let state = Mutex((cancelled: false, download: SDWebImageDownloadToken?.none))

    init() {}

    /// Whether the load was cancelled.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// The download, once one runs.
    public var loaderOperation: (any SDWebImageOperation)? { state.withLock { $0.download } }

    func attach(_ download: SDWebImageDownloadToken?) { state.withLock { $0.download = download } }

    public func cancel() {
        let download = state.withLock { state -> SDWebImageDownloadToken? in
            guard !state.cancelled else { return nil }
            state.cancelled = true
            return state.download
        }
        download?.cancel()
    }
}

/// Loads images: from the cache (memory at once, else disk), else downloaded and cached. A URL whose download failed
/// for good (bytes that are no image, an invalid URL, or a network error other than being offline, cancelled or timed
/// out) is not tried again in the run unless `.retryFailed` (SDWebImage's failed-URL list). Completions run on the main
/// queue, at once when already there.
public final class SDWebImageManager: @unchecked Sendable {
    // @unchecked Sendable: the failed URLs are behind a Mutex; the cache and loader are immutable.

    /// The app's shared manager (`SDImageCache.shared`, `SDWebImageDownloader.shared`), one per reel run.
    public static var shared: SDWebImageManager { sharedManager.value }
    private static let sharedManager = AppLocal {
        SDWebImageManager(cache: SDImageCache.shared, loader: SDWebImageDownloader.shared)
    }

    /// The cache.
    public let imageCache: SDImageCache
    /// The loader.
    public let imageLoader: SDWebImageDownloader
    private let failedURLs = Mutex<Set<URL>>([])
    private let runningCount = Mutex(0)

    /// A manager with this cache and loader.
    public init(cache: SDImageCache, loader: SDWebImageDownloader) {
        imageCache = cache
        imageLoader = loader
    }

    /// The cache key of `url` (its absolute text).
    public func cacheKey(for url: URL?) -> String? { url?.absoluteString }

    /// Whether a load runs.
    public var isRunning: Bool { runningCount.withLock { $0 > 0 } }

    /// Forgets that `url` failed.
    public func removeFailedURL(_ url: URL) { _ = failedURLs.withLock { $0.remove(url) } }

    /// Forgets every failed URL.
    public func removeAllFailedURLs() { failedURLs.withLock { $0 = [] } }

    /// Loads `url` (see the type) and calls `completedBlock` on the main queue.
    @discardableResult
    public func loadImage(
        with url: URL?, options: SDWebImageOptions, progress progressBlock: SDImageLoaderProgressBlock?,
        completed completedBlock: @escaping SDInternalCompletionBlock
    ) -> SDWebImageCombinedOperation? {
        loadImage(with: url, options: options, context: nil, progress: progressBlock, completed: completedBlock)
    }

    /// Loads `url` with a context (see the type) and calls `completedBlock` on the main queue.
    @discardableResult
    public func loadImage(
        with url: URL?, options: SDWebImageOptions, context: SDWebImageContext?,
        progress progressBlock: SDImageLoaderProgressBlock?,
        completed completedBlock: @escaping SDInternalCompletionBlock
    ) -> SDWebImageCombinedOperation? {
        let operation = SDWebImageCombinedOperation()
        let done: @Sendable (UIImage?, (any Error)?, SDImageCacheType) -> Void = { image, error, cacheType in
            MainQueue.runOrAsync { completedBlock(image, nil, error, cacheType, true, url) }
        }
        guard let url, !url.absoluteString.isEmpty else {
            done(nil, SDWebImageError(.invalidURL, "Image url is nil"), .none)
            return operation
        }
        if !options.contains(.retryFailed), failedURLs.withLock({ $0.contains(url) }) {
            done(nil, SDWebImageError(.blackListed, "Image url is blacklisted"), .none)
            return operation
        }
        runningCount.withLock { $0 += 1 }
        let finish: @Sendable (UIImage?, (any Error)?, SDImageCacheType) -> Void = { [self] in
            runningCount.withLock { $0 -= 1 }
            done($0, $1, $2)
        }
        let thumbnail = context?[.imageThumbnailPixelSize] as? CGSize
        let key = Self.key(url, thumbnail: thumbnail)
        let download: @Sendable () -> Void = { [self] in
            guard !operation.isCancelled else {
                return finish(
                    nil, SDWebImageError(.cancelled, "Operation cancelled by user before sending the request"), .none)
            }
            let token = imageLoader.downloadImage(
                with: url, options: options, context: thumbnail.map { [.imageThumbnailPixelSize: $0] },
                progress: progressBlock
            ) { [self] image, _, error, _ in
                if let error {
                    if operation.isCancelled {
                        finish(
                            nil, SDWebImageError(.cancelled, "Operation cancelled by user during sending the request"),
                            .none)
                        return
                    }
                    if Self.blocksFailedURL(error) { _ = failedURLs.withLock { $0.insert(url) } }
                    finish(nil, error, .none)
                    return
                }
                if options.contains(.retryFailed) { _ = failedURLs.withLock { $0.remove(url) } }
                guard let image else { return finish(nil, SDWebImageError(.badImageData, "Image data is nil"), .none) }
                if options.contains(.waitStoreCache) {
                    imageCache.store(image, forKey: key) { finish(image, nil, .none) }
                } else {
                    imageCache.store(image, forKey: key)
                    finish(image, nil, .none)
                }
            }
            operation.attach(token)
        }
        guard !options.contains(.fromLoaderOnly) else {
            download()
            return operation
        }
        imageCache.queryImage(forKey: key, options: options) { image, cacheType in
            if operation.isCancelled {
                return finish(
                    nil, SDWebImageError(.cancelled, "Operation cancelled by user during querying the cache"), .none)
            }
            if let image, !options.contains(.refreshCached) { return finish(image, nil, cacheType) }
            if let image { done(image, nil, cacheType) }
            guard !options.contains(.fromCacheOnly) else { return finish(nil, nil, .none) }
            download()
        }
        return operation
    }

    /// Cancels every running load.
    public func cancelAll() { imageLoader.cancelAllDownloads() }

    /// The cache key of `url` decoded to a thumbnail (SDWebImage's thumbnail key form).
    static func key(_ url: URL, thumbnail: CGSize?) -> String {
        guard let thumbnail else { return url.absoluteString }
        return "\(url.absoluteString)-Thumbnail({\(thumbnail.width),\(thumbnail.height)},1)"
    }

    /// SDWebImage's rule for a failed URL: bad data and invalid URLs are kept from retrying; of network errors all but
    /// being offline, cancelled, timed out or unable to reach the host.
    static func blocksFailedURL(_ error: any Error) -> Bool {
        if let error = error as? SDWebImageError { return error.code == .invalidURL || error.code == .badImageData }
        if let error = error as? URLError {
            let transient: [URLError.Code] = [
                .notConnectedToInternet, .cancelled, .timedOut, .internationalRoamingOff, .dataNotAllowed,
                .cannotFindHost, .cannotConnectToHost, .networkConnectionLost,
            ]
            return !transient.contains(error.code)
        }
        return false
    }
}
