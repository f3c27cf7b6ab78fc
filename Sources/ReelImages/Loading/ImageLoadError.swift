/// Why a fetch failed (typed, built from `CURLcode` / HTTP status).
package enum ImageLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL could not be parsed, or a `file:` URL was malformed.
    case invalidURL(String)
    /// The URL's scheme (lowercased) is not allowed, e.g. `ftp`, or `file` without a file root.
    case schemeNotAllowed(String)
    /// A `file:` path resolves (after `..` and symlinks) outside the loader's file root.
    case outsideFileRoot(String)
    /// The server answered with a status of 400 or more.
    case httpStatus(Int)
    /// The body is larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The connect or total timeout, in milliseconds, elapsed.
    case timedOut(ms: Int)
    /// No connection could be made to `host:port`.
    case connectionFailed(String)
    /// More redirects than the limit.
    case tooManyRedirects(Int)
    /// Any other libcurl failure (including a refused redirect to another scheme); `code` is the `CURLcode`, or -1 when
    /// the loader is shut down.
    case transport(code: Int32, message: String)

    /// One human-readable line.
    package var description: String {
        switch self {
        case .invalidURL(let url): "invalid URL '\(url)'"
        case .schemeNotAllowed(let scheme): "scheme '\(scheme)' not allowed"
        case .outsideFileRoot(let path): "path '\(path)' is outside the file root"
        case .httpStatus(let status): "HTTP \(status)"
        case .tooLarge(let limit): "body exceeds \(limit) bytes"
        case .timedOut(let ms): "timed out after \(ms) ms"
        case .connectionFailed(let endpoint): "connection refused (\(endpoint))"
        case .tooManyRedirects(let limit): "more than \(limit) redirects"
        case .transport(let code, let message): "\(message) (curl \(code))"
        }
    }
}
