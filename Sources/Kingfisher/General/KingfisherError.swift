/// What went wrong in a Kingfisher request, by stage (Kingfisher's error type, with the cases reel's pipeline can
/// produce).
public enum KingfisherError: Error, Sendable {
    /// Before the request was sent.
    public enum RequestErrorReason: Sendable {
        /// The request had no URL.
        case emptyRequest
        /// The URL is not one a request can be made with.
        case invalidURL(request: URLRequest)
        /// The download was cancelled (`DownloadTask.cancel()`, `cancelDownloadTask()`).
        case taskCancelled(task: SessionDataTask, token: SessionDataTask.CancelToken)
    }

    /// The response.
    public enum ResponseErrorReason: Sendable {
        /// The response is not an HTTP response.
        case invalidURLResponse(response: URLResponse)
        /// The HTTP status is not a success (200–399 are, as in Kingfisher's default validation).
        case invalidHTTPStatusCode(response: HTTPURLResponse)
        /// The session failed (the network model's failure, a timeout…). Kingfisher's own name for the case.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case URLSessionError(error: any Error)
        /// The download was cancelled before it answered.
        case cancelledByDelegate(response: URLResponse)
    }

    /// The caches.
    public enum CacheErrorReason: Sendable {
        /// No image is cached under `key` (`onlyFromCache`).
        case imageNotExisting(key: String)
    }

    /// Processing.
    public enum ProcessorErrorReason: Sendable {
        /// `processor` gave no image for `item` (the data is not an image).
        case processingFailed(processor: any ImageProcessor, item: ImageProcessItem)
    }

    /// Setting the image on a view.
    public enum ImageSettingErrorReason: Sendable {
        /// The source was nil.
        case emptySource
        /// A newer request of the same view replaced this one: its result is not set.
        case notCurrentSourceTask(result: RetrieveImageResult?, error: (any Error)?, source: Source)
        /// An `ImageDataProvider` failed.
        case dataProviderError(provider: any ImageDataProvider, error: any Error)
    }

    case requestError(reason: RequestErrorReason)
    case responseError(reason: ResponseErrorReason)
    case cacheError(reason: CacheErrorReason)
    case processorError(reason: ProcessorErrorReason)
    case imageSettingError(reason: ImageSettingErrorReason)

    /// Whether the request was cancelled.
    public var isTaskCancelled: Bool {
        if case .requestError(reason: .taskCancelled) = self { return true }
        return false
    }

    /// Whether a newer request of the same view replaced this one.
    public var isNotCurrentTask: Bool {
        if case .imageSettingError(reason: .notCurrentSourceTask) = self { return true }
        return false
    }

    /// Whether the failure is this case and reason (`hasError`'s test by code, Kingfisher's `errorCode`).
    public var isInvalidResponseStatusCode: Bool {
        if case .responseError(reason: .invalidHTTPStatusCode) = self { return true }
        return false
    }
}

extension KingfisherError: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case .requestError(reason: .emptyRequest): "The request is empty or nil."
        case .requestError(reason: .invalidURL(let request)): "The request contains an invalid URL: \(request)."
        case .requestError(reason: .taskCancelled): "The session task was cancelled."
        case .responseError(reason: .invalidURLResponse(let response)): "The URL response is invalid: \(response)."
        case .responseError(reason: .invalidHTTPStatusCode(let response)):
            "The HTTP status code in response is invalid. Code: \(response.statusCode)."
        case .responseError(reason: .URLSessionError(let error)): "A URL session error happened: \(error)."
        case .responseError(reason: .cancelledByDelegate): "The downloading task is cancelled."
        case .cacheError(reason: .imageNotExisting(let key)): "The image is not in cache, key: \(key)."
        case .processorError(reason: .processingFailed(let processor, _)):
            "Processing image failed. Processor: \(processor.identifier)."
        case .imageSettingError(reason: .emptySource): "The input resource is empty."
        case .imageSettingError(reason: .notCurrentSourceTask(_, _, let source)):
            "Retrieving resource succeeded, but this source is not the one currently expected. Source: \(source)."
        case .imageSettingError(reason: .dataProviderError(_, let error)): "Image data provider fails: \(error)."
        }
    }
}
