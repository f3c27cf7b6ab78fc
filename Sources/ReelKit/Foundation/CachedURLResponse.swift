/// A response kept by `URLCache`: the bytes (for `UIImage(data:)`) and the response.
public final class CachedURLResponse: Sendable {
    public let data: Data
    public let response: URLResponse

    public init(response: URLResponse, data: Data) {
        self.response = response
        self.data = data
    }
}
