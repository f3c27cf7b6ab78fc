import Synchronization

/// Downloads images through `URLSession.shared` (reel's pipeline and network model): requests of one URL share one
/// download (`SessionDataTask`), a status outside 200–399 is an error, and each request's processor makes its image
/// from the data, delivered on its callback queue.
open class ImageDownloader: @unchecked Sendable {
    // @unchecked Sendable, as Kingfisher declares it: the running downloads are behind a Mutex, the rest immutable.

    /// The app's default downloader (`KingfisherManager.shared.downloader`), one per reel run.
    public static var `default`: ImageDownloader { defaultDownloader.value }
    private static let defaultDownloader = AppLocal { ImageDownloader(name: "default") }

    /// The downloader's name.
    public let name: String
    /// Seconds before a download times out (reel's network model decides when a load fails; kept for the request).
    open var downloadTimeout: TimeInterval = 15.0
    private let running = Mutex<[URL: SessionDataTask]>([:])

    /// A downloader named `name`.
    public init(name: String) {
        precondition(!name.isEmpty, "[Kingfisher] You should specify a name for the downloader.")
        self.name = name
    }

    /// Downloads `url`, processes the data with `options.processor`, and calls `completionHandler` on
    /// `options.callbackQueue`. Returns the request's handle.
    @discardableResult
    open func downloadImage(
        with url: URL, options: KingfisherParsedOptionsInfo,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        let callback = SessionDataTask.Callback(options: options) { completionHandler?($0) }
        let (sessionTask, isNew) = running.withLock { running -> (SessionDataTask, Bool) in
            if let existing = running[url] { return (existing, false) }
            let made = SessionDataTask(url: url) { [weak self] task in self?.forget(task, url: url) }
            running[url] = made
            return (made, true)
        }
        let token = sessionTask.add(callback)
        if isNew {
            let request = URLRequest(
                url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: downloadTimeout)
            sessionTask.start(
                URLSession.shared.dataTask(with: request) { [weak self] data, response, error in
                    self?.forget(sessionTask, url: url)
                    Self.deliver(sessionTask.finish(), url: url, data: data, response: response, error: error)
                })
        }
        return DownloadTask(sessionTask: sessionTask, cancelToken: token)
    }

    /// `downloadImage(with:options:completionHandler:)` with an options list.
    @discardableResult
    open func downloadImage(
        with url: URL, options: KingfisherOptionsInfo? = nil,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        downloadImage(with: url, options: KingfisherParsedOptionsInfo(options), completionHandler: completionHandler)
    }

    /// Downloads `url` as async code awaits it.
    public func downloadImage(with url: URL, options: KingfisherOptionsInfo? = nil) async throws -> ImageLoadingResult {
        try await withCheckedThrowingContinuation { continuation in
            var parsed = KingfisherParsedOptionsInfo(options)
            parsed.callbackQueue = .untouch
            downloadImage(with: url, options: parsed) { continuation.resume(with: $0) }
        }
    }

    /// Cancels every running download.
    public func cancelAll() {
        for task in running.withLock({ Array($0.values) }) { task.forceCancel() }
    }

    /// Cancels every request of `url`.
    public func cancel(url: URL) {
        running.withLock { $0[url] }?.forceCancel()
    }

    private func forget(_ task: SessionDataTask, url: URL) {
        running.withLock { running in
            if running[url] === task { running[url] = nil }
        }
    }

    /// Gives each waiting request its result: the session's error, a bad status, or its processor's image.
    private static func deliver(
        _ callbacks: [SessionDataTask.Callback], url: URL, data: Data?, response: URLResponse?, error: (any Error)?
    ) {
        let failure: KingfisherError? =
            if let error {
                .responseError(reason: .URLSessionError(error: error))
            } else if let http = response as? HTTPURLResponse, !(200..<400).contains(http.statusCode) {
                .responseError(reason: .invalidHTTPStatusCode(response: http))
            } else if let response, !(response is HTTPURLResponse) {
                .responseError(reason: .invalidURLResponse(response: response))
            } else { nil }
        for callback in callbacks {
            let result: Result<ImageLoadingResult, KingfisherError>
            if let failure {
                result = .failure(failure)
            } else {
                let bytes = data ?? Data()
                let processor = callback.options.processor
                if let image = processor.process(item: .data(bytes), options: callback.options) {
                    result = .success(ImageLoadingResult(image: image, url: url, originalData: bytes))
                } else {
                    result = .failure(
                        .processorError(reason: .processingFailed(processor: processor, item: .data(bytes))))
                }
            }
            callback.options.callbackQueue.execute { callback.completion(result) }
        }
    }
}
