/// The loader the user's code awaits, shaped like Foundation's: `URLSession.shared.data(from:)` is served by reel's
/// image pipeline — the network model, libcurl, request coalescing and the memory cache — and resumes at the load's
/// virtual due time. Cancelling the awaiting task cancels the request (the transfer stops when nobody else waits).
public final class URLSession: Sendable {
    /// The shared session.
    public static let shared = URLSession()

    /// The configuration the session was made with (`.default` for the shared session).
    public let configuration: URLSessionConfiguration

    private init() { configuration = .default }

    /// A session of its own, as an API client makes one: it loads through reel's pipeline and network model as the
    /// shared session does (the configuration is kept; see `URLSessionConfiguration`).
    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
    }

    /// A session with a delegate and a delegate queue: the delegate is kept and never called (completion handlers
    /// and `async` calls deliver everything in reel).
    public convenience init(
        configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?,
        delegateQueue queue: OperationQueue?
    ) {
        self.init(configuration: configuration)
    }

    /// The image at `url`: its bytes (for `UIImage(data:)`) and the response. Throws `URLError(.cancelled)` when the
    /// task is cancelled, and `URLError` for failed transfers; an HTTP error status returns an empty body.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        guard let engine = GalleryEngines.current else {
            throw URLError(.notConnectedToInternet)
        }
        return try await engine.data(from: url)
    }

    /// The image `request` asks for, as `data(from:)` loads it (the request's method and headers do not change the
    /// load). Throws `URLError(.badURL)` for a request without a URL.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        return try await data(from: url)
    }

    /// A task that loads `url` when resumed and calls `completionHandler` with the bytes and the response, or the
    /// error (see `URLSessionDataTask`).
    public func dataTask(
        with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    /// A task that loads `request` when resumed and calls `completionHandler` (see `URLSessionDataTask`).
    public func dataTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        URLSessionDataTask(request: request, session: self, completionHandler: completionHandler)
    }
}

/// A session's delegate (kept, never called in reel).
public protocol URLSessionDelegate: AnyObject, Sendable {}
