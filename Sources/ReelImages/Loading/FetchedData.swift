/// The bytes of a finished transfer.
package struct FetchedData: Sendable, Equatable {
    /// The response body.
    package var bytes: [UInt8]
    /// Final HTTP status (after redirects); 0 for `file://`.
    package var httpStatus: Int
    /// The `Content-Type` header, if any.
    package var contentType: String?
    /// The URL the body came from, after redirects.
    package var effectiveURL: String

    /// Creates a result.
    package init(bytes: [UInt8], httpStatus: Int, contentType: String? = nil, effectiveURL: String) {
        self.bytes = bytes
        self.httpStatus = httpStatus
        self.contentType = contentType
        self.effectiveURL = effectiveURL
    }
}
