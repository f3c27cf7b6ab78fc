import Synchronization

/// Retrieves images: from the target cache (memory at once, else disk), else downloaded, processed and cached — or
/// downloaded again with `.forceRefresh`. With a processor and `.cacheOriginalImage`, the unprocessed image is cached
/// too, and a later request with another processor processes it instead of downloading.
public class KingfisherManager: @unchecked Sendable {
    // @unchecked Sendable, as Kingfisher declares it: `cache`, `downloader` and `defaultOptions` are behind a Mutex.

    /// The app's manager, one per reel run (its cache and downloader the run's defaults).
    public static var shared: KingfisherManager { sharedManager.value }
    private static let sharedManager = AppLocal { KingfisherManager(downloader: .default, cache: .default) }

    private struct Settings {
        var cache: ImageCache
        var downloader: ImageDownloader
        var defaultOptions: KingfisherOptionsInfo = .empty
    }

    private let settings: Mutex<Settings>

    /// A manager with this downloader and cache.
    public init(downloader: ImageDownloader, cache: ImageCache) {
        settings = Mutex(Settings(cache: cache, downloader: downloader))
    }

    /// The cache requests read and write unless `.targetCache` says otherwise.
    public var cache: ImageCache {
        get { settings.withLock { $0.cache } }
        set { settings.withLock { $0.cache = newValue } }
    }

    /// The downloader requests use unless `.downloader` says otherwise.
    public var downloader: ImageDownloader {
        get { settings.withLock { $0.downloader } }
        set { settings.withLock { $0.downloader = newValue } }
    }

    /// Options every request starts from.
    public var defaultOptions: KingfisherOptionsInfo {
        get { settings.withLock { $0.defaultOptions } }
        set { settings.withLock { $0.defaultOptions = newValue } }
    }

    /// The options of a request: the defaults, then `options`.
    func parsedOptions(_ options: KingfisherOptionsInfo?) -> KingfisherParsedOptionsInfo {
        let (cache, downloader, defaults) = settings.withLock { ($0.cache, $0.downloader, $0.defaultOptions) }
        return KingfisherParsedOptionsInfo([.downloader(downloader), .targetCache(cache)] + defaults + (options ?? []))
    }

    // MARK: Retrieving

    /// Retrieves the image of `resource` (see the type); `completionHandler` runs on the options' callback queue.
    /// Returns the download's handle, or nil when the image came from a cache.
    @discardableResult
    public func retrieveImage(
        with resource: any Resource, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil, downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        retrieveImage(
            with: resource.convertToSource(), options: options, progressBlock: progressBlock,
            downloadTaskUpdated: downloadTaskUpdated, completionHandler: completionHandler)
    }

    /// Retrieves the image of `source` (see the type).
    @discardableResult
    public func retrieveImage(
        with source: Source, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
        downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        retrieveImage(with: source, options: parsedOptions(options), completionHandler: completionHandler)
    }

    /// Retrieves the image of `resource` as async code awaits it. Cancelling the awaiting task cancels the download.
    public func retrieveImage(
        with resource: any Resource, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil
    ) async throws -> RetrieveImageResult {
        try await retrieveImage(with: resource.convertToSource(), options: options, progressBlock: progressBlock)
    }

    /// Retrieves the image of `source` as async code awaits it.
    public func retrieveImage(
        with source: Source, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil
    ) async throws -> RetrieveImageResult {
        var parsed = parsedOptions(options)
        parsed.callbackQueue = .untouch
        let handle = Mutex<DownloadTask?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = retrieveImage(with: source, options: parsed) { continuation.resume(with: $0) }
                handle.withLock { $0 = task }
            }
        } onCancel: {
            handle.withLock { $0 }?.cancel()
        }
    }

    /// The retrieval every form above runs.
    func retrieveImage(
        with source: Source, options: KingfisherParsedOptionsInfo,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let cache = options.targetCache ?? self.cache
        if !options.forceRefresh, retrieveFromCache(source, cache: cache, options: options, completionHandler) {
            return nil
        }
        if options.onlyFromCache {
            let error = KingfisherError.cacheError(reason: .imageNotExisting(key: source.cacheKey))
            options.callbackQueue.execute { completionHandler?(.failure(error)) }
            return nil
        }
        return loadAndCache(source, cache: cache, options: options, completionHandler)
    }

    /// Delivers a cached image when the target cache (or, with a processor, the original cache) has one; false when
    /// neither has.
    private func retrieveFromCache(
        _ source: Source, cache: ImageCache, options: KingfisherParsedOptionsInfo,
        _ completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> Bool {
        let key = source.cacheKey
        let cached = cache.imageCachedType(forKey: key, processorIdentifier: options.processor.identifier)
        if cached == .memory || (cached == .disk && !options.fromMemoryCacheOrRefresh) {
            cache.retrieveImage(forKey: key, options: options, callbackQueue: options.callbackQueue) { result in
                let delivered = result.flatMap { found -> Result<RetrieveImageResult, KingfisherError> in
                    guard let image = found.image else {
                        return .failure(.cacheError(reason: .imageNotExisting(key: key)))
                    }
                    return .success(
                        RetrieveImageResult(
                            image: image, cacheType: found.cacheType, source: source, originalSource: source,
                            data: { nil }))
                }
                completionHandler?(delivered)
            }
            return true
        }
        let originalCache = options.originalCache ?? cache
        guard options.processor != DefaultImageProcessor.default, !options.fromMemoryCacheOrRefresh,
            originalCache.isCached(forKey: key)
        else { return false }
        // The unprocessed image is cached: process it, cache the result, deliver it as a cache hit.
        var originalOptions = options
        originalOptions.processor = DefaultImageProcessor.default
        originalOptions.callbackQueue = .untouch
        originalCache.retrieveImage(forKey: key, options: originalOptions, callbackQueue: .untouch) { result in
            let processed = result.flatMap { found -> Result<RetrieveImageResult, KingfisherError> in
                guard let original = found.image,
                    let image = options.processor.process(item: .image(original), options: options)
                else {
                    let item = ImageProcessItem.image(found.image ?? KFCrossPlatformImage())
                    return .failure(
                        .processorError(reason: .processingFailed(processor: options.processor, item: item)))
                }
                cache.store(image, forKey: key, options: options, toDisk: !options.cacheMemoryOnly)
                return .success(
                    RetrieveImageResult(
                        image: image, cacheType: found.cacheType, source: source, originalSource: source, data: { nil })
                )
            }
            options.callbackQueue.execute { completionHandler?(processed) }
        }
        return true
    }

    /// Downloads (or asks the provider), caches, and delivers.
    private func loadAndCache(
        _ source: Source, cache: ImageCache, options: KingfisherParsedOptionsInfo,
        _ completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let store: @Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void = { result in
            Self.cache(result, source: source, cache: cache, options: options, completionHandler)
        }
        switch source {
        case .network(let resource):
            var downloadOptions = options
            // The downloader hands over on the pool; caching decides where the completion runs.
            downloadOptions.callbackQueue = .untouch
            let downloader = options.downloader ?? self.downloader
            return downloader.downloadImage(
                with: resource.downloadURL, options: downloadOptions, completionHandler: store)
        case .provider(let provider):
            provider.data { result in
                switch result {
                case .success(let data):
                    guard let image = options.processor.process(item: .data(data), options: options) else {
                        let reason = KingfisherError.ProcessorErrorReason.processingFailed(
                            processor: options.processor, item: .data(data))
                        store(.failure(.processorError(reason: reason)))
                        return
                    }
                    store(.success(ImageLoadingResult(image: image, url: provider.contentURL, originalData: data)))
                case .failure(let error):
                    store(.failure(.imageSettingError(reason: .dataProviderError(provider: provider, error: error))))
                }
            }
            return nil
        }
    }

    /// Stores a loaded image (and, with `.cacheOriginalImage` and a processor, the original) and delivers it: at once,
    /// or after the disk write with `.waitForCache`.
    private static func cache(
        _ result: Result<ImageLoadingResult, KingfisherError>, source: Source, cache: ImageCache,
        options: KingfisherParsedOptionsInfo,
        _ completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) {
        let loaded: ImageLoadingResult
        switch result {
        case .success(let value): loaded = value
        case .failure(let error):
            options.callbackQueue.execute { completionHandler?(.failure(error)) }
            return
        }
        let delivered = RetrieveImageResult(
            image: loaded.image, cacheType: .none, source: source, originalSource: source,
            data: { loaded.originalData })
        let key = source.cacheKey
        let toDisk = !options.cacheMemoryOnly
        if options.waitForCache {
            var storeOptions = options
            storeOptions.callbackQueue = .untouch
            cache.store(loaded.image, original: loaded.originalData, forKey: key, options: storeOptions, toDisk: toDisk)
            {
                _ in options.callbackQueue.execute { completionHandler?(.success(delivered)) }
            }
        } else {
            cache.store(loaded.image, original: loaded.originalData, forKey: key, options: options, toDisk: toDisk)
        }
        // The original goes to disk only, as in Kingfisher: memory holds what views show.
        if options.cacheOriginalImage, options.processor != DefaultImageProcessor.default,
            let original = KFCrossPlatformImage(data: loaded.originalData)
        {
            (options.originalCache ?? cache).storeToDisk(original, forKey: key, processorIdentifier: "")
        }
        if !options.waitForCache { options.callbackQueue.execute { completionHandler?(.success(delivered)) } }
    }
}
