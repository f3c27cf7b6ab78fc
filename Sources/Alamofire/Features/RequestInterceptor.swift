/// Changes a request before it is sent (`adapt`), as an app's token adapter does. Retrying is not modelled: a
/// failed request fails once (reel's network model decides failures per load).
public protocol RequestInterceptor: Sendable {
    /// Calls `completion` with the request to send, or the error that stops it.
    func adapt(
        _ urlRequest: URLRequest, for session: Session,
        completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void)
}

extension RequestInterceptor {
    public func adapt(
        _ urlRequest: URLRequest, for session: Session,
        completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        completion(.success(urlRequest))
    }
}

/// A closure that changes the `URLRequest` a session makes from a URL, method, parameters and headers.
public typealias RequestModifier = @Sendable (inout URLRequest) throws -> Void
