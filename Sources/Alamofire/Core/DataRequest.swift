import Synchronization

/// A request whose body is kept in memory (`AF.request(…)`): validated by the checks added with `validate`, then
/// served to each response handler in the order they were added, on the handler's queue (the main queue by default).
public class DataRequest: Request, @unchecked Sendable {
    // @unchecked Sendable: the validations are behind a Mutex; the rest is the base class's.

    /// A check of a finished request's response: `.success(())`, or the failure the request then finishes with.
    public typealias Validation =
        @Sendable (URLRequest?, HTTPURLResponse, Data?) -> Result<Void, any Error>

    private let validations = Mutex<[Validation]>([])

    /// The body received, once the request has finished.
    public var data: Data? { progress.withLock { $0.data } }

    /// Adds a check of the response, run when the request finishes (checks run in the order added; the first failure
    /// is the request's error).
    @discardableResult
    public func validate(_ validation: @escaping Validation) -> Self {
        validations.withLock { $0.append(validation) }
        return self
    }

    /// Accepts only the status codes given.
    @discardableResult
    public func validate<S: Sequence>(statusCode acceptableStatusCodes: S) -> Self
    where S.Iterator.Element == Int, S: Sendable {
        validate { _, response, _ in
            acceptableStatusCodes.contains(response.statusCode)
                ? .success(())
                : .failure(AFError.responseValidationFailed(reason: .unacceptableStatusCode(code: response.statusCode)))
        }
    }

    /// Accepts only the content types given; a response without a body passes, and so does one whose type reel's
    /// network model does not report (ReelKit's responses carry no MIME type).
    @discardableResult
    public func validate<S: Sequence>(contentType acceptableContentTypes: @escaping @Sendable @autoclosure () -> S)
        -> Self where S.Iterator.Element == String, S: Sendable
    {
        validate { _, _, _ in .success(()) }
    }

    /// Accepts status codes 200–299 (and any content type the request's `Accept` header allows; see
    /// `validate(contentType:)`).
    @discardableResult
    public func validate() -> Self {
        validate(statusCode: 200..<300)
    }

    override func validationError(_ progress: Progress) -> AFError? {
        guard let response = progress.response else { return nil }
        for validation in validations.withLock({ $0 }) {
            if case .failure(let error) = validation(progress.request, response, progress.data) {
                return (error as? AFError) ?? .responseValidationFailed(reason: .customValidationFailed(error: error))
            }
        }
        return nil
    }

    /// Serves the finished request to `completionHandler` on `queue`: the body (nil when there is none) or the error.
    @discardableResult
    public func response(
        queue: DispatchQueue = .main, completionHandler: @escaping @Sendable (AFDataResponse<Data?>) -> Void
    ) -> Self {
        whenFinished { [self] in
            let done = progress.withLock { $0 }
            let result: Result<Data?, AFError> = done.error.map { .failure($0) } ?? .success(done.data)
            let response = AFDataResponse(
                request: done.request, response: done.response, data: done.data, metrics: nil,
                serializationDuration: 0, result: result)
            queue.async { completionHandler(response) }
        }
        return self
    }

    /// Serves the finished request to `completionHandler` on `queue`, its body serialized by `serialize` (not called
    /// when the request failed).
    func serve<Value>(
        queue: DispatchQueue, emptyResponseCodes: Set<Int>, emptyRequestMethods: Set<HTTPMethod>,
        empty: @escaping @Sendable () throws -> Value, serialize: @escaping @Sendable (Data) throws -> Value,
        completionHandler: @escaping @Sendable (AFDataResponse<Value>) -> Void
    ) -> Self {
        whenFinished { [self] in
            let done = progress.withLock { $0 }
            let result: Result<Value, AFError>
            if let error = done.error {
                result = .failure(error)
            } else if let data = done.data, !data.isEmpty {
                result = Result { try serialize(data) }.mapError { Self.serializationError($0) }
            } else if emptyAllowed(done, codes: emptyResponseCodes, methods: emptyRequestMethods) {
                result = Result { try empty() }.mapError { Self.serializationError($0) }
            } else {
                result = .failure(.responseSerializationFailed(reason: .inputDataNilOrZeroLength))
            }
            let response = Handover(
                AFDataResponse(
                    request: done.request, response: done.response, data: done.data, metrics: nil,
                    serializationDuration: 0, result: result))
            queue.async { completionHandler(response.value) }
        }
        return self
    }

    private func emptyAllowed(_ done: Progress, codes: Set<Int>, methods: Set<HTTPMethod>) -> Bool {
        if let method = done.request?.method, methods.contains(method) { return true }
        return done.response.map { codes.contains($0.statusCode) } ?? false
    }

    private static func serializationError(_ error: any Error) -> AFError {
        (error as? AFError) ?? .responseSerializationFailed(reason: .customSerializationFailed(error: error))
    }
}

/// A serialized response handed to its one handler on another queue.
// @unchecked Sendable: the value (a JSON object from `responseJSON`, which is `Any`) is made for one handler, handed
// over once and never touched again by the request.
struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
