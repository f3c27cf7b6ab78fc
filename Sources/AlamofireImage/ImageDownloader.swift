import Synchronization

/// A request's handle: cancel it with `ImageDownloader.cancelRequest(with:)`.
public final class RequestReceipt: Sendable {
    /// The request.
    public let request: URLRequest
    /// The receipt's identifier.
    public let receiptID: String

    init(request: URLRequest, receiptID: String) {
        self.request = request
        self.receiptID = receiptID
    }
}

/// Downloads images through `URLSession.shared` (reel's pipeline and network model), at most
/// `maximumActiveDownloads` at once (4 by default), the rest waiting in order (`.fifo`, or newest first with `.lifo`).
/// Requests of one URL share one download; each gets its filter's image, cached under the URL and filter; completions
/// run on the main queue. A status outside 200–299 or bytes that are no image are failures.
open class ImageDownloader: @unchecked Sendable {
    // @unchecked Sendable: the running and waiting downloads are behind a Mutex; the rest is immutable.

    /// A download's completion.
    public typealias CompletionHandler = @Sendable (AFIDataResponse<UIImage>) -> Void
    /// A download's progress.
    public typealias ProgressHandler = @Sendable (Progress) -> Void

    /// The order waiting downloads start in.
    public enum DownloadPrioritization: Sendable {
        case fifo, lifo
    }

    /// The app's default downloader, one per reel run.
    public static var `default`: ImageDownloader { defaultDownloader.value }
    private static let defaultDownloader = AppLocal { ImageDownloader() }

    /// The cache (an `AutoPurgingImageCache` by default).
    public let imageCache: (any ImageRequestCache)?
    /// The order waiting downloads start in.
    public let downloadPrioritization: DownloadPrioritization
    /// The most downloads at once.
    public let maximumActiveDownloads: Int

    private struct Operation {
        let receiptID: String
        let filter: (any ImageFilter)?
        let cacheKey: String?
        let completion: CompletionHandler?
    }

    private final class Handler: Sendable {
        let request: URLRequest
        let operations: Mutex<[Operation]>
        let task = Mutex<URLSessionDataTask?>(nil)

        init(request: URLRequest, first: Operation) {
            self.request = request
            operations = Mutex([first])
        }
    }

    private struct State {
        var handlers: [String: Handler] = [:]
        var waiting: [Handler] = []
        var active = 0
    }

    private let state = Mutex(State())

    /// A downloader with this cache, order and limit.
    public init(
        downloadPrioritization: DownloadPrioritization = .fifo, maximumActiveDownloads: Int = 4,
        imageCache: (any ImageRequestCache)? = AutoPurgingImageCache()
    ) {
        self.downloadPrioritization = downloadPrioritization
        self.maximumActiveDownloads = maximumActiveDownloads
        self.imageCache = imageCache
    }

    /// Downloads `urlRequest` (see the type); nil when the image was cached (the completion then comes on the main
    /// queue) or the request cannot be made.
    @discardableResult
    open func download(
        _ urlRequest: any URLRequestConvertible, cacheKey: String? = nil, receiptID: String = UUID().uuidString,
        filter: (any ImageFilter)? = nil, progress: ProgressHandler? = nil,
        progressQueue: DispatchQueue = DispatchQueue.main, completion: CompletionHandler? = nil
    ) -> RequestReceipt? {
        guard let request = urlRequest.urlRequest, let url = request.url else { return nil }
        let operation = Operation(receiptID: receiptID, filter: filter, cacheKey: cacheKey, completion: completion)
        let urlID = url.absoluteString
        enum Step {
            case joined
            case cached(UIImage)
            case started(Handler)
            case queued
        }
        let step = state.withLock { state -> Step in
            if let handler = state.handlers[urlID] {
                handler.operations.withLock { $0.append(operation) }
                return .joined
            }
            if let image = cachedImage(request, cacheKey: cacheKey, filter: filter) { return .cached(image) }
            let handler = Handler(request: request, first: operation)
            state.handlers[urlID] = handler
            guard state.active < maximumActiveDownloads else {
                state.waiting.append(handler)
                return .queued
            }
            state.active += 1
            return .started(handler)
        }
        switch step {
        case .cached(let image):
            DispatchQueue.main.async { completion?(Self.response(request, .success(image))) }
            return nil
        case .started(let handler): start(handler)
        case .joined, .queued: break
        }
        return RequestReceipt(request: request, receiptID: receiptID)
    }

    /// Cancels the request of `requestReceipt`: its completion gets `AFIError.requestCancelled` on the main queue;
    /// the download stops when no other request waits on it.
    open func cancelRequest(with requestReceipt: RequestReceipt) {
        let urlID = requestReceipt.request.url?.absoluteString ?? ""
        let (removed, emptied) = state.withLock { state -> (Operation?, Handler?) in
            guard let handler = state.handlers[urlID] else { return (nil, nil) }
            let removed = handler.operations.withLock { operations -> Operation? in
                guard let index = operations.firstIndex(where: { $0.receiptID == requestReceipt.receiptID }) else {
                    return nil
                }
                return operations.remove(at: index)
            }
            guard handler.operations.withLock({ $0.isEmpty }) else { return (removed, nil) }
            state.handlers[urlID] = nil
            if let waiting = state.waiting.firstIndex(where: { $0 === handler }) { state.waiting.remove(at: waiting) }
            return (removed, handler)
        }
        if let completion = removed?.completion {
            let response = Self.response(requestReceipt.request, .failure(.requestCancelled))
            DispatchQueue.main.async { completion(response) }
        }
        emptied?.task.withLock { $0 }?.cancel()
    }

    private func cachedImage(_ request: URLRequest, cacheKey: String?, filter: (any ImageFilter)?) -> UIImage? {
        if let cacheKey { return imageCache?.image(withIdentifier: cacheKey) }
        return imageCache?.image(for: request, withIdentifier: filter?.identifier)
    }

    private func start(_ handler: Handler) {
        let task = URLSession.shared.dataTask(with: handler.request) { [self] data, response, error in
            finish(handler, data: data, response: response as? HTTPURLResponse, error: error)
        }
        handler.task.withLock { $0 = task }
        task.resume()
    }

    /// Serves every request waiting on `handler`'s download, then starts the next waiting download.
    private func finish(_ handler: Handler, data: Data?, response: HTTPURLResponse?, error: (any Error)?) {
        let (current, next) = state.withLock { state -> (Bool, Handler?) in
            state.active -= 1
            let urlID = handler.request.url?.absoluteString ?? ""
            let current = state.handlers[urlID] === handler
            if current { state.handlers[urlID] = nil }
            guard !state.waiting.isEmpty else { return (current, nil) }
            state.active += 1
            let next = downloadPrioritization == .fifo ? state.waiting.removeFirst() : state.waiting.removeLast()
            return (current, next)
        }
        if let next { start(next) }
        guard current else { return }
        let operations = handler.operations.withLock { $0 }
        let result: Result<UIImage, AFIError> =
            if let error {
                .failure(.alamofireError((error as? URLError) ?? URLError(.unknown)))
            } else if let response, !(200..<300).contains(response.statusCode) {
                .failure(.alamofireError(URLError(.badServerResponse)))
            } else if let data, let image = UIImage(data: data) { .success(image) } else {
                .failure(.imageSerializationFailed)
            }
        var filtered: [String: UIImage] = [:]
        for operation in operations {
            let outcome = result.map { image -> UIImage in
                guard let filter = operation.filter else { return image }
                if let done = filtered[filter.identifier] { return done }
                let made = filter.filter(image)
                filtered[filter.identifier] = made
                return made
            }
            if case .success(let image) = outcome {
                if let cacheKey = operation.cacheKey {
                    imageCache?.add(image, withIdentifier: cacheKey)
                } else {
                    imageCache?.add(image, for: handler.request, withIdentifier: operation.filter?.identifier)
                }
            }
            let served = Self.response(handler.request, outcome, response: response, data: data)
            DispatchQueue.main.async { operation.completion?(served) }
        }
    }

    static func response(
        _ request: URLRequest, _ result: Result<UIImage, AFIError>, response: HTTPURLResponse? = nil, data: Data? = nil
    ) -> AFIDataResponse<UIImage> {
        AFIDataResponse(
            request: request, response: response, data: data, metrics: nil, serializationDuration: 0, result: result)
    }
}
