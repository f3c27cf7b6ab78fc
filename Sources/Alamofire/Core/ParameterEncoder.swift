/// Puts an `Encodable` value into a request: `JSONParameterEncoder` (a JSON body) or
/// `URLEncodedFormParameterEncoder` (a query or form body).
public protocol ParameterEncoder: Sendable {
    /// The request with `parameters` in it; throws `AFError.parameterEncoderFailed` when they cannot be.
    func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws
        -> URLRequest
}

/// An `Encodable` value as a JSON body, with `Content-Type: application/json` unless the request has one.
open class JSONParameterEncoder: @unchecked Sendable, ParameterEncoder {
    // @unchecked Sendable: the encoder is set once and only read (as Alamofire's is).

    /// Compact JSON.
    public static var `default`: JSONParameterEncoder { JSONParameterEncoder() }
    /// Indented JSON.
    public static var prettyPrinted: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .prettyPrinted
        return JSONParameterEncoder(encoder: encoder)
    }

    /// The encoder.
    public let encoder: JSONEncoder

    public init(encoder: JSONEncoder = JSONEncoder()) {
        self.encoder = encoder
    }

    open func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws
        -> URLRequest
    {
        guard let parameters else { return request }
        var request = request
        do {
            request.httpBody = try encoder.encode(parameters)
            if request.headers["Content-Type"] == nil { request.headers.update(.contentType("application/json")) }
        } catch {
            throw AFError.parameterEncoderFailed(reason: .encoderFailed(error: error))
        }
        return request
    }
}

/// An `Encodable` value as a URL-encoded query: in the URL for `GET`, `HEAD` and `DELETE`, else as the body, as
/// `URLEncoding` writes a dictionary (the value is encoded to JSON and read back as one, so it must encode as a
/// keyed container).
open class URLEncodedFormParameterEncoder: @unchecked Sendable, ParameterEncoder {
    // @unchecked Sendable: every stored property is immutable.

    /// Where the query goes.
    public enum Destination: Sendable {
        /// The URL for `GET`, `HEAD` and `DELETE`, the body for other methods.
        case methodDependent
        /// The URL, whatever the method.
        case queryString
        /// The body, whatever the method.
        case httpBody
    }

    /// The method-dependent encoder.
    public static var `default`: URLEncodedFormParameterEncoder { URLEncodedFormParameterEncoder() }

    /// Where the query goes.
    public let destination: Destination

    public init(destination: Destination = .methodDependent) {
        self.destination = destination
    }

    open func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws
        -> URLRequest
    {
        guard let parameters else { return request }
        guard request.url != nil else { throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.url)) }
        guard request.method != nil else {
            throw AFError.parameterEncoderFailed(
                reason: .missingRequiredComponent(.httpMethod(rawValue: request.httpMethod ?? "nil")))
        }
        let dictionary: [String: Any]
        do {
            let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(parameters))
            guard let keyed = object as? [String: Any] else {
                throw EncodingError.invalidValue(
                    parameters, .init(codingPath: [], debugDescription: "not a keyed container"))
            }
            dictionary = keyed
        } catch {
            throw AFError.parameterEncoderFailed(reason: .encoderFailed(error: error))
        }
        let encoding =
            switch destination {
            case .methodDependent: URLEncoding(destination: .methodDependent)
            case .queryString: URLEncoding(destination: .queryString)
            case .httpBody: URLEncoding(destination: .httpBody)
            }
        return try encoding.encode(request, values: dictionary)
    }
}
