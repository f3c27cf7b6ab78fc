/// Progress of a download: bytes received and expected.
public typealias DownloadProgressBlock = @Sendable (_ receivedSize: Int64, _ totalSize: Int64) -> Void

/// Called when a request's download task is made or replaced.
public typealias DownloadTaskUpdatedBlock = @Sendable (_ newTask: DownloadTask?) -> Void

/// A retrieved image: the image, where it came from and the source asked for.
public struct RetrieveImageResult: Sendable {
    /// The image.
    public let image: KFCrossPlatformImage
    /// Where it came from: `.none` for a download, else the cache.
    public let cacheType: CacheType
    /// The source it was retrieved from.
    public let source: Source
    /// The source first asked for.
    public let originalSource: Source
    /// The downloaded data (nil for a cached image).
    public let data: @Sendable () -> Data?

    /// A result of these parts.
    public init(
        image: KFCrossPlatformImage, cacheType: CacheType, source: Source, originalSource: Source,
        data: @escaping @Sendable () -> Data?
    ) {
        self.image = image
        self.cacheType = cacheType
        self.source = source
        self.originalSource = originalSource
        self.data = data
    }
}
