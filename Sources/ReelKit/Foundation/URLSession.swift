/// The loader the user's code awaits, shaped like Foundation's: `URLSession.shared.data(from:)` is served by reel's
/// image pipeline — the network model, libcurl, request coalescing and the memory cache — and resumes at the load's
/// virtual due time. Cancelling the awaiting task cancels the request (the transfer stops when nobody else waits).
public final class URLSession: Sendable {
    /// The shared session.
    public static let shared = URLSession()

    private init() {}

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
