import Synchronization

/// Loads images: from the memory cache (the result delivered on the main queue), else downloaded through
/// `URLSession.shared` (reel's pipeline and network model), decoded, processed by the request's processors, stored,
/// and delivered on the main queue. A cancelled task delivers nothing.
public final class ImagePipeline: @unchecked Sendable {
    // @unchecked Sendable: the task counter is behind a Mutex; the configuration is immutable.

    /// Why a load failed.
    public enum Error: Swift.Error, Sendable, CustomStringConvertible {
        /// `.returnCacheDataDontLoad` and nothing cached.
        case dataMissingInCache
        /// The download failed (the network model, a status outside 200–399).
        case dataLoadingFailed(error: any Swift.Error & Sendable)
        /// The download was empty.
        case dataIsEmpty
        /// The data is no image.
        case decodingFailed
        /// A processor gave no image.
        case processingFailed(processor: any ImageProcessing)
        /// The request had no URL.
        case imageRequestMissing
        /// The task was cancelled (what `image(for:)` throws).
        case cancelled

        public var description: String {
            switch self {
            case .dataMissingInCache: "Failed to load data from cache and download is disabled."
            case .dataLoadingFailed(let error): "Failed to load image data. Underlying error: \(error)."
            case .dataIsEmpty: "Data loader returned empty data."
            case .decodingFailed: "Failed to create an image from the image data."
            case .processingFailed(let processor): "Failed to process the image using processor \(processor)."
            case .imageRequestMissing: "Load image method was called with no image request or no URL."
            case .cancelled: "Image task was cancelled."
            }
        }
    }

    /// The pipeline's parts.
    public struct Configuration: Sendable {
        /// The memory cache (`ImageCache.shared` by default; nil: none).
        public var imageCache: ImageCache?

        /// The default configuration.
        public init() {
            imageCache = .shared
        }
    }

    /// The app's shared pipeline, one per reel run.
    public static var shared: ImagePipeline {
        get { sharedPipeline.value.withLock { $0 } }
        set { sharedPipeline.value.withLock { $0 = newValue } }
    }
    private static let sharedPipeline = AppLocal { PipelineSetting(ImagePipeline(configuration: .init())) }

    /// The configuration.
    public let configuration: Configuration
    private let nextTaskId = Mutex<Int64>(0)

    /// A pipeline of `configuration`.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
    }

    /// The pipeline's caches.
    public var cache: Cache { Cache(pipeline: self) }

    /// The caches of a pipeline: `pipeline.cache[request]` reads and writes the memory cache.
    public struct Cache: Sendable {
        let pipeline: ImagePipeline

        /// The memory-cached image of `request` (honouring its cache options).
        public subscript(request: ImageRequest) -> ImageContainer? {
            get {
                guard !request.options.contains(.disableMemoryCacheReads) else { return nil }
                return pipeline.configuration.imageCache?[request]
            }
            nonmutating set {
                guard !request.options.contains(.disableMemoryCacheWrites) else { return }
                pipeline.configuration.imageCache?[request] = newValue
            }
        }

        /// The memory-cached image of `url`.
        public subscript(url: URL) -> ImageContainer? { self[ImageRequest(url: url)] }
    }

    // MARK: Loading

    /// Loads `url`; `completion` runs on the main queue (never after `cancel()`).
    @discardableResult
    public func loadImage(
        with url: URL, completion: @escaping @MainActor @Sendable (Result<ImageResponse, Error>) -> Void
    ) -> ImageTask {
        loadImage(with: ImageRequest(url: url), completion: completion)
    }

    /// Loads `request`; `completion` runs on the main queue (never after `cancel()`).
    @discardableResult
    public func loadImage(
        with request: ImageRequest, completion: @escaping @MainActor @Sendable (Result<ImageResponse, Error>) -> Void
    ) -> ImageTask {
        loadImage(with: request, progress: nil, completion: completion)
    }

    /// Loads `request`, reporting progress; `completion` runs on the main queue (never after `cancel()`).
    @discardableResult
    public func loadImage(
        with request: ImageRequest,
        progress: (@MainActor @Sendable (_ response: ImageResponse?, _ completed: Int64, _ total: Int64) -> Void)?,
        completion: @escaping @MainActor @Sendable (Result<ImageResponse, Error>) -> Void
    ) -> ImageTask {
        let task = ImageTask(
            taskId: nextTaskId.withLock {
                $0 += 1
                return $0
            }, request: request)
        let deliver: @Sendable (Result<ImageResponse, Error>) -> Void = { result in
            DispatchQueue.main.async {
                guard task.complete() else { return }
                MainActor.assumeIsolated { completion(result) }
            }
        }
        start(task, deliver)
        return task
    }

    /// The image of `url`, as async code awaits it; cancelling the awaiting task cancels the load.
    public func image(for url: URL) async throws -> PlatformImage { try await image(for: ImageRequest(url: url)) }

    /// The image of `request`, as async code awaits it; cancelling the awaiting task cancels the load (and throws
    /// `CancellationError`).
    public func image(for request: ImageRequest) async throws -> PlatformImage {
        try await imageResponse(for: request).image
    }

    /// The response of `request`, as async code awaits it.
    public func imageResponse(for request: ImageRequest) async throws -> ImageResponse {
        let task = ImageTask(
            taskId: nextTaskId.withLock {
                $0 += 1
                return $0
            }, request: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(task) { result in
                    guard task.complete() else { return continuation.resume(throwing: CancellationError()) }
                    continuation.resume(with: result)
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// A memory hit, else a download; `deliver` gets the result (on the pool for a download).
    private func start(_ task: ImageTask, _ deliver: @escaping @Sendable (Result<ImageResponse, Error>) -> Void) {
        let request = task.request
        guard let urlRequest = request.urlRequest, request.url != nil else {
            return deliver(.failure(.imageRequestMissing))
        }
        if let cached = cache[request] {
            return deliver(.success(ImageResponse(container: cached, request: request, cacheType: .memory)))
        }
        guard !request.options.contains(.returnCacheDataDontLoad) else { return deliver(.failure(.dataMissingInCache)) }
        let dataTask = URLSession.shared.dataTask(with: urlRequest) { [self] data, response, error in
            if task.isCancelled { return deliver(.failure(.cancelled)) }
            deliver(decode(request, data: data, response: response, error: error))
        }
        task.attach(dataTask)
        if !task.isCancelled { dataTask.resume() }
    }

    /// The image of a download: decoded, processed, stored in the memory cache.
    private func decode(_ request: ImageRequest, data: Data?, response: URLResponse?, error: (any Swift.Error)?)
        -> Result<ImageResponse, Error>
    {
        if let error { return .failure(.dataLoadingFailed(error: (error as? URLError) ?? URLError(.unknown))) }
        if let http = response as? HTTPURLResponse, !(200..<400).contains(http.statusCode) {
            return .failure(.dataLoadingFailed(error: URLError(.badServerResponse)))
        }
        guard let data, !data.isEmpty else { return .failure(.dataIsEmpty) }
        guard var image = UIImage(data: data) else { return .failure(.decodingFailed) }
        for processor in request.processors {
            guard let processed = processor.process(image) else {
                return .failure(.processingFailed(processor: processor))
            }
            image = processed
        }
        let container = ImageContainer(image: image)
        cache[request] = container
        return .success(ImageResponse(container: container, request: request, urlResponse: response))
    }
}

/// The app's shared pipeline, which the app may replace.
final class PipelineSetting: Sendable {
    private let pipeline: Mutex<ImagePipeline>

    init(_ pipeline: ImagePipeline) {
        self.pipeline = Mutex(pipeline)
    }

    func withLock<T: Sendable>(_ body: (inout ImagePipeline) -> T) -> T { pipeline.withLock { body(&$0) } }
}
