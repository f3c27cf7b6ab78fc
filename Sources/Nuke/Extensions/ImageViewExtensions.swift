// Nuke's own names (`Nuke_ImageDisplaying`, `nuke_display`) are the API: the rule for Swift names does not apply.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A view `loadImage(with:options:into:)` can show images in.
@MainActor
public protocol Nuke_ImageDisplaying: AnyObject {
    /// Shows `image`.
    func nuke_display(image: PlatformImage?, data: Data?)
}

/// A view that shows images.
public typealias ImageDisplayingView = UIView & Nuke_ImageDisplaying

extension UIImageView: Nuke_ImageDisplaying {
    public func nuke_display(image: PlatformImage?, data: Data?) { self.image = image }
}

/// Loads `url` into `view` as NukeExtensions does: the view's previous load is cancelled (it then delivers nothing),
/// a memory-cached image is shown before this returns, else the placeholder (or, with `isPrepareForReuseEnabled`,
/// nothing) until the image arrives; `completion` runs on the main queue.
@MainActor
@discardableResult
public func loadImage(
    with url: URL?, options: ImageLoadingOptions? = nil, into view: any ImageDisplayingView,
    completion: @escaping @MainActor @Sendable (_ result: Result<ImageResponse, ImagePipeline.Error>) -> Void
) -> ImageTask? {
    loadImage(
        with: url.map { ImageRequest(url: $0) }, options: options, into: view, progress: nil, completion: completion)
}

/// Loads `url` into `view` (see above).
@MainActor
@discardableResult
public func loadImage(
    with url: URL?, options: ImageLoadingOptions? = nil, into view: any ImageDisplayingView,
    progress: (@MainActor @Sendable (_ response: ImageResponse?, _ completed: Int64, _ total: Int64) -> Void)? = nil,
    completion: (@MainActor @Sendable (_ result: Result<ImageResponse, ImagePipeline.Error>) -> Void)? = nil
) -> ImageTask? {
    loadImage(
        with: url.map { ImageRequest(url: $0) }, options: options, into: view, progress: progress,
        completion: completion)
}

/// Loads `request` into `view` (see above).
@MainActor
@discardableResult
public func loadImage(
    with request: ImageRequest?, options: ImageLoadingOptions? = nil, into view: any ImageDisplayingView,
    completion: @escaping @MainActor @Sendable (_ result: Result<ImageResponse, ImagePipeline.Error>) -> Void
) -> ImageTask? {
    loadImage(with: request, options: options, into: view, progress: nil, completion: completion)
}

/// Loads `request` into `view` (see above).
@MainActor
@discardableResult
public func loadImage(
    with request: ImageRequest?, options: ImageLoadingOptions? = nil, into view: any ImageDisplayingView,
    progress: (@MainActor @Sendable (_ response: ImageResponse?, _ completed: Int64, _ total: Int64) -> Void)? = nil,
    completion: (@MainActor @Sendable (_ result: Result<ImageResponse, ImagePipeline.Error>) -> Void)? = nil
) -> ImageTask? {
    ImageViewController.controller(for: view).loadImage(
        with: request, options: options ?? .shared, progress: progress, completion: completion)
}

/// Loads `url` into `view` as above, with Nuke 7's completion, which gets the response or the error (apps written
/// for Nuke 7 pass a closure of two parameters).
@MainActor
@discardableResult
@_disfavoredOverload
public func loadImage(
    with url: URL?, options: ImageLoadingOptions? = nil, into view: any ImageDisplayingView,
    progress: (@MainActor @Sendable (_ response: ImageResponse?, _ completed: Int64, _ total: Int64) -> Void)? = nil,
    completion: @escaping @MainActor @Sendable (_ response: ImageResponse?, _ error: ImagePipeline.Error?) -> Void
) -> ImageTask? {
    loadImage(
        with: url.map { ImageRequest(url: $0) }, options: options, into: view, progress: progress,
        completion: completion)
}

/// Loads `request` into `view` as above, with Nuke 7's completion (the response or the error).
@MainActor
@discardableResult
@_disfavoredOverload
public func loadImage(
    with request: ImageRequest?, options: ImageLoadingOptions? = nil, into view: any ImageDisplayingView,
    progress: (@MainActor @Sendable (_ response: ImageResponse?, _ completed: Int64, _ total: Int64) -> Void)? = nil,
    completion: @escaping @MainActor @Sendable (_ response: ImageResponse?, _ error: ImagePipeline.Error?) -> Void
) -> ImageTask? {
    loadImage(with: request, options: options, into: view, progress: progress) { result in
        completion(try? result.get(), result.failure)
    }
}

extension Result {
    /// The error of a failure, nil for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Cancels the load of `view` (it then delivers nothing).
@MainActor
public func cancelRequest(for view: any ImageDisplayingView) {
    ImageViewController.controller(for: view).cancelOutstandingTask()
}

/// The load of one view.
@MainActor
private final class ImageViewController {
    private weak var imageView: (any ImageDisplayingView)?
    private var task: ImageTask?
    private var options = ImageLoadingOptions()

    init(view: any ImageDisplayingView) {
        imageView = view
    }

    static func controller(for view: any ImageDisplayingView) -> ImageViewController {
        if let controller = view.associatedValues["nuke.controller"] as? ImageViewController { return controller }
        let controller = ImageViewController(view: view)
        view.associatedValues["nuke.controller"] = controller
        return controller
    }

    func loadImage(
        with request: ImageRequest?, options: ImageLoadingOptions,
        progress: (@MainActor @Sendable (ImageResponse?, Int64, Int64) -> Void)?,
        completion: (@MainActor @Sendable (Result<ImageResponse, ImagePipeline.Error>) -> Void)?
    ) -> ImageTask? {
        cancelOutstandingTask()
        guard let imageView else { return nil }
        self.options = options
        guard var request else {
            if options.isPrepareForReuseEnabled { imageView.nuke_display(image: nil, data: nil) }
            let result: Result<ImageResponse, ImagePipeline.Error> = .failure(.imageRequestMissing)
            handle(result, isFromMemory: true)
            completion?(result)
            return nil
        }
        let pipeline = options.pipeline ?? ImagePipeline.shared
        if !options.processors.isEmpty && request.processors.isEmpty { request.processors = options.processors }
        if let image = pipeline.cache[request] {
            display(image, isFromMemory: true, .success)
            if !image.isPreview {
                completion?(.success(ImageResponse(container: image, request: request, cacheType: .memory)))
                return nil
            }
        }
        if let placeholder = options.placeholder {
            display(ImageContainer(image: placeholder), isFromMemory: true, .placeholder)
        } else if options.isPrepareForReuseEnabled {
            imageView.nuke_display(image: nil, data: nil)
        }
        task = pipeline.loadImage(with: request, progress: progress) { [weak self] result in
            self?.handle(result, isFromMemory: false)
            completion?(result)
        }
        return task
    }

    func cancelOutstandingTask() {
        task?.cancel()
        task = nil
    }

    private enum ResponseType { case success, failure, placeholder }

    private func handle(_ result: Result<ImageResponse, ImagePipeline.Error>, isFromMemory: Bool) {
        switch result {
        case .success(let response): display(response.container, isFromMemory: isFromMemory, .success)
        case .failure:
            if let failureImage = options.failureImage {
                display(ImageContainer(image: failureImage), isFromMemory: isFromMemory, .failure)
            }
        }
        task = nil
    }

    /// Shows `image`; a transition's image is set as it starts (UIKit's transition then runs on virtual time).
    private func display(_ image: ImageContainer, isFromMemory: Bool, _ response: ResponseType) {
        guard let imageView else { return }
        imageView.nuke_display(image: image.image, data: image.data)
        if let modes = options.contentModes {
            switch response {
            case .success: imageView.contentMode = modes.success
            case .failure: imageView.contentMode = modes.failure
            case .placeholder: imageView.contentMode = modes.placeholder
            }
        }
    }
}
