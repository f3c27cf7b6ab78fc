/// An HTTP response.
// @unchecked Sendable: every stored property is an immutable value (an open class cannot be checked as Sendable).
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public let statusCode: Int

    public init(url: URL, statusCode: Int, expectedContentLength: Int64) {
        self.statusCode = statusCode
        super.init(url: url, expectedContentLength: expectedContentLength)
    }
}
