import Synchronization

/// One download of a URL that several requests share (Kingfisher coalesces requests of one URL into one session task):
/// each request is a callback with a token; cancelling a token removes its callback, which is told at once, and the
/// session task is cancelled when no callback is left.
public final class SessionDataTask: Sendable {
    /// A callback's token within the task.
    public typealias CancelToken = Int

    struct Callback: Sendable {
        let options: KingfisherParsedOptionsInfo
        let completion: @Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void
    }

    private struct State {
        var callbacks: [(token: CancelToken, callback: Callback)] = []
        var nextToken = 0
        var task: URLSessionDataTask?
        var finished = false
    }

    /// The URL downloaded.
    public let originalURL: URL?
    private let state = Mutex(State())
    /// Called when the last callback is cancelled (the downloader forgets the task).
    private let onEmptied: @Sendable (SessionDataTask) -> Void

    init(url: URL, onEmptied: @escaping @Sendable (SessionDataTask) -> Void) {
        originalURL = url
        self.onEmptied = onEmptied
    }

    /// The session task, once started.
    public var task: URLSessionDataTask? { state.withLock { $0.task } }

    /// Whether any request still waits on the download.
    public var containsCallbacks: Bool { state.withLock { !$0.callbacks.isEmpty } }

    func start(_ task: URLSessionDataTask) {
        state.withLock { $0.task = task }
        task.resume()
    }

    func add(_ callback: Callback) -> CancelToken {
        state.withLock { state in
            let token = state.nextToken
            state.nextToken += 1
            state.callbacks.append((token, callback))
            return token
        }
    }

    /// Cancels the request of `token`: its callback gets `taskCancelled`; the download stops when it was the last.
    public func cancel(token: CancelToken) {
        let (removed, emptied, task) = state.withLock { state -> (Callback?, Bool, URLSessionDataTask?) in
            guard !state.finished, let index = state.callbacks.firstIndex(where: { $0.token == token }) else {
                return (nil, false, nil)
            }
            let removed = state.callbacks.remove(at: index).callback
            return (removed, state.callbacks.isEmpty, state.task)
        }
        guard let removed else { return }
        let error = KingfisherError.requestError(reason: .taskCancelled(task: self, token: token))
        removed.options.callbackQueue.execute { removed.completion(.failure(error)) }
        if emptied {
            onEmptied(self)
            task?.cancel()
        }
    }

    /// Cancels every request.
    public func forceCancel() {
        for token in state.withLock({ $0.callbacks.map(\.token) }) { cancel(token: token) }
    }

    /// The callbacks still waiting, taken once when the download answers.
    func finish() -> [Callback] {
        state.withLock { state in
            state.finished = true
            defer { state.callbacks = [] }
            return state.callbacks.map(\.callback)
        }
    }
}
