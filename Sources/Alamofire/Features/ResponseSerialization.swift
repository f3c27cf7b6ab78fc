/// Decodes a value from a response body: `JSONDecoder` and `PropertyListDecoder` are ones.
public protocol DataDecoder: Sendable {
    /// The value of `type` that `data` holds.
    func decode<D: Decodable>(_ type: D.Type, from data: Data) throws -> D
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

/// Changes a body before it is serialized (`PassthroughPreprocessor` leaves it as it is).
public protocol DataPreprocessor: Sendable {
    /// The body to serialize.
    func preprocess(_ data: Data) throws -> Data
}

/// Leaves the body as it is.
public struct PassthroughPreprocessor: DataPreprocessor {
    public init() {}
    public func preprocess(_ data: Data) throws -> Data { data }
}

/// A type with a value for an empty body (a `204 No Content`): `Empty` is one.
public protocol EmptyResponse {
    /// The value an empty body decodes to.
    static func emptyValue() -> Self
}

/// The value of an empty body: `responseDecodable(of: Empty.self)`.
public struct Empty: Codable, Sendable {
    /// The one value.
    public static let value = Empty()
}

extension Empty: EmptyResponse {
    public static func emptyValue() -> Empty { value }
}

/// The codes and methods for which an empty body is a value, not a failure (Alamofire's defaults).
enum EmptyResponses {
    static let codes: Set<Int> = [204, 205]
    static let methods: Set<HTTPMethod> = [.head]
}

extension DataRequest {
    /// Serves the body to `completionHandler` on `queue`; an empty body fails with `inputDataNilOrZeroLength` unless
    /// the status or method allows one.
    @preconcurrency
    @discardableResult
    public func responseData(
        queue: DispatchQueue = .main, dataPreprocessor: any DataPreprocessor = PassthroughPreprocessor(),
        emptyResponseCodes: Set<Int> = [204, 205], emptyRequestMethods: Set<HTTPMethod> = [.head],
        completionHandler: @escaping @Sendable (AFDataResponse<Data>) -> Void
    ) -> Self {
        serve(
            queue: queue, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods,
            empty: { Data() }, serialize: { try dataPreprocessor.preprocess($0) },
            completionHandler: completionHandler)
    }

    /// Serves the body as text: in `encoding`, or ISO-8859-1 (HTTP's default charset; reel's responses name none).
    @preconcurrency
    @discardableResult
    public func responseString(
        queue: DispatchQueue = .main, dataPreprocessor: any DataPreprocessor = PassthroughPreprocessor(),
        encoding: String.Encoding? = nil, emptyResponseCodes: Set<Int> = [204, 205],
        emptyRequestMethods: Set<HTTPMethod> = [.head],
        completionHandler: @escaping @Sendable (AFDataResponse<String>) -> Void
    ) -> Self {
        let encoding = encoding ?? .isoLatin1
        return serve(
            queue: queue, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods,
            empty: { "" },
            serialize: { data in
                guard let text = String(data: try dataPreprocessor.preprocess(data), encoding: encoding) else {
                    throw AFError.responseSerializationFailed(reason: .stringSerializationFailed(encoding: encoding))
                }
                return text
            }, completionHandler: completionHandler)
    }

    /// Serves the body parsed by `JSONSerialization` (deprecated in Alamofire: use `responseDecodable`).
    @available(
        *, deprecated,
        message: "responseJSON deprecated and will be removed in Alamofire 6. Use responseDecodable instead."
    )
    @preconcurrency
    @discardableResult
    public func responseJSON(
        queue: DispatchQueue = .main, dataPreprocessor: any DataPreprocessor = PassthroughPreprocessor(),
        emptyResponseCodes: Set<Int> = [204, 205], emptyRequestMethods: Set<HTTPMethod> = [.head],
        options: JSONSerialization.ReadingOptions = .allowFragments,
        completionHandler: @escaping @Sendable (AFDataResponse<Any>) -> Void
    ) -> Self {
        serve(
            queue: queue, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods,
            empty: { NSNull() },
            serialize: { data in
                do {
                    return try JSONSerialization.jsonObject(
                        with: try dataPreprocessor.preprocess(data), options: options)
                } catch {
                    throw AFError.responseSerializationFailed(reason: .jsonSerializationFailed(error: error))
                }
            }, completionHandler: completionHandler)
    }

    /// Serves the body decoded as `type` by `decoder`; an empty body is `type`'s empty value when it has one
    /// (`Empty`), else the failure `invalidEmptyResponse`.
    @preconcurrency
    @discardableResult
    public func responseDecodable<Value>(
        of type: Value.Type = Value.self, queue: DispatchQueue = .main,
        dataPreprocessor: any DataPreprocessor = PassthroughPreprocessor(), decoder: any DataDecoder = JSONDecoder(),
        emptyResponseCodes: Set<Int> = [204, 205], emptyRequestMethods: Set<HTTPMethod> = [.head],
        completionHandler: @escaping @Sendable (AFDataResponse<Value>) -> Void
    ) -> Self where Value: Decodable, Value: Sendable {
        serve(
            queue: queue, emptyResponseCodes: emptyResponseCodes, emptyRequestMethods: emptyRequestMethods,
            empty: {
                guard let empty = Value.self as? any EmptyResponse.Type, let value = empty.emptyValue() as? Value else {
                    throw AFError.responseSerializationFailed(reason: .invalidEmptyResponse(type: "\(Value.self)"))
                }
                return value
            },
            serialize: { data in
                do {
                    return try decoder.decode(Value.self, from: try dataPreprocessor.preprocess(data))
                } catch {
                    throw AFError.responseSerializationFailed(reason: .decodingFailed(error: error))
                }
            }, completionHandler: completionHandler)
    }
}
