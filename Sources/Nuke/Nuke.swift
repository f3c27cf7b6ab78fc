// reel's Nuke: the API of Nuke 12 (https://github.com/kean/Nuke, MIT licence, © Alexander Grebenyuk) that gallery
// cells use, written for ReelKit so `import Nuke` compiles unchanged and loads through reel's pipeline, network model
// and clock. The semantics follow Nuke's source and documentation; the code is reel's own.
@_exported import ReelKit

/// The image type on this platform.
public typealias PlatformImage = UIImage

/// A decoded image and what came with it.
public struct ImageContainer: @unchecked Sendable {
    // @unchecked Sendable: `image` is a Sendable `UIImage`, `data` a value.
    /// The image.
    public var image: PlatformImage
    /// Whether this is a preview (a progressive scan), not the final image.
    public var isPreview: Bool
    /// The original data, when kept.
    public var data: Data?

    /// A container of `image`.
    public init(image: PlatformImage, isPreview: Bool = false, data: Data? = nil) {
        self.image = image
        self.isPreview = isPreview
        self.data = data
    }
}

/// A loaded image: the container, the request, and where it came from.
public struct ImageResponse: @unchecked Sendable {
    // @unchecked Sendable: the parts are Sendable values (`URLResponse` is immutable here).
    /// The container.
    public var container: ImageContainer
    /// The image.
    public var image: PlatformImage { container.image }
    /// The request.
    public let request: ImageRequest
    /// The HTTP response, for a download.
    public let urlResponse: URLResponse?
    /// Where the image came from (nil: downloaded).
    public let cacheType: CacheType?

    /// Where a cached image came from.
    public enum CacheType: Sendable {
        case memory, disk
    }

    /// A response of these parts.
    public init(
        container: ImageContainer, request: ImageRequest, urlResponse: URLResponse? = nil, cacheType: CacheType? = nil
    ) {
        self.container = container
        self.request = request
        self.urlResponse = urlResponse
        self.cacheType = cacheType
    }
}
