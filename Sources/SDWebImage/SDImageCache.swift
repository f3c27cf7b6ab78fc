import Synchronization

/// SDWebImage's two-level cache: decoded images in memory (least recently used evicted past `config.maxMemoryCost`),
/// and on "disk", which lives in memory for the run (a fresh install's empty cache) and is read through the cache's
/// I/O queue. A memory query answers at once; a disk query answers on the main queue after the I/O queue's turn,
/// unless `.queryDiskDataSync`.
public final class SDImageCache: @unchecked Sendable {
    // @unchecked Sendable: the memory cache locks its own state, the disk's is behind a Mutex; the queue is immutable.

    /// The cache's limits.
    public final class Config: @unchecked Sendable {
        // @unchecked Sendable: the limits are behind a Mutex.
        private let limits = Mutex((memoryCost: UInt(0), memoryCount: UInt(0), diskSize: UInt(0)))

        /// The most bytes of decoded images kept in memory (0: no limit, SDWebImage's default).
        public var maxMemoryCost: UInt {
            get { limits.withLock { $0.memoryCost } }
            set { limits.withLock { $0.memoryCost = newValue } }
        }
        /// The most images kept in memory (0: no limit).
        public var maxMemoryCount: UInt {
            get { limits.withLock { $0.memoryCount } }
            set { limits.withLock { $0.memoryCount = newValue } }
        }
        /// The most bytes kept on disk (0: no limit).
        public var maxDiskSize: UInt {
            get { limits.withLock { $0.diskSize } }
            set { limits.withLock { $0.diskSize = newValue } }
        }
    }

    private let memory = RecencyCache<UIImage>()
    private let disk = Mutex<[String: UIImage]>([:])

    /// The app's shared cache, one per reel run.
    public static var shared: SDImageCache { sharedCache.value }
    private static let sharedCache = AppLocal { SDImageCache(namespace: "default") }

    /// The limits.
    public let config = Config()
    private let ioQueue: DispatchQueue

    /// A cache named `namespace`.
    public init(namespace: String) {
        ioQueue = DispatchQueue(label: "com.hackemist.SDImageCache.\(namespace)")
    }

    // MARK: Storing

    /// Stores `image` under `key` in memory, and on disk when `toDisk`; `completionBlock` runs on the main queue
    /// once the disk write is done.
    public func store(
        _ image: UIImage?, forKey key: String?, toDisk: Bool = true,
        completion completionBlock: (@Sendable () -> Void)? = nil
    ) {
        guard let image, let key else {
            if let completionBlock { MainQueue.runOrAsync(completionBlock) }
            return
        }
        storeImageToMemory(image, forKey: key)
        guard toDisk else {
            if let completionBlock { MainQueue.runOrAsync(completionBlock) }
            return
        }
        ioQueue.async { [self] in
            disk.withLock { $0[key] = image }
            if let completionBlock { DispatchQueue.main.async { completionBlock() } }
        }
    }

    /// Stores `image` in memory only.
    public func storeImageToMemory(_ image: UIImage?, forKey key: String?) {
        guard let image, let key else { return }
        let (maxCost, maxCount) = (Int(clamping: config.maxMemoryCost), Int(clamping: config.maxMemoryCount))
        memory.insert(image, forKey: key, cost: Int(image.size.width * image.size.height * 4)) { cost, count in
            (maxCost > 0 && cost > maxCost) || (maxCount > 0 && count > maxCount)
        }
    }

    // MARK: Querying

    /// The image in memory under `key`, if any.
    public func imageFromMemoryCache(forKey key: String?) -> UIImage? {
        guard let key else { return nil }
        return memory.value(forKey: key)
    }

    /// The image on disk under `key`, if any (read now, and kept in memory).
    public func imageFromDiskCache(forKey key: String?) -> UIImage? {
        guard let key, let image = disk.withLock({ $0[key] }) else { return nil }
        storeImageToMemory(image, forKey: key)
        return image
    }

    /// The image under `key`, from memory, else from disk.
    public func imageFromCache(forKey key: String?) -> UIImage? {
        imageFromMemoryCache(forKey: key) ?? imageFromDiskCache(forKey: key)
    }

    /// Looks `key` up: from memory at once, else (unless `.fromLoaderOnly`) on disk through the I/O queue, then on the
    /// main queue; `.queryDiskDataSync` reads the disk at once.
    func queryImage(
        forKey key: String, options: SDWebImageOptions,
        done: @escaping @Sendable (UIImage?, SDImageCacheType) -> Void
    ) {
        if let image = imageFromMemoryCache(forKey: key) {
            done(image, .memory)
            return
        }
        let read: @Sendable () -> (UIImage?, SDImageCacheType) = { [self] in
            let image = imageFromDiskCache(forKey: key)
            return (image, image == nil ? .none : .disk)
        }
        if options.contains(.queryDiskDataSync) {
            let (image, type) = read()
            done(image, type)
            return
        }
        ioQueue.async {
            let (image, type) = read()
            DispatchQueue.main.async { done(image, type) }
        }
    }

    /// Whether an image is on disk under `key`; `completionBlock` runs on the main queue.
    public func diskImageExists(withKey key: String?, completion completionBlock: (@Sendable (Bool) -> Void)? = nil) {
        ioQueue.async { [self] in
            let exists = key.map { key in disk.withLock { $0[key] != nil } } ?? false
            if let completionBlock { DispatchQueue.main.async { completionBlock(exists) } }
        }
    }

    // MARK: Removing

    /// Removes the image under `key` from memory, and from disk when `fromDisk`.
    public func removeImage(
        forKey key: String?, fromDisk: Bool = true, withCompletion completion: (@Sendable () -> Void)? = nil
    ) {
        guard let key else { return }
        memory.remove(forKey: key)
        if fromDisk { _ = disk.withLock { $0.removeValue(forKey: key) } }
        if let completion { MainQueue.runOrAsync(completion) }
    }

    /// Empties the memory cache.
    public func clearMemory() { memory.removeAll() }

    /// Empties the disk cache; `completion` runs on the main queue.
    public func clearDisk(onCompletion completion: (@Sendable () -> Void)? = nil) {
        ioQueue.async { [self] in
            disk.withLock { $0 = [:] }
            if let completion { DispatchQueue.main.async { completion() } }
        }
    }
}
