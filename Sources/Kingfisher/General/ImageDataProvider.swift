/// Gives an image's data from somewhere other than a download (Kingfisher's protocol): its cache key and its bytes.
public protocol ImageDataProvider: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// Gives the data, or an error, to `handler`.
    func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void)
    /// The URL the data stands for, if any.
    var contentURL: URL? { get }
}

extension ImageDataProvider {
    /// No URL by default.
    public var contentURL: URL? { nil }
}

/// The data of an image already in memory, as `Data`.
public struct RawImageDataProvider: ImageDataProvider {
    /// The data.
    public let data: Data
    public let cacheKey: String

    /// A provider of `data`, cached under `cacheKey`.
    public init(data: Data, cacheKey: String) {
        self.data = data
        self.cacheKey = cacheKey
    }

    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(.success(data))
    }
}
