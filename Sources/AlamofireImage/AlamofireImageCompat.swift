// reel's AlamofireImage: the API of AlamofireImage 4 (https://github.com/Alamofire/AlamofireImage, MIT licence, ©
// Alamofire Software Foundation) that gallery cells use, with the few Alamofire types it names, written for ReelKit
// so `import AlamofireImage` compiles unchanged and loads through reel's pipeline, network model and clock. The
// semantics follow AlamofireImage's source and documentation; the code is reel's own.
@_exported import ReelKit

/// Alamofire's namespace on a value: `imageView.af.setImage(withURL:)`.
public struct AlamofireExtension<ExtendedType> {
    /// The extended value.
    public private(set) var type: ExtendedType

    /// Wraps `type`.
    public init(_ type: ExtendedType) {
        self.type = type
    }
}

/// A type with the `af` namespace.
public protocol AlamofireExtended {
    /// The extended type.
    associatedtype ExtendedType
    /// The namespace on an instance.
    var af: AlamofireExtension<ExtendedType> { get set }
}

extension AlamofireExtended {
    /// Alamofire's members for this value.
    public var af: AlamofireExtension<Self> {
        get { AlamofireExtension(self) }
        set {}
    }
}

extension UIImageView: AlamofireExtended {}

/// A value a request can be made from (Alamofire's protocol): a `URL`, a `URLRequest` or a `String`.
public protocol URLRequestConvertible {
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

/// A response (Alamofire's `DataResponse`): the request, the HTTP response, the data and the serialized result.
public struct DataResponse<Success, Failure: Error> {
    /// The request sent.
    public let request: URLRequest?
    /// The server's response.
    public let response: HTTPURLResponse?
    /// The data received.
    public let data: Data?
    /// Alamofire's metrics (none in reel).
    public let metrics: Never?
    /// Seconds spent serializing.
    public let serializationDuration: TimeInterval
    /// The result.
    public let result: Result<Success, Failure>

    /// A response of these parts.
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

    /// The value, when the result is a success.
    public var value: Success? { try? result.get() }

    /// The error, when the result is a failure.
    public var error: Failure? {
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

extension DataResponse: Sendable where Success: Sendable, Failure: Sendable {}

/// A response of AlamofireImage.
public typealias AFIDataResponse<Success> = DataResponse<Success, AFIError>

/// AlamofireImage's errors.
public enum AFIError: Error, Sendable {
    /// The request was cancelled (`cancelImageRequest()`, or a new request of the same URL on the view).
    case requestCancelled
    /// The data is no image.
    case imageSerializationFailed
    /// The request failed (a status outside 200–299, the network): Alamofire's error.
    case alamofireError(any Error & Sendable)
}
