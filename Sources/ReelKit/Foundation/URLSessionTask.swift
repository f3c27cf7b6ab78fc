import Foundation
import Synchronization

/// A load started with `URLSession.shared.dataTask(with:completionHandler:)` (a `URLSessionDataTask`), shaped like
/// Foundation's: nothing happens until `resume()`; the load then goes through reel's network model and pipeline as
/// `data(from:)` does, and the completion handler runs at the load's virtual due time, as a pool job of the session
/// (a background queue in UIKit), for the cell whose code resumed it. `cancel()` leaves the pipeline (the transfer
/// stops when nobody else waits) and the handler gets `URLError(.cancelled)`. A cell may keep it as a
/// `URLSessionTask`, as in Foundation.
// @unchecked Sendable: a class meant for subclassing cannot be checked; its stored properties are immutable values
// (Sendable) and a Mutex holding the rest.
public class URLSessionTask: @unchecked Sendable {
    /// Where the task is in its life.
    public enum State: Int, Sendable {
        case running = 0
        case suspended = 1
        case canceling = 2
        case completed = 3
    }

    private struct Progress {
        var state = State.suspended
        var task: Task<Void, Never>?
        var response: URLResponse?
        var error: (any Error)?
    }

    /// The request the task was made with.
    public let originalRequest: URLRequest?
    private let session: URLSession
    private let completionHandler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    private let progress = Mutex(Progress())

    init(
        request: URLRequest, session: URLSession,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) {
        originalRequest = request
        self.session = session
        self.completionHandler = completionHandler
    }

    /// The request being loaded (the original one: reel does not redirect).
    public var currentRequest: URLRequest? { originalRequest }
    /// Suspended until `resume()`, running, canceling after `cancel()`, completed when the handler is called.
    public var state: State { progress.withLock { $0.state } }
    /// The response, once the load answered.
    public var response: URLResponse? { progress.withLock { $0.response } }
    /// The error the load ended with, if any.
    public var error: (any Error)? { progress.withLock { $0.error } }

    /// Starts the load (a task that is running, cancelled or completed is not started again).
    public func resume() {
        let starts = progress.withLock { progress -> Bool in
            guard progress.state == .suspended, progress.task == nil else { return false }
            progress.state = .running
            return true
        }
        guard starts else { return }
        start(cancelled: false)
    }

    /// Cancels the load: the handler is called with `URLError(.cancelled)` unless the load already answered.
    public func cancel() {
        let (task, neverStarted) = progress.withLock { progress -> (Task<Void, Never>?, Bool) in
            guard progress.state == .running || progress.state == .suspended else { return (nil, false) }
            let neverStarted = progress.task == nil
            progress.state = .canceling
            return (progress.task, neverStarted)
        }
        if neverStarted { start(cancelled: true) }
        task?.cancel()
    }

    /// Starts the task that loads and calls the handler. A plain `Task` from nonisolated code: its jobs are pool jobs,
    /// and it inherits the task-locals of the code that resumed it (the cell it loads for, the witness of its call).
    private func start(cancelled: Bool) {
        let request = originalRequest ?? URLRequest(url: URL(fileURLWithPath: "/"))
        let task = Task { [self] in
            let result: Result<(Data, URLResponse), any Error>
            do {
                if cancelled || Task.isCancelled { throw URLError(.cancelled) }
                result = .success(try await session.data(for: request))
            } catch {
                result = .failure(error)
            }
            finish(result)
        }
        progress.withLock { $0.task = task }
    }

    private func finish(_ result: Result<(Data, URLResponse), any Error>) {
        progress.withLock { progress in
            progress.state = .completed
            progress.task = nil
            if case .success(let answer) = result { progress.response = answer.1 }
            if case .failure(let error) = result { progress.error = error }
        }
        switch result {
        case .success(let (data, response)): completionHandler(data, response, nil)
        case .failure(let error): completionHandler(nil, nil, error)
        }
    }
}
