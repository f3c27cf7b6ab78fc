import Synchronization

/// A request made by a `Session`: made into a `URLRequest` and sent through ReelKit's `URLSession` (reel's network
/// model and clock) when it is resumed — by the session when the first response handler is added, as Alamofire
/// starts requests — and finished once: with the body and response, or with an `AFError` (`explicitlyCancelled`
/// after `cancel()`).
public class Request: @unchecked Sendable {
    // @unchecked Sendable: every mutable property is in `state`, behind a Mutex; the rest is immutable.

    /// Where a request is in its life.
    public enum State: Sendable {
        /// Made, not yet resumed.
        case initialized
        /// Sent, or being made into a request.
        case resumed
        /// Suspended (a suspended reel request is not sent until resumed).
        case suspended
        /// Cancelled: finished with `AFError.explicitlyCancelled`.
        case cancelled
        /// Finished.
        case finished
    }

    struct Progress {
        var state = State.initialized
        var request: URLRequest?
        var task: URLSessionTask?
        var response: HTTPURLResponse?
        var data: Data?
        var error: AFError?
        /// Work waiting for the request to finish: serialization of each response handler, in the order added.
        var waiting: [@Sendable () -> Void] = []
    }

    /// The request's identifier.
    public let id = UUID()
    /// The session that made it.
    public let session: Session
    let convertible: any URLRequestConvertible
    let interceptor: (any RequestInterceptor)?
    let progress = Mutex(Progress())

    init(convertible: any URLRequestConvertible, session: Session, interceptor: (any RequestInterceptor)?) {
        self.convertible = convertible
        self.session = session
        self.interceptor = interceptor
    }

    /// Where the request is in its life.
    public var state: State { progress.withLock { $0.state } }
    /// Whether it was cancelled.
    public var isCancelled: Bool { state == .cancelled }
    /// Whether it finished (with a response or an error).
    public var isFinished: Bool { state == .finished || state == .cancelled }
    /// The request sent, once made.
    public var request: URLRequest? { progress.withLock { $0.request } }
    /// The HTTP response, once received.
    public var response: HTTPURLResponse? { progress.withLock { $0.response } }
    /// The task sending the request, once made.
    public var task: URLSessionTask? { progress.withLock { $0.task } }
    /// The error the request finished with, if any.
    public var error: AFError? { progress.withLock { $0.error } }

    /// Sends the request, if it has not been sent (a suspended one goes on).
    @discardableResult
    public func resume() -> Self {
        let start = progress.withLock { progress -> Bool in
            guard progress.state == .initialized || progress.state == .suspended else { return false }
            let first = progress.state == .initialized && progress.task == nil
            progress.state = .resumed
            return first
        }
        if start { send() }
        return self
    }

    /// Holds the request back: one not yet sent waits for `resume()`; one sent goes on (reel's transfers do not
    /// pause).
    @discardableResult
    public func suspend() -> Self {
        progress.withLock { if $0.state == .initialized { $0.state = .suspended } }
        return self
    }

    /// Cancels the request: its transfer stops (when nobody else waits on it) and it finishes with
    /// `AFError.explicitlyCancelled`, which every response handler gets.
    @discardableResult
    public func cancel() -> Self {
        let (task, waiting) = progress.withLock { progress -> (URLSessionTask?, [@Sendable () -> Void]) in
            guard progress.state != .finished, progress.state != .cancelled else { return (nil, []) }
            progress.state = .cancelled
            progress.error = .explicitlyCancelled
            let waiting = progress.waiting
            progress.waiting = []
            return (progress.task, waiting)
        }
        task?.cancel()
        for work in waiting { work() }
        return self
    }

    /// Makes the `URLRequest` (adapted by the interceptors) and sends it.
    private func send() {
        let made: URLRequest
        do {
            made = try convertible.asURLRequest()
        } catch {
            finish(error: (error as? AFError) ?? .createURLRequestFailed(error: error))
            return
        }
        progress.withLock { $0.request = made }
        let interceptors = [session.interceptor, interceptor].compactMap { $0 }
        adapt(made, with: interceptors[...]) { [self] result in
            switch result {
            case .success(let request): start(request)
            case .failure(let error): finish(error: (error as? AFError) ?? .requestAdaptationFailed(error: error))
            }
        }
    }

    private func adapt(
        _ request: URLRequest, with interceptors: ArraySlice<any RequestInterceptor>,
        completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        guard let first = interceptors.first else { return completion(.success(request)) }
        first.adapt(request, for: session) { [self] result in
            switch result {
            case .success(let adapted): adapt(adapted, with: interceptors.dropFirst(), completion: completion)
            case .failure: completion(result)
            }
        }
    }

    private func start(_ request: URLRequest) {
        let task = URLSession.shared.dataTask(with: request) { [self] data, response, error in
            let failure: AFError? =
                if isCancelled { .explicitlyCancelled } else { error.map { .sessionTaskFailed(error: $0) } }
            finish(data: data, response: response as? HTTPURLResponse, error: failure)
        }
        let cancelled = progress.withLock { progress -> Bool in
            progress.request = request
            progress.task = task
            return progress.state == .cancelled
        }
        if !cancelled { task.resume() }
    }

    /// Ends the request: runs the checks a subclass makes of the response (validation) and then every waiting
    /// handler, in the order they were added.
    func finish(data: Data? = nil, response: HTTPURLResponse? = nil, error: AFError?) {
        let waiting = progress.withLock { progress -> [@Sendable () -> Void] in
            guard progress.state != .finished else { return [] }
            progress.data = data
            progress.response = response
            progress.error = progress.error ?? error
            if progress.error == nil { progress.error = validationError(progress) }
            progress.state = .finished
            let waiting = progress.waiting
            progress.waiting = []
            return waiting
        }
        for work in waiting { work() }
    }

    /// The first validation failure of a finished request (none in the base class).
    func validationError(_ progress: Progress) -> AFError? { nil }

    /// Runs `work` once the request has finished (at once if it has), starting the request first when its session
    /// starts requests as handlers are added.
    func whenFinished(_ work: @escaping @Sendable () -> Void) {
        let now = progress.withLock { progress -> Bool in
            if progress.state == .finished || progress.state == .cancelled { return true }
            progress.waiting.append(work)
            return false
        }
        if now { work() } else if session.startRequestsImmediately { resume() }
    }
}
