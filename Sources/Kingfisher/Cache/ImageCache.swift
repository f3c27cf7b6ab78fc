/// Kingfisher's two-level image cache: decoded images in memory, their data on "disk" (`DiskStorage`). A memory hit
/// is delivered at once (a view sets it before `setImage` returns); a disk hit is read on the cache's I/O queue, put
/// back in memory, and delivered on the callback queue.
open class ImageCache: @unchecked Sendable {
    // @unchecked Sendable, as Kingfisher declares it: the storages lock their own state, and the rest is immutable.

    /// The app's default cache (`KingfisherManager.shared.cache`). Each reel run has its own, as each launch of an
    /// app starts with an empty memory cache (and, here, an empty disk cache).
    public static var `default`: ImageCache { defaultCache.value }
    private static let defaultCache = AppLocal { ImageCache(name: "default") }

    /// Images in memory.
    public let memoryStorage: MemoryStorage.Backend<KFCrossPlatformImage>
    /// Images on disk.
    public let diskStorage: DiskStorage.Backend<KFCrossPlatformImage>
    /// Where disk reads and writes run.
    private let ioQueue: DispatchQueue

    /// A cache with these storages.
    public init(
        memoryStorage: MemoryStorage.Backend<KFCrossPlatformImage>,
        diskStorage: DiskStorage.Backend<KFCrossPlatformImage>
    ) {
        self.memoryStorage = memoryStorage
        self.diskStorage = diskStorage
        ioQueue = DispatchQueue(label: "com.onevcat.Kingfisher.ImageCache.ioQueue.\(diskStorage.config.name)")
    }

    /// A cache named `name`, with Kingfisher's default limits (`MemoryStorage.Config`; no disk limit).
    public convenience init(name: String) {
        precondition(!name.isEmpty, "[Kingfisher] You should specify a name for the cache.")
        self.init(
            memoryStorage: MemoryStorage.Backend(config: MemoryStorage.Config(totalCostLimit: 1 << 30)),
            diskStorage: DiskStorage.Backend(config: DiskStorage.Config(name: name, sizeLimit: 0)))
    }

    // MARK: Storing

    /// Stores `image` under `key` (with `options.processor`'s identifier) in memory, and on disk unless `toDisk` is
    /// false; `completionHandler` runs on `options.callbackQueue` once the disk write is done.
    open func store(
        _ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String,
        options: KingfisherParsedOptionsInfo, toDisk: Bool = true,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        let computedKey = key.computedKey(with: options.processor.identifier)
        memoryStorage.store(value: image, forKey: computedKey)
        guard toDisk else {
            if let completionHandler {
                let result = CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: .success(()))
                options.callbackQueue.execute { completionHandler(result) }
            }
            return
        }
        ioQueue.async { [diskStorage] in
            diskStorage.store(value: image, forKey: computedKey)
            guard let completionHandler else { return }
            let result = CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: .success(()))
            options.callbackQueue.execute { completionHandler(result) }
        }
    }

    /// `store(_:original:forKey:options:toDisk:completionHandler:)` with a processor identifier and a callback queue.
    open func store(
        _ image: KFCrossPlatformImage, original: Data? = nil, forKey key: String,
        processorIdentifier identifier: String = "",
        callbackQueue: CallbackQueue = .untouch, toDisk: Bool = true,
        completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        var options = KingfisherParsedOptionsInfo(nil)
        options.processor = IdentifiedProcessor(identifier: identifier)
        options.callbackQueue = callbackQueue
        store(
            image, original: original, forKey: key, options: options, toDisk: toDisk,
            completionHandler: completionHandler)
    }

    /// Stores `image` on disk only, under `key` with the processor `identifier`.
    open func storeToDisk(
        _ image: KFCrossPlatformImage, forKey key: String, processorIdentifier identifier: String = "",
        callbackQueue: CallbackQueue = .untouch, completionHandler: (@Sendable (CacheStoreResult) -> Void)? = nil
    ) {
        let computedKey = key.computedKey(with: identifier)
        ioQueue.async { [diskStorage] in
            diskStorage.store(value: image, forKey: computedKey)
            guard let completionHandler else { return }
            let result = CacheStoreResult(memoryCacheResult: .success(()), diskCacheResult: .success(()))
            callbackQueue.execute { completionHandler(result) }
        }
    }

    // MARK: Retrieving

    /// The cached image under `key`: from memory at once, else from disk through the I/O queue (then kept in memory),
    /// else `.none`; delivered on `callbackQueue`.
    open func retrieveImage(
        forKey key: String, options: KingfisherParsedOptionsInfo, callbackQueue: CallbackQueue = .mainCurrentOrAsync,
        completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?
    ) {
        guard let completionHandler else { return }
        if let image = retrieveImageInMemoryCache(forKey: key, options: options) {
            callbackQueue.execute { completionHandler(.success(.memory(image))) }
            return
        }
        if options.fromMemoryCacheOrRefresh {
            callbackQueue.execute { completionHandler(.success(.none)) }
            return
        }
        let computedKey = key.computedKey(with: options.processor.identifier)
        let read: @Sendable () -> Void = { [memoryStorage, diskStorage] in
            guard let image = diskStorage.value(forKey: computedKey) else {
                callbackQueue.execute { completionHandler(.success(.none)) }
                return
            }
            memoryStorage.store(value: image, forKey: computedKey)
            callbackQueue.execute { completionHandler(.success(.disk(image))) }
        }
        if options.loadDiskFileSynchronously { read() } else { ioQueue.async { read() } }
    }

    /// `retrieveImage(forKey:options:callbackQueue:completionHandler:)` with an options list.
    open func retrieveImage(
        forKey key: String, options: KingfisherOptionsInfo? = nil, callbackQueue: CallbackQueue = .mainCurrentOrAsync,
        completionHandler: (@Sendable (Result<ImageCacheResult, KingfisherError>) -> Void)?
    ) {
        retrieveImage(
            forKey: key, options: KingfisherParsedOptionsInfo(options), callbackQueue: callbackQueue,
            completionHandler: completionHandler)
    }

    /// The image in memory under `key` (with `options.processor`'s identifier), or nil.
    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherParsedOptionsInfo)
        -> KFCrossPlatformImage?
    {
        memoryStorage.value(forKey: key.computedKey(with: options.processor.identifier))
    }

    /// The image in memory under `key`, or nil.
    open func retrieveImageInMemoryCache(forKey key: String, options: KingfisherOptionsInfo? = nil)
        -> KFCrossPlatformImage?
    {
        retrieveImageInMemoryCache(forKey: key, options: KingfisherParsedOptionsInfo(options))
    }

    /// The image cached under `key`, as async code awaits it.
    open func retrieveImage(forKey key: String, options: KingfisherOptionsInfo? = nil) async throws -> ImageCacheResult
    {
        try await withCheckedThrowingContinuation { continuation in
            retrieveImage(forKey: key, options: options, callbackQueue: .untouch) { continuation.resume(with: $0) }
        }
    }

    // MARK: Querying and removing

    /// Where an image under `key` is cached (memory before disk), or `.none`.
    open func imageCachedType(forKey key: String, processorIdentifier identifier: String = "") -> CacheType {
        let computedKey = key.computedKey(with: identifier)
        if memoryStorage.isCached(forKey: computedKey) { return .memory }
        if diskStorage.isCached(forKey: computedKey) { return .disk }
        return .none
    }

    /// Whether an image is cached under `key`.
    public func isCached(forKey key: String, processorIdentifier identifier: String = "") -> Bool {
        imageCachedType(forKey: key, processorIdentifier: identifier).cached
    }

    /// Removes the image under `key` from memory and/or disk.
    open func removeImage(
        forKey key: String, processorIdentifier identifier: String = "", fromMemory: Bool = true,
        fromDisk: Bool = true, callbackQueue: CallbackQueue = .untouch,
        completionHandler: (@Sendable () -> Void)? = nil
    ) {
        let computedKey = key.computedKey(with: identifier)
        if fromMemory { memoryStorage.remove(forKey: computedKey) }
        guard fromDisk else {
            if let completionHandler { callbackQueue.execute(completionHandler) }
            return
        }
        ioQueue.async { [diskStorage] in
            diskStorage.remove(forKey: computedKey)
            if let completionHandler { callbackQueue.execute(completionHandler) }
        }
    }

    /// Empties the memory cache.
    public func clearMemoryCache() { memoryStorage.removeAll() }

    /// Empties the disk cache; `handler` runs on the main queue after.
    open func clearDiskCache(completion handler: (@Sendable () -> Void)? = nil) {
        ioQueue.async { [diskStorage] in
            diskStorage.removeAll()
            if let handler { DispatchQueue.main.async { handler() } }
        }
    }

    /// Empties both caches; `handler` runs on the main queue after.
    public func clearCache(completion handler: (@Sendable () -> Void)? = nil) {
        clearMemoryCache()
        clearDiskCache(completion: handler)
    }

    /// The memory cache's cost, in bytes.
    open var memoryStorageCacheCost: Int { memoryStorage.totalCost }
}

/// A processor known only by its identifier: for storing under a processor identifier given as text.
struct IdentifiedProcessor: ImageProcessor {
    let identifier: String

    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        DefaultImageProcessor.default.process(item: item, options: options)
    }
}
