/// The bytes of a finished transfer.
public struct FetchedData: Sendable, Equatable {
    /// The response body.
    public var bytes: [UInt8]
    /// Final HTTP status (after redirects); 0 for `file://`.
    public var httpStatus: Int
    /// The `Content-Type` header, if any.
    public var contentType: String?
    /// The URL the body came from, after redirects.
    public var effectiveURL: String

    /// Creates a result.
    public init(bytes: [UInt8], httpStatus: Int, contentType: String? = nil, effectiveURL: String) {
        self.bytes = bytes
        self.httpStatus = httpStatus
        self.contentType = contentType
        self.effectiveURL = effectiveURL
    }
}
