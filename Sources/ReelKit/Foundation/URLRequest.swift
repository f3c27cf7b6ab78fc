import Foundation

/// A request, shaped like Foundation's: what `URLSession.data(for:)`, `dataTask(with:)` and `URLCache` take. reel's
/// network model serves every request as a GET of the image at `url`; the method, headers, cache policy and timeout
/// are kept (the code that reads them back sees what it set) and do not change the load.
public struct URLRequest: Sendable, Hashable {
    /// How the request treats cached responses (kept; reel's memory cache answers as for `data(from:)`).
    public enum CachePolicy: UInt, Sendable, Hashable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5

        /// Foundation's other name for `reloadIgnoringLocalCacheData`.
        public static let reloadIgnoringCacheData = CachePolicy.reloadIgnoringLocalCacheData
    }

    /// The URL to load.
    public var url: URL?
    /// The cache policy (kept, not applied).
    public var cachePolicy: CachePolicy
    /// The timeout in seconds (kept; reel's network model decides timeouts).
    public var timeoutInterval: TimeInterval
    /// The method, "GET" unless set.
    public var httpMethod: String? = "GET"
    /// The header fields set so far.
    public var allHTTPHeaderFields: [String: String]?
    /// The body (kept, not sent).
    public var httpBody: Data?

    /// A GET request for `url`.
    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    /// The value of the header `field` (case-insensitive), if set.
    public func value(forHTTPHeaderField field: String) -> String? {
        allHTTPHeaderFields?.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// Sets the header `field` to `value` (nil removes it).
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        for key in fields.keys where key.caseInsensitiveCompare(field) == .orderedSame { fields[key] = nil }
        fields[field] = value
        allHTTPHeaderFields = fields
    }

    /// Appends `value` to the header `field` (comma-separated, as Foundation does).
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        setValue(self.value(forHTTPHeaderField: field).map { "\($0),\(value)" } ?? value, forHTTPHeaderField: field)
    }
}
