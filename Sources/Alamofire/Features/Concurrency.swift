/// A request's serialized response, awaited: `try await AF.request(url).serializingDecodable(Page.self).value`.
public struct DataTask<Value: Sendable>: Sendable {
    /// The whole response, once the request has finished.
    public var response: DataResponse<Value, AFError> {
        get async {
            if shouldCancelOnTaskCancellation {
                return await withTaskCancellationHandler {
                    await task.value
                } onCancel: {
                    cancel()
                }
            }
            return await task.value
        }
    }

    /// The result, once the request has finished.
    public var result: Result<Value, AFError> { get async { await response.result } }

    /// The value; throws the request's `AFError`.
    public var value: Value { get async throws { try await result.get() } }

    private let request: DataRequest
    private let task: Task<AFDataResponse<Value>, Never>
    private let shouldCancelOnTaskCancellation: Bool

    init(request: DataRequest, task: Task<AFDataResponse<Value>, Never>, shouldCancelOnTaskCancellation: Bool) {
        self.request = request
        self.task = task
        self.shouldCancelOnTaskCancellation = shouldCancelOnTaskCancellation
    }

    /// Cancels the request.
    public func cancel() { request.cancel() }
    /// Resumes the request.
    public func resume() { request.resume() }
    /// Suspends the request.
    public func suspend() { request.suspend() }
}

extension DataRequest {
    /// The body, awaited (as `responseData`).
    public func serializingData(automaticallyCancelling shouldAutomaticallyCancel: Bool = false) -> DataTask<Data> {
        dataTask(automaticallyCancelling: shouldAutomaticallyCancel) { request, done in
            request.responseData(queue: .main, completionHandler: done)
        }
    }

    /// The body as text, awaited (as `responseString`).
    public func serializingString(
        automaticallyCancelling shouldAutomaticallyCancel: Bool = false, encoding: String.Encoding? = nil
    ) -> DataTask<String> {
        dataTask(automaticallyCancelling: shouldAutomaticallyCancel) { request, done in
            request.responseString(queue: .main, encoding: encoding, completionHandler: done)
        }
    }

    /// The body decoded as `type`, awaited (as `responseDecodable`).
    public func serializingDecodable<Value: Decodable & Sendable>(
        _ type: Value.Type = Value.self, automaticallyCancelling shouldAutomaticallyCancel: Bool = false,
        decoder: any DataDecoder = JSONDecoder()
    ) -> DataTask<Value> {
        dataTask(automaticallyCancelling: shouldAutomaticallyCancel) { request, done in
            request.responseDecodable(of: type, queue: .main, decoder: decoder, completionHandler: done)
        }
    }

    private func dataTask<Value: Sendable>(
        automaticallyCancelling shouldAutomaticallyCancel: Bool,
        serve: @escaping @Sendable (DataRequest, @escaping @Sendable (AFDataResponse<Value>) -> Void) -> Void
    ) -> DataTask<Value> {
        let task = Task<AFDataResponse<Value>, Never> { [self] in
            await withCheckedContinuation { continuation in serve(self) { continuation.resume(returning: $0) } }
        }
        return DataTask(request: self, task: task, shouldCancelOnTaskCancellation: shouldAutomaticallyCancel)
    }
}
