/// A data request's outcome as a handler gets it: the request sent, the HTTP response, the body and the serialized
/// result.
public struct DataResponse<Success, Failure: Error> {
    /// The request sent.
    public let request: URLRequest?
    /// The server's response.
    public let response: HTTPURLResponse?
    /// The body received.
    public let data: Data?
    /// The task's metrics: none in reel (its network model times the transfer).
    public let metrics: Never?
    /// Seconds spent serializing (0 in reel: serializing takes no virtual time).
    public let serializationDuration: TimeInterval
    /// The serialized value, or the error.
    public let result: Result<Success, Failure>

    /// The value, when the result is a success.
    public var value: Success? { try? result.get() }

    /// The error, when the result is a failure.
    public var error: Failure? {
        guard case .failure(let error) = result else { return nil }
        return error
    }

    public init(
        request: URLRequest?, response: HTTPURLResponse?, data: Data?, metrics: Never?,
        serializationDuration: TimeInterval, result: Result<Success, Failure>
    ) {
        self.request = request
        self.response = response
        self.data = data
        self.metrics = metrics
        self.serializationDuration = serializationDuration
        self.result = result
    }

    /// The response with its value transformed.
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> DataResponse<NewSuccess, Failure> {
        DataResponse<NewSuccess, Failure>(
            request: request, response: response, data: data, metrics: metrics,
            serializationDuration: serializationDuration, result: result.map(transform))
    }

    /// The response with its error transformed.
    public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> DataResponse<Success, NewFailure> {
        DataResponse<Success, NewFailure>(
            request: request, response: response, data: data, metrics: metrics,
            serializationDuration: serializationDuration, result: result.mapError(transform))
    }
}

extension DataResponse: Sendable where Success: Sendable, Failure: Sendable {}

/// A response whose error is an `AFError`.
public typealias AFDataResponse<Success> = DataResponse<Success, AFError>
