import Foundation

/// A session's settings, as an app's API client makes them (`URLSessionConfiguration.default`, a timeout, extra
/// headers, a cache). Kept and read back; reel's network model decides how every load goes, so none changes a load.
// @unchecked Sendable: the settings are a value copied into each session made from them, and a configuration is
// set up on one thread before it is used, as Foundation documents for its own.
open class URLSessionConfiguration: @unchecked Sendable {
    /// A configuration with the system's defaults.
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    /// A configuration that keeps nothing on disk (reel's runs keep nothing on disk anyway).
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

    /// Seconds a request may wait for data (kept).
    open var timeoutIntervalForRequest: TimeInterval = 60
    /// Seconds a whole resource may take (kept).
    open var timeoutIntervalForResource: TimeInterval = 604_800
    /// The cache policy of the session's requests (kept).
    open var requestCachePolicy = URLRequest.CachePolicy.useProtocolCachePolicy
    /// The session's response cache (kept; reel's memory cache answers).
    open var urlCache: URLCache?
    /// Headers added to every request (kept).
    open var httpAdditionalHeaders: [AnyHashable: Any]?
    /// The most connections to one host (kept; the network model has its own).
    open var httpMaximumConnectionsPerHost = 6
    /// Whether requests wait for connectivity (kept).
    open var waitsForConnectivity = false
    /// Whether requests may use a cellular network (kept).
    open var allowsCellularAccess = true

    public init() {}
}
