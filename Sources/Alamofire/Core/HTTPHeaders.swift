/// An ordered, case-insensitive collection of HTTP headers: `["Authorization": "Bearer …"]` or `[.accept("…")]`.
public struct HTTPHeaders: Equatable, Hashable, Sendable {
    private var headers: [HTTPHeader] = []

    /// No headers.
    public init() {}

    /// The headers given; a name given twice (whatever its case) keeps the last value.
    public init(_ headers: [HTTPHeader]) {
        for header in headers { update(header) }
    }

    /// The dictionary's headers; a name given twice (whatever its case) keeps one of the values.
    public init(_ dictionary: [String: String]) {
        for (name, value) in dictionary { update(HTTPHeader(name: name, value: value)) }
    }

    /// Adds the header, or replaces the value of the one of that name (case-insensitively).
    public mutating func add(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Adds the header, or replaces the value of the one of its name (case-insensitively).
    public mutating func add(_ header: HTTPHeader) {
        update(header)
    }

    /// Adds the header, or replaces the value of the one of that name (case-insensitively).
    public mutating func update(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Adds the header, or replaces the one of its name where it stands (case-insensitively).
    public mutating func update(_ header: HTTPHeader) {
        guard let index = index(of: header.name) else {
            headers.append(header)
            return
        }
        headers[index] = header
    }

    /// Removes the header of that name (case-insensitively), if there is one.
    public mutating func remove(name: String) {
        guard let index = index(of: name) else { return }
        headers.remove(at: index)
    }

    /// Sorts the headers by name, case-insensitively.
    public mutating func sort() {
        headers.sort { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The headers sorted by name, case-insensitively.
    public func sorted() -> HTTPHeaders {
        var headers = self
        headers.sort()
        return headers
    }

    /// The value of the header of that name (case-insensitively).
    public func value(for name: String) -> String? {
        index(of: name).map { headers[$0].value }
    }

    /// The value of the header of that name (case-insensitively); setting nil removes it.
    public subscript(_ name: String) -> String? {
        get { value(for: name) }
        set {
            if let newValue { update(name: name, value: newValue) } else { remove(name: name) }
        }
    }

    /// The headers as a dictionary (their order is not kept).
    public var dictionary: [String: String] {
        Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    private func index(of name: String) -> Int? {
        let lowercased = name.lowercased()
        return headers.firstIndex { $0.name.lowercased() == lowercased }
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { update(name: name, value: value) }
    }
}

extension HTTPHeaders: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: HTTPHeader...) {
        self.init(elements)
    }
}

extension HTTPHeaders: Sequence {
    public func makeIterator() -> IndexingIterator<[HTTPHeader]> {
        headers.makeIterator()
    }
}

extension HTTPHeaders: Collection {
    public var startIndex: Int { headers.startIndex }
    public var endIndex: Int { headers.endIndex }
    public subscript(position: Int) -> HTTPHeader { headers[position] }
    public func index(after i: Int) -> Int { headers.index(after: i) }
}

extension HTTPHeaders: CustomStringConvertible {
    public var description: String {
        headers.map(\.description).joined(separator: "\n")
    }
}

/// One HTTP header: a name and a value.
public struct HTTPHeader: Equatable, Hashable, Sendable {
    /// The name (compared case-insensitively by `HTTPHeaders`).
    public let name: String
    /// The value.
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension HTTPHeader: CustomStringConvertible {
    public var description: String { "\(name): \(value)" }
}

extension HTTPHeader {
    /// `Accept`.
    public static func accept(_ value: String) -> HTTPHeader { HTTPHeader(name: "Accept", value: value) }
    /// `Accept-Charset`.
    public static func acceptCharset(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept-Charset", value: value)
    }
    /// `Accept-Language`.
    public static func acceptLanguage(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept-Language", value: value)
    }
    /// `Accept-Encoding`.
    public static func acceptEncoding(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept-Encoding", value: value)
    }
    /// `Authorization: Basic …` with the credentials Base64-encoded.
    public static func authorization(username: String, password: String) -> HTTPHeader {
        authorization("Basic \(Data("\(username):\(password)".utf8).base64EncodedString())")
    }
    /// `Authorization: Bearer …`.
    public static func authorization(bearerToken: String) -> HTTPHeader { authorization("Bearer \(bearerToken)") }
    /// `Authorization`.
    public static func authorization(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Authorization", value: value)
    }
    /// `Content-Disposition`.
    public static func contentDisposition(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Disposition", value: value)
    }
    /// `Content-Encoding`.
    public static func contentEncoding(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Encoding", value: value)
    }
    /// `Content-Type`.
    public static func contentType(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Type", value: value)
    }
    /// `User-Agent`.
    public static func userAgent(_ value: String) -> HTTPHeader { HTTPHeader(name: "User-Agent", value: value) }

    /// The headers every request of a session gets unless it sets its own (`Accept-Encoding`, `Accept-Language`,
    /// `User-Agent`).
    public static let `default`: HTTPHeaders = [.defaultAcceptEncoding, .defaultAcceptLanguage, .defaultUserAgent]
    /// `Accept-Encoding: br;q=1.0, gzip;q=0.9, deflate;q=0.8`.
    public static let defaultAcceptEncoding = HTTPHeader.acceptEncoding("br;q=1.0, gzip;q=0.9, deflate;q=0.8")
    /// `Accept-Language: en;q=1.0` (reel's runs have one locale).
    public static let defaultAcceptLanguage = HTTPHeader.acceptLanguage("en;q=1.0")
    /// `User-Agent` naming Alamofire, as the library's does.
    public static let defaultUserAgent = HTTPHeader.userAgent("reel Alamofire/\(AFInfo.version)")
}

extension HTTPHeaders {
    /// The headers every request of a session gets unless it sets its own.
    public static let `default`: HTTPHeaders = HTTPHeader.default
}

extension URLRequest {
    /// The request's header fields as `HTTPHeaders`.
    public var headers: HTTPHeaders {
        get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { allHTTPHeaderFields = newValue.dictionary }
    }

    /// The request's method as an `HTTPMethod`.
    public var method: HTTPMethod? {
        get { httpMethod.map(HTTPMethod.init) }
        set { httpMethod = newValue?.rawValue }
    }

    /// A request of `url` with the method and headers given.
    public init(url: any URLConvertible, method: HTTPMethod, headers: HTTPHeaders? = nil) throws {
        let url = try url.asURL()
        self.init(url: url)
        httpMethod = method.rawValue
        allHTTPHeaderFields = headers?.dictionary
    }
}
