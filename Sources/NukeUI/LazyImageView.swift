@_exported import Nuke

/// NukeUI's view that loads its own image: set `url` (or `request`) and it shows the placeholder, loads through the
/// pipeline and shows the image in its `imageView`; a new URL, `reset()` or `cancel()` cancels the running load,
/// which then delivers nothing.
@MainActor
public final class LazyImageView: UIView {
    /// The view the image is shown in.
    public let imageView = UIImageView()
    /// Shown while loading.
    public var placeholderImage: PlatformImage?
    /// Shown when loading fails.
    public var failureImage: PlatformImage?
    /// Processors for requests that have none.
    public var processors: [any ImageProcessing]?
    /// The priority of the loads.
    public var priority: ImageRequest.Priority?
    /// The pipeline.
    public var pipeline: ImagePipeline = .shared
    /// Clear the shown image when a new load starts (true by default).
    public var isResetEnabled = true
    /// The running load.
    public private(set) var imageTask: ImageTask?
    /// Called when a load starts.
    public var onStart: (@MainActor @Sendable (ImageTask) -> Void)?
    /// Called with the image.
    public var onSuccess: (@MainActor @Sendable (ImageResponse) -> Void)?
    /// Called with the error.
    public var onFailure: (@MainActor @Sendable (any Error) -> Void)?
    /// Called with the result.
    public var onCompletion: (@MainActor @Sendable (Result<ImageResponse, any Error>) -> Void)?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(imageView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(imageView)
    }

    /// The URL to show; setting it starts loading (nil resets the view).
    public var url: URL? {
        get { request?.url }
        set { request = newValue.map { ImageRequest(url: $0) } }
    }

    /// The request to show; setting it starts loading (nil resets the view).
    public var request: ImageRequest? {
        didSet { load(request) }
    }

    /// Cancels the running load and clears the view.
    public func reset() {
        cancel()
        imageView.image = nil
    }

    /// Cancels the running load (it then delivers nothing).
    public func cancel() {
        imageTask?.cancel()
        imageTask = nil
    }

    private func load(_ request: ImageRequest?) {
        cancel()
        guard var request else {
            if isResetEnabled { imageView.image = nil }
            return
        }
        if let processors, !processors.isEmpty, request.processors.isEmpty { request.processors = processors }
        if let priority { request.priority = priority }
        if let cached = pipeline.cache[request], !cached.isPreview {
            imageView.image = cached.image
            let response = ImageResponse(container: cached, request: request, cacheType: .memory)
            onSuccess?(response)
            onCompletion?(.success(response))
            return
        }
        if isResetEnabled { imageView.image = nil }
        if let placeholderImage { imageView.image = placeholderImage }
        let task = pipeline.loadImage(with: request) { [weak self] result in
            guard let self else { return }
            imageTask = nil
            switch result {
            case .success(let response):
                imageView.image = response.image
                onSuccess?(response)
                onCompletion?(.success(response))
            case .failure(let error):
                if let failureImage { imageView.image = failureImage }
                onFailure?(error)
                onCompletion?(.failure(error))
            }
        }
        imageTask = task
        onStart?(task)
    }
}
