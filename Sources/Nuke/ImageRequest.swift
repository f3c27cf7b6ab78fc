/// What to load: a URL (or URL request), the processors to apply, and a priority.
public struct ImageRequest: Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// How urgent a request is (reel's pipeline orders loads by its own model; kept on the request).
    public enum Priority: Int, Comparable, Sendable {
        case veryLow = 0
        case low, normal, high, veryHigh
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Options of a request.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }
        /// Skip the memory cache when reading.
        public static let disableMemoryCacheReads = Options(rawValue: 1 << 0)
        /// Do not store the image in the memory cache.
        public static let disableMemoryCacheWrites = Options(rawValue: 1 << 1)
        /// Neither read nor write the memory cache.
        public static let disableMemoryCache: Options = [.disableMemoryCacheReads, .disableMemoryCacheWrites]
        /// Only the caches: no download (a miss fails with `dataMissingInCache`).
        public static let returnCacheDataDontLoad = Options(rawValue: 1 << 6)
    }

    /// The URL request, when the request has one.
    public var urlRequest: URLRequest?
    /// The URL.
    public var url: URL? { urlRequest?.url }
    /// The processors, applied in order.
    public var processors: [any ImageProcessing]
    /// The priority.
    public var priority: Priority
    /// The options.
    public var options: Options
    /// Values of the app's own.
    public var userInfo: [UserInfoKey: any Sendable]

    /// A key of `userInfo`.
    public struct UserInfoKey: Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The key the memory and disk caches use instead of the URL.
        public static let imageIdKey: UserInfoKey = "github.com/kean/nuke/imageId"
    }

    /// A request for `url`.
    public init(
        url: URL?, processors: [any ImageProcessing] = [], priority: Priority = .normal, options: Options = [],
        userInfo: [UserInfoKey: any Sendable]? = nil
    ) {
        urlRequest = url.map { URLRequest(url: $0) }
        self.processors = processors
        self.priority = priority
        self.options = options
        self.userInfo = userInfo ?? [:]
    }

    /// A request for `urlRequest`.
    public init(
        urlRequest: URLRequest, processors: [any ImageProcessing] = [], priority: Priority = .normal,
        options: Options = [], userInfo: [UserInfoKey: any Sendable]? = nil
    ) {
        self.urlRequest = urlRequest
        self.processors = processors
        self.priority = priority
        self.options = options
        self.userInfo = userInfo ?? [:]
    }

    public init(stringLiteral value: String) { self.init(url: URL(string: value)) }

    /// The image's identity: the `imageIdKey` value, else the URL's text.
    public var imageId: String? { userInfo[.imageIdKey] as? String ?? url?.absoluteString }

    /// The memory cache's key: the image's identity and the processors'.
    var cacheKey: String { ([imageId ?? ""] + processors.map(\.identifier)).joined(separator: "|") }

    public var description: String {
        "ImageRequest(url: \(url?.absoluteString ?? "nil"), processors: \(processors.count))"
    }
}

extension URL {
    /// The request of this URL.
    var asImageRequest: ImageRequest { ImageRequest(url: self) }
}
