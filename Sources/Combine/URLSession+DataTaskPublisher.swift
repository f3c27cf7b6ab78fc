import OpenCombine
import ReelKit

extension URLSession {
    /// A publisher of one load: on the first demand it starts a data task (reel's network model and pipeline, as
    /// `data(from:)`), and publishes the bytes and the response, or fails with the task's `URLError`, at the load's
    /// virtual due time on a background job (`receive(on: DispatchQueue.main)` brings it to the main queue).
    /// Cancelling the subscription cancels the task, and nothing more is published.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            let subscription = DataTaskSubscription(request: request, session: session, AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
        }
    }

    /// A publisher of the load of `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the load `request` asks for.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// One subscription to a `DataTaskPublisher`: the task it started and the subscriber it publishes to, until the load
/// answers or the subscription is cancelled.
// @unchecked Sendable: the task's handler (a job of another lane) and the subscriber's calls reach it from different
// jobs; its mutable state is only touched under `lock`, and the subscriber is taken out under the lock before it is
// called, so it is called at most once with a value and once with a completion, and never after a cancel.
final class DataTaskSubscription: Subscription, @unchecked Sendable {
    typealias Downstream = AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>

    private let request: URLRequest
    private let session: URLSession
    private let lock = NSLock()
    private var subscriber: Downstream?
    private var task: URLSessionDataTask?

    init(request: URLRequest, session: URLSession, _ subscriber: Downstream) {
        self.request = request
        self.session = session
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let task = lock.withLock { () -> URLSessionDataTask? in
            guard subscriber != nil, self.task == nil else { return nil }
            let task = session.dataTask(with: request) { [self] data, response, error in finish(data, response, error) }
            self.task = task
            return task
        }
        task?.resume()
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            subscriber = nil
            defer { self.task = nil }
            return self.task
        }
        task?.cancel()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
        let subscriber = lock.withLock { () -> Downstream? in
            // The task holds its handler, which holds this subscription: let go of both.
            defer { (self.subscriber, self.task) = (nil, nil) }
            return self.subscriber
        }
        guard let subscriber else { return }
        if let response, error == nil {
            _ = subscriber.receive((data: data ?? Data(), response: response))
            subscriber.receive(completion: .finished)
        } else {
            subscriber.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
    }
}
