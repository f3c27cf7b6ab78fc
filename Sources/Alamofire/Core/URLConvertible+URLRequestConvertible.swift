/// A value a URL can be made from: a `String`, a `URL` or `URLComponents`.
public protocol URLConvertible: Sendable {
    /// The URL; throws `AFError.invalidURL` when there is none.
    func asURL() throws -> URL
}

extension String: URLConvertible {
    /// The URL the string spells; throws `AFError.invalidURL(url: self)` when it spells none.
    public func asURL() throws -> URL {
        guard let url = URL(string: self) else { throw AFError.invalidURL(url: self) }
        return url
    }
}

extension URL: URLConvertible {
    public func asURL() throws -> URL { self }
}

extension URLComponents: URLConvertible {
    /// The components' URL; throws `AFError.invalidURL(url: self)` when they make none.
    public func asURL() throws -> URL {
        guard let url else { throw AFError.invalidURL(url: self) }
        return url
    }
}

/// A value a request can be made from: a `URLRequest`, or an app's router enum.
public protocol URLRequestConvertible: Sendable {
    /// The request.
    func asURLRequest() throws -> URLRequest
}

extension URLRequestConvertible {
    /// The request, or nil when there is none.
    public var urlRequest: URLRequest? { try? asURLRequest() }
}

extension URLRequest: URLRequestConvertible {
    public func asURLRequest() throws -> URLRequest { self }
}
