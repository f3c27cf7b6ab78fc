/// Limits every transfer obeys.
package struct LoaderLimits: Sendable, Equatable {
    /// Most transfers running at once (values below 1 act as 1).
    package var maxConcurrent: Int
    /// Longest time to establish a connection, in milliseconds.
    package var connectTimeoutMs: Int
    /// Longest time for a whole transfer, connection included, in milliseconds.
    package var totalTimeoutMs: Int
    /// Most HTTP redirects followed.
    package var maxRedirects: Int
    /// Largest body accepted, in bytes, with or without a `Content-Length`.
    package var maxBytes: Int
    /// `nil`: http/https only. Set: `file://` URLs are allowed too, but only for paths whose
    /// `realpath` lies inside this directory (so `..` and symlink escapes are refused).
    package var fileRoot: String?

    /// Creates limits; every parameter has a sensible default.
    package init(
        maxConcurrent: Int = 6,
        connectTimeoutMs: Int = 2_000,
        totalTimeoutMs: Int = 10_000,
        maxRedirects: Int = 3,
        maxBytes: Int = 20 * 1024 * 1024,
        fileRoot: String? = nil
    ) {
        self.maxConcurrent = maxConcurrent
        self.connectTimeoutMs = connectTimeoutMs
        self.totalTimeoutMs = totalTimeoutMs
        self.maxRedirects = maxRedirects
        self.maxBytes = maxBytes
        self.fileRoot = fileRoot
    }
}
