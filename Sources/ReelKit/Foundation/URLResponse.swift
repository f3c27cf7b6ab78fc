/// A response: the URL and, for HTTP, the status.
// @unchecked Sendable: every stored property is an immutable value (an open class cannot be checked as Sendable).
open class URLResponse: @unchecked Sendable {
    public let url: URL?
    public let expectedContentLength: Int64

    public init(url: URL?, expectedContentLength: Int64) {
        self.url = url
        self.expectedContentLength = expectedContentLength
    }
}
