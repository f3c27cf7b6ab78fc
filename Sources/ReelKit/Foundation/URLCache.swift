/// The cache `URLSession.shared` answers from, shaped like Foundation's: reel's memory cache of thumbnails (LRU by
/// byte cost). A lookup is a cache lookup in the run's counts (hit or miss); a miss followed, in the same turn of
/// the main thread, by `data(from:)` for the same URL counts once, as the session would consult the cache itself.
public final class URLCache: Sendable {
    /// The shared cache.
    public static let shared = URLCache()

    private init() {}

    /// The cached response for `request`'s URL, if its image is in reel's memory cache now.
    public func cachedResponse(for request: URLRequest) -> CachedURLResponse? {
        guard let url = request.url, let engine = GalleryEngines.current else { return nil }
        return engine.cachedResponse(for: url)
    }
}
