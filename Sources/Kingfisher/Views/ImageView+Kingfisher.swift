/// Setting images on image views, as Kingfisher's `UIImageView.kf` does: the placeholder at once (or the current
/// image kept with `.keepCurrentImageWhileLoading`), a new task identifier for the view, and the image set only if the
/// view's identifier is still the one this request was issued — a cell reused for another item before the first
/// image arrived drops it (`KingfisherError.imageSettingError(.notCurrentSourceTask)`) instead of showing it. A new
/// request does not cancel the previous download (it finishes and is cached); `cancelDownloadTask()` does. A memory
/// hit is set before `setImage` returns; a downloaded image runs the transition, whose completion ends the request.
@MainActor
extension KingfisherWrapper where Base: KFCrossPlatformImageView {
    /// Sets the image of `source` on the view (see the extension).
    @discardableResult
    public func setImage(
        with source: Source?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: source, placeholder: placeholder,
            parsedOptions: KingfisherManager.shared.parsedOptions(options), completionHandler: completionHandler)
    }

    /// Sets the image of `source` on the view (see the extension).
    @discardableResult
    public func setImage(
        with source: Source?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: source, placeholder: placeholder, options: options, progressBlock: nil,
            completionHandler: completionHandler)
    }

    /// Sets the image of `resource` (a URL, or `KF.ImageResource`) on the view (see the extension).
    @discardableResult
    public func setImage(
        with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: resource?.convertToSource(), placeholder: placeholder, options: options,
            progressBlock: progressBlock, completionHandler: completionHandler)
    }

    /// Sets the image of `resource` on the view (see the extension).
    @discardableResult
    public func setImage(
        with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask? {
        setImage(
            with: resource, placeholder: placeholder, options: options, progressBlock: nil,
            completionHandler: completionHandler)
    }

    /// Kingfisher 4's form, which apps written for it still call: the completion gets the image, the error (as an
    /// `NSError`), where the image came from and the URL, instead of a `Result`. As in Kingfisher 4, a request the
    /// view has moved on from still hands its image to the completion (with no error); only the view is left as it
    /// is. A completion that sets the image itself then shows another item's image. (Kingfisher 4 told a superseded
    /// request by its URL, reel's Kingfisher by the view's task identifier: they differ only when a reused cell is
    /// given the same URL again.)
    @discardableResult
    @_disfavoredOverload
    public func setImage(
        with resource: (any Resource)?, placeholder: (any Placeholder)? = nil, options: KingfisherOptionsInfo? = nil,
        progressBlock: DownloadProgressBlock? = nil,
        completionHandler:
            @escaping @MainActor @Sendable (
                _ image: KFCrossPlatformImage?, _ error: NSError?, _ cacheType: CacheType, _ imageURL: URL?
            ) -> Void
    ) -> RetrieveImageTask? {
        let url = resource?.downloadURL
        return setImage(with: resource, placeholder: placeholder, options: options, progressBlock: progressBlock) {
            result in
            switch result {
            case .success(let value),
                .failure(.imageSettingError(reason: .notCurrentSourceTask(result: let value?, error: _, source: _))):
                completionHandler(value.image, nil, value.cacheType, value.source.url)
            case .failure(.imageSettingError(reason: .emptySource)):
                // Kingfisher 4 reported a nil resource with neither image nor error.
                completionHandler(nil, nil, .none, nil)
            case .failure(.imageSettingError(reason: .notCurrentSourceTask(result: nil, error: let error?, source: _))):
                completionHandler(nil, error as NSError, .none, url)
            case .failure(let error): completionHandler(nil, error as NSError, .none, url)
            }
        }
    }

    /// The request every `setImage` form runs.
    func setImage(
        with source: Source?, placeholder: (any Placeholder)?, parsedOptions options: KingfisherParsedOptionsInfo,
        completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        guard let source else {
            setPlaceholder(placeholder)
            setValue(nil as Source.Identifier.Value?, for: .taskIdentifier)
            completionHandler?(.failure(.imageSettingError(reason: .emptySource)))
            return nil
        }
        let isEmptyImage = base.image == nil && self.placeholder == nil
        if !options.keepCurrentImageWhileLoading || isEmptyImage { setPlaceholder(placeholder) }
        let indicator = self.indicator
        indicator?.startAnimatingView()
        let issued = Source.Identifier.next()
        setValue(issued, for: .taskIdentifier)
        let wrapper = self
        let task = KingfisherManager.shared.retrieveImage(with: source, options: options) { result in
            MainQueue.runOrAsync {
                MainActor.assumeIsolated {
                    indicator?.stopAnimatingView()
                    wrapper.finish(result, issued: issued, source: source, options: options, completionHandler)
                }
            }
        }
        setValue(task, for: .imageTask)
        return task
    }

    /// Sets a delivered image if `issued` is still the view's request.
    private func finish(
        _ result: Result<RetrieveImageResult, KingfisherError>, issued: Source.Identifier.Value, source: Source,
        options: KingfisherParsedOptionsInfo,
        _ completionHandler: (@MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) {
        guard issued == taskIdentifier else {
            let reason: KingfisherError.ImageSettingErrorReason
            switch result {
            case .success(let value): reason = .notCurrentSourceTask(result: value, error: nil, source: source)
            case .failure(let error): reason = .notCurrentSourceTask(result: nil, error: error, source: source)
            }
            completionHandler?(.failure(.imageSettingError(reason: reason)))
            return
        }
        setValue(nil as DownloadTask?, for: .imageTask)
        setValue(nil as Source.Identifier.Value?, for: .taskIdentifier)
        switch result {
        case .success(let value):
            guard needsTransition(options, cacheType: value.cacheType) else {
                setPlaceholder(nil)
                base.image = value.image
                completionHandler?(result)
                return
            }
            makeTransition(image: value.image, transition: options.transition) { completionHandler?(result) }
        case .failure:
            if case .some(let image) = options.onFailureImage {
                setPlaceholder(nil)
                base.image = image
            }
            completionHandler?(result)
        }
    }

    /// Cancels the view's running request: its completion gets `taskCancelled` (and the download stops when no
    /// other request waits on it).
    public func cancelDownloadTask() {
        imageTask?.cancel()
    }

    private func needsTransition(_ options: KingfisherParsedOptionsInfo, cacheType: CacheType) -> Bool {
        if case .none = options.transition { return false }
        return options.forceTransition || cacheType == .none
    }

    /// UIKit's `UIView.transition(with:duration:…)` as Kingfisher runs it: a zero-length transition first (its
    /// completion comes on the next turn of the main queue), then the image is set as the real one starts, and `done`
    /// runs when it ends, `transition.duration` of virtual time later.
    private func makeTransition(
        image: KFCrossPlatformImage, transition: ImageTransition, done: @escaping @MainActor () -> Void
    ) {
        let wrapper = self
        let duration = transition.duration
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                wrapper.setPlaceholder(nil)
                wrapper.base.image = image
                DispatchQueue.main.asyncAfter(deadline: .now() + duration) { MainActor.assumeIsolated { done() } }
            }
        }
    }

    // MARK: Per-view state

    /// The identifier of the view's current request (nil when none runs).
    public private(set) var taskIdentifier: Source.Identifier.Value? {
        get { value(for: .taskIdentifier) }
        set { setValue(newValue, for: .taskIdentifier) }
    }

    /// The loading indicator the view shows while a request runs.
    public var indicatorType: IndicatorType {
        get { value(for: .indicatorType) ?? .none }
        set {
            switch newValue {
            case .none: indicator = nil
            case .activity: indicator = ActivityIndicator()
            case .custom(let custom): indicator = custom
            }
            setValue(newValue, for: .indicatorType)
        }
    }

    /// The indicator, added over the view, centred.
    public private(set) var indicator: (any Indicator)? {
        get { value(for: .indicator) }
        set {
            indicator?.view.removeFromSuperview()
            if let indicator = newValue {
                let view = indicator.view
                base.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                view.centerXAnchor.constraint(equalTo: base.centerXAnchor, constant: indicator.centerOffset.x)
                    .isActive = true
                view.centerYAnchor.constraint(equalTo: base.centerYAnchor, constant: indicator.centerOffset.y)
                    .isActive = true
                view.isHidden = true
            }
            setValue(newValue, for: .indicator)
        }
    }

    /// The placeholder the view shows, if any.
    public private(set) var placeholder: (any Placeholder)? {
        get { value(for: .placeholder) }
        set { setPlaceholder(newValue) }
    }

    private var imageTask: DownloadTask? { value(for: .imageTask) }

    /// Shows `placeholder` in place of the previous one; nil clears the image.
    private func setPlaceholder(_ placeholder: (any Placeholder)?) {
        (value(for: .placeholder) as (any Placeholder)?)?.remove(from: base)
        if let placeholder { placeholder.add(to: base) } else { base.image = nil }
        setValue(placeholder, for: .placeholder)
    }

    private enum Key: String {
        case taskIdentifier = "kingfisher.taskIdentifier"
        case imageTask = "kingfisher.imageTask"
        case placeholder = "kingfisher.placeholder"
        case indicator = "kingfisher.indicator"
        case indicatorType = "kingfisher.indicatorType"
    }

    private func value<T>(for key: Key) -> T? { base.associatedValues[key.rawValue] as? T }

    private func setValue<T>(_ value: T?, for key: Key) { base.associatedValues[key.rawValue] = value }
}
