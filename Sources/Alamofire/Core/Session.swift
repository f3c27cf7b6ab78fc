/// Makes requests (`AF` is the default one). Its requests start when their first response handler is added
/// (`startRequestsImmediately`), and run on ReelKit's `URLSession`: reel's network model, pipeline and clock.
open class Session: @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable (an open class cannot be checked as Sendable).

    /// The default session, `AF`. One per process is enough: a session holds nothing that changes (each request
    /// keeps its own state), so runs of the user's code in one process share nothing through it.
    public static let `default` = Session()

    /// Whether a request starts when its first response handler is added (true by default, as in Alamofire).
    public let startRequestsImmediately: Bool
    /// The interceptor every request of the session goes through (before its own).
    public let interceptor: (any RequestInterceptor)?

    public init(startRequestsImmediately: Bool = true, interceptor: (any RequestInterceptor)? = nil) {
        self.startRequestsImmediately = startRequestsImmediately
        self.interceptor = interceptor
    }

    /// A request of `convertible` with the method, parameters (put in by `encoding`) and headers given.
    open func request(
        _ convertible: any URLConvertible, method: HTTPMethod = .get, parameters: Parameters? = nil,
        encoding: any ParameterEncoding = URLEncoding.default, headers: HTTPHeaders? = nil,
        interceptor: (any RequestInterceptor)? = nil, requestModifier: RequestModifier? = nil
    ) -> DataRequest {
        let made = RequestConvertible(
            url: convertible, method: method, headers: headers, requestModifier: requestModifier
        ) { try encoding.encode($0, with: parameters) }
        return request(made, interceptor: interceptor)
    }

    /// A request of `convertible` with an `Encodable` value as its parameters (put in by `encoder`).
    open func request<Parameters: Encodable & Sendable>(
        _ convertible: any URLConvertible, method: HTTPMethod = .get, parameters: Parameters? = nil,
        encoder: any ParameterEncoder = URLEncodedFormParameterEncoder.default, headers: HTTPHeaders? = nil,
        interceptor: (any RequestInterceptor)? = nil, requestModifier: RequestModifier? = nil
    ) -> DataRequest {
        let made = RequestConvertible(
            url: convertible, method: method, headers: headers, requestModifier: requestModifier
        ) { request in try parameters.map { try encoder.encode($0, into: request) } ?? request }
        return request(made, interceptor: interceptor)
    }

    /// A request of the `URLRequest` that `convertible` makes.
    open func request(_ convertible: any URLRequestConvertible, interceptor: (any RequestInterceptor)? = nil)
        -> DataRequest
    {
        DataRequest(convertible: convertible, session: self, interceptor: interceptor)
    }
}

/// A URL, method, headers and parameters, made into a `URLRequest` when the request is sent.
private struct RequestConvertible: URLRequestConvertible {
    let url: any URLConvertible
    let method: HTTPMethod
    let headers: HTTPHeaders?
    let requestModifier: RequestModifier?
    let encode: @Sendable (URLRequest) throws -> URLRequest

    func asURLRequest() throws -> URLRequest {
        var request = try URLRequest(url: url, method: method, headers: headers)
        try requestModifier?(&request)
        return try encode(request)
    }
}
