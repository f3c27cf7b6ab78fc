/// A request's parameters: a dictionary of JSON-compatible values.
public typealias Parameters = [String: any Any & Sendable]

/// Puts parameters into a request: `URLEncoding` (query string or form body) or `JSONEncoding` (a JSON body).
public protocol ParameterEncoding: Sendable {
    /// The request with `parameters` in it; throws `AFError.parameterEncodingFailed` when they cannot be.
    func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}

/// Parameters as a URL-encoded query (`a=1&b%5B%5D=2`, keys sorted): in the URL for `GET`, `HEAD` and `DELETE`,
/// else as the body with `Content-Type: application/x-www-form-urlencoded; charset=utf-8` (unless the request has
/// one). Arrays repeat their key with `[]`, dictionaries nest as `key[sub]`, booleans are `1` and `0`.
public struct URLEncoding: ParameterEncoding {
    /// Where the query goes.
    public enum Destination: Sendable {
        /// The URL for `GET`, `HEAD` and `DELETE`, the body for other methods.
        case methodDependent
        /// The URL, whatever the method.
        case queryString
        /// The body, whatever the method.
        case httpBody

        func encodesParametersInURL(for method: HTTPMethod) -> Bool {
            switch self {
            case .methodDependent: [.get, .head, .delete].contains(method)
            case .queryString: true
            case .httpBody: false
            }
        }
    }

    /// How an array's key is written for each of its values.
    public enum ArrayEncoding: Sendable {
        /// `key[]` (the default).
        case brackets
        /// `key`.
        case noBrackets
        /// `key[0]`, `key[1]`…
        case indexInBrackets
        /// The closure's key for the key and index.
        case custom(@Sendable (_ key: String, _ index: Int) -> String)

        func encode(key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: "\(key)[]"
            case .noBrackets: key
            case .indexInBrackets: "\(key)[\(index)]"
            case .custom(let encode): encode(key, index)
            }
        }
    }

    /// How a boolean is written.
    public enum BoolEncoding: Sendable {
        /// `1` and `0` (the default).
        case numeric
        /// `true` and `false`.
        case literal

        func encode(value: Bool) -> String {
            switch self {
            case .numeric: value ? "1" : "0"
            case .literal: value ? "true" : "false"
            }
        }
    }

    /// The method-dependent encoding.
    public static var `default`: URLEncoding { URLEncoding() }
    /// The query string, whatever the method.
    public static var queryString: URLEncoding { URLEncoding(destination: .queryString) }
    /// The body, whatever the method.
    public static var httpBody: URLEncoding { URLEncoding(destination: .httpBody) }

    /// Where the query goes.
    public let destination: Destination
    /// How array keys are written.
    public let arrayEncoding: ArrayEncoding
    /// How booleans are written.
    public let boolEncoding: BoolEncoding

    public init(
        destination: Destination = .methodDependent, arrayEncoding: ArrayEncoding = .brackets,
        boolEncoding: BoolEncoding = .numeric
    ) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
    }

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        let request = try urlRequest.asURLRequest()
        guard let parameters else { return request }
        return try encode(request, values: parameters as [String: Any])
    }

    /// The request with `parameters` in it (any values: those a JSON object was read into too).
    func encode(_ request: URLRequest, values parameters: [String: Any]) throws -> URLRequest {
        var request = request
        if let method = request.method, destination.encodesParametersInURL(for: method) {
            guard let url = request.url else { throw AFError.parameterEncodingFailed(reason: .missingURL) }
            if var components = URLComponents(url: url, resolvingAgainstBaseURL: false), !parameters.isEmpty {
                components.percentEncodedQuery =
                    (components.percentEncodedQuery.map { $0 + "&" } ?? "") + query(parameters)
                request.url = components.url
            }
        } else {
            if request.headers["Content-Type"] == nil {
                request.headers.update(.contentType("application/x-www-form-urlencoded; charset=utf-8"))
            }
            request.httpBody = Data(query(parameters).utf8)
        }
        return request
    }

    /// The escaped `(key, value)` pairs of one parameter, nested values flattened.
    public func queryComponents(fromKey key: String, value: Any) -> [(String, String)] {
        switch value {
        case let dictionary as [String: Any]:
            return dictionary.keys.sorted().flatMap {
                queryComponents(fromKey: "\(key)[\($0)]", value: dictionary[$0]!)
            }
        case let array as [Any]:
            return array.enumerated().flatMap {
                queryComponents(fromKey: arrayEncoding.encode(key: key, atIndex: $0.offset), value: $0.element)
            }
        case let bool as Bool:
            return [(escape(key), escape(boolEncoding.encode(value: bool)))]
        default:
            return [(escape(key), escape("\(value)"))]
        }
    }

    /// `string` percent-escaped for a query key or value (RFC 3986: only unreserved characters, `?` and `/` stay).
    public func escape(_ string: String) -> String {
        string.addingPercentEncoding(withAllowedCharacters: Self.queryAllowed) ?? string
    }

    private static let queryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: ":#[]@!$&'()*+,;=")
        return allowed
    }()

    private func query(_ parameters: [String: Any]) -> String {
        parameters.keys.sorted().flatMap { queryComponents(fromKey: $0, value: parameters[$0]!) }
            .map { "\($0)=\($1)" }.joined(separator: "&")
    }
}

/// Parameters as a JSON body (`JSONSerialization`), with `Content-Type: application/json` unless the request has one.
public struct JSONEncoding: ParameterEncoding {
    /// Why parameters are not JSON.
    public enum Error: Swift.Error {
        /// `JSONSerialization.isValidJSONObject` refused them.
        case invalidJSONObject
    }

    /// Compact JSON.
    public static var `default`: JSONEncoding { JSONEncoding() }
    /// Indented JSON.
    public static var prettyPrinted: JSONEncoding { JSONEncoding(options: .prettyPrinted) }

    /// The writing options.
    public let options: JSONSerialization.WritingOptions

    public init(options: JSONSerialization.WritingOptions = []) {
        self.options = options
    }

    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try encode(urlRequest, withJSONObject: parameters)
    }

    /// The request with `jsonObject` as its JSON body.
    public func encode(_ urlRequest: any URLRequestConvertible, withJSONObject jsonObject: Any? = nil) throws
        -> URLRequest
    {
        var request = try urlRequest.asURLRequest()
        guard let jsonObject else { return request }
        guard JSONSerialization.isValidJSONObject(jsonObject) else {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: Error.invalidJSONObject))
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: jsonObject, options: options)
            if request.headers["Content-Type"] == nil { request.headers.update(.contentType("application/json")) }
            request.httpBody = data
        } catch {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: error))
        }
        return request
    }
}
