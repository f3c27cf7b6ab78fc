// reel's SDWebImage: the API of SDWebImage 5 (https://github.com/SDWebImage/SDWebImage, MIT licence, © Olivier
// Poitrey and contributors) as Swift code calls it, written for ReelKit so `import SDWebImage` compiles unchanged and
// loads through reel's pipeline, network model and clock. The semantics follow SDWebImage's source and
// documentation; the code is reel's own.
@_exported import ReelKit

/// A running load that can be cancelled.
public protocol SDWebImageOperation: AnyObject, Sendable {
    /// Cancels the load.
    func cancel()
}

/// Progress of a download: bytes received, bytes expected, and the URL.
public typealias SDImageLoaderProgressBlock =
    @Sendable (_ receivedSize: Int, _ expectedSize: Int, _ targetURL: URL?)
    -> Void

/// What `sd_setImage` calls when it is done: the image, the error, where the image came from, and the URL.
public typealias SDExternalCompletionBlock =
    @MainActor @Sendable (
        _ image: UIImage?, _ error: (any Error)?, _ cacheType: SDImageCacheType, _ imageURL: URL?
    ) -> Void

/// What the manager calls when a load is done: the image, its data, the error, where it came from, whether the load
/// finished, and the URL.
public typealias SDInternalCompletionBlock =
    @Sendable (
        _ image: UIImage?, _ data: Data?, _ error: (any Error)?, _ cacheType: SDImageCacheType, _ finished: Bool,
        _ imageURL: URL?
    ) -> Void

/// Where an image came from.
public enum SDImageCacheType: Int, Sendable {
    /// Not from a cache: downloaded.
    case none = 0
    /// The disk cache.
    case disk = 1
    /// The memory cache.
    case memory = 2
    /// Both caches (a query or store option).
    case all = 3
}
