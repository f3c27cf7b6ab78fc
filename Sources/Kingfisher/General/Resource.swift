/// An image on the network: the URL it downloads from and the key it is cached under.
public protocol Resource: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// The URL the image downloads from.
    var downloadURL: URL { get }
}

extension Resource {
    /// The resource as a `Source` (a network source; `overrideCacheKey` replaces its key).
    public func convertToSource(overrideCacheKey: String? = nil) -> Source {
        .network(KF.ImageResource(downloadURL: downloadURL, cacheKey: overrideCacheKey ?? cacheKey))
    }
}

extension KF {
    /// A URL with a cache key of its own.
    public struct ImageResource: Resource {
        /// A resource downloading from `downloadURL`, cached under `cacheKey` (the URL's text when nil).
        public init(downloadURL: URL, cacheKey: String? = nil) {
            self.downloadURL = downloadURL
            self.cacheKey = cacheKey ?? downloadURL.cacheKey
        }

        public let cacheKey: String
        public let downloadURL: URL
    }
}

/// The old name of `KF.ImageResource`.
@available(*, deprecated, renamed: "KF.ImageResource")
public typealias ImageResource = KF.ImageResource

extension URL: Resource {
    /// The URL's absolute text.
    public var cacheKey: String { absoluteString }
    /// The URL itself.
    public var downloadURL: URL { self }
}
