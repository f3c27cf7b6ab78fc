/// What went wrong with a request, as Alamofire reports it: its cases that a request made through reel can meet.
public enum AFError: Error, Sendable {
    /// Why parameters could not be encoded into a request.
    public enum ParameterEncodingFailureReason: Sendable {
        /// The request has no URL to put the query in.
        case missingURL
        /// `JSONSerialization` refused the parameters.
        case jsonEncodingFailed(error: any Error)
        /// An app's own encoding threw.
        case customEncodingFailed(error: any Error)
    }

    /// Why an `Encodable` value could not be encoded into a request.
    public enum ParameterEncoderFailureReason: Sendable {
        /// The part of the request the encoder needed.
        public enum RequiredComponent: Sendable {
            /// The URL.
            case url
            /// The HTTP method.
            case httpMethod(rawValue: String)
        }

        /// The request lacks a part the encoder needs.
        case missingRequiredComponent(RequiredComponent)
        /// The encoder threw.
        case encoderFailed(error: any Error)
    }

    /// Why a response failed `validate()`.
    public enum ResponseValidationFailureReason: Sendable {
        /// The response has no content type though the request accepts only some.
        case missingContentType(acceptableContentTypes: [String])
        /// The response's content type is not one the request accepts.
        case unacceptableContentType(acceptableContentTypes: [String], responseContentType: String)
        /// The status code is not an acceptable one (200–299 by default).
        case unacceptableStatusCode(code: Int)
        /// An app's own validation failed.
        case customValidationFailed(error: any Error)
    }

    /// Why a response could not be serialized.
    public enum ResponseSerializationFailureReason: Sendable {
        /// The response has no body.
        case inputDataNilOrZeroLength
        /// The body is not text in the encoding.
        case stringSerializationFailed(encoding: String.Encoding)
        /// `JSONSerialization` refused the body.
        case jsonSerializationFailed(error: any Error)
        /// The decoder threw.
        case decodingFailed(error: any Error)
        /// An app's own serializer threw.
        case customSerializationFailed(error: any Error)
        /// An empty body for a type that has no empty value.
        case invalidEmptyResponse(type: String)
    }

    /// The `URLRequest` could not be made (a `URLRequestConvertible` threw).
    case createURLRequestFailed(error: any Error)
    /// The request was cancelled (`cancel()`).
    case explicitlyCancelled
    /// The URL is not one (`"not a url"`).
    case invalidURL(url: any URLConvertible)
    /// Parameters could not be encoded.
    case parameterEncodingFailed(reason: ParameterEncodingFailureReason)
    /// An `Encodable` value could not be encoded.
    case parameterEncoderFailed(reason: ParameterEncoderFailureReason)
    /// The interceptor's `adapt` threw.
    case requestAdaptationFailed(error: any Error)
    /// The response failed validation.
    case responseValidationFailed(reason: ResponseValidationFailureReason)
    /// The response could not be serialized.
    case responseSerializationFailed(reason: ResponseSerializationFailureReason)
    /// The transfer failed (the `URLError` is the error).
    case sessionTaskFailed(error: any Error)
}

extension Error {
    /// The error as an `AFError`, if it is one.
    public var asAFError: AFError? { self as? AFError }

    /// The error as an `AFError`, or a failure naming `message` (Alamofire's `asAFError(orFailWith:)`).
    public func asAFError(orFailWith message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line)
        -> AFError
    {
        guard let afError = self as? AFError else { fatalError(message(), file: file, line: line) }
        return afError
    }
}

extension AFError {
    /// Whether the request was cancelled.
    public var isExplicitlyCancelledError: Bool {
        if case .explicitlyCancelled = self { return true }
        return false
    }

    /// Whether the URL was invalid.
    public var isInvalidURLError: Bool {
        if case .invalidURL = self { return true }
        return false
    }

    /// Whether validation failed.
    public var isResponseValidationError: Bool {
        if case .responseValidationFailed = self { return true }
        return false
    }

    /// Whether serialization failed.
    public var isResponseSerializationError: Bool {
        if case .responseSerializationFailed = self { return true }
        return false
    }

    /// Whether the transfer failed.
    public var isSessionTaskError: Bool {
        if case .sessionTaskFailed = self { return true }
        return false
    }

    /// The status code a validation refused.
    public var responseCode: Int? {
        guard case .responseValidationFailed(.unacceptableStatusCode(let code)) = self else { return nil }
        return code
    }

    /// The error under this one (the transfer's, the decoder's), if any.
    public var underlyingError: (any Error)? {
        switch self {
        case .createURLRequestFailed(let error), .requestAdaptationFailed(let error), .sessionTaskFailed(let error):
            error
        case .parameterEncodingFailed(.jsonEncodingFailed(let error)),
            .parameterEncodingFailed(.customEncodingFailed(let error)),
            .parameterEncoderFailed(.encoderFailed(let error)),
            .responseValidationFailed(.customValidationFailed(let error)),
            .responseSerializationFailed(.jsonSerializationFailed(let error)),
            .responseSerializationFailed(.decodingFailed(let error)),
            .responseSerializationFailed(.customSerializationFailed(let error)):
            error
        default: nil
        }
    }
}

extension AFError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .createURLRequestFailed(let error): "Failure when attempting to create a URLRequest: \(error)"
        case .explicitlyCancelled: "Request explicitly cancelled."
        case .invalidURL(let url): "URL is not valid: \(url)"
        case .parameterEncodingFailed: "Parameter encoding failed: \(underlyingError.map { "\($0)" } ?? "no URL")"
        case .parameterEncoderFailed: "Parameter encoder failed: \(underlyingError.map { "\($0)" } ?? "a part missing")"
        case .requestAdaptationFailed(let error): "Request adaption failed with error: \(error)"
        case .responseValidationFailed(.unacceptableStatusCode(let code)):
            "Response status code was unacceptable: \(code)."
        case .responseValidationFailed(.missingContentType(let types)):
            "Response Content-Type was missing and acceptable content types (\(types.joined(separator: ","))) "
                + "do not match \"*/*\"."
        case .responseValidationFailed(.unacceptableContentType(let types, let type)):
            "Response Content-Type \"\(type)\" does not match any acceptable types: \(types.joined(separator: ","))."
        case .responseValidationFailed(.customValidationFailed(let error)):
            "Custom response validation failed with error: \(error)"
        case .responseSerializationFailed(.inputDataNilOrZeroLength):
            "Response could not be serialized, input data was nil or zero length."
        case .responseSerializationFailed(.stringSerializationFailed(let encoding)):
            "String could not be serialized with encoding: \(encoding)."
        case .responseSerializationFailed(.invalidEmptyResponse(let type)):
            "Empty response could not be serialized to type: \(type). "
                + "Use Empty as the expected type for such responses."
        case .responseSerializationFailed:
            "Response could not be decoded because of error:\n\(underlyingError.map { "\($0)" } ?? "")"
        case .sessionTaskFailed(let error): "URLSessionTask failed with error: \(error)"
        }
    }
}
