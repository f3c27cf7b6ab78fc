// SDWebImage's own names (its `sd_` prefix) are the API: the rule for Swift names does not apply to them.
// swift-format-ignore-file: AlwaysUseLowerCamelCase
/// What SDWebImage's `UIView+WebCache` does for every view: a new load on a view cancels the view's previous load of
/// the same operation key (unless `.avoidAutoCancelImage`) — SDWebImage's protection against a reused cell showing
/// the previous item's image, by cancellation rather than by checking on arrival — shows the placeholder at once
/// (unless `.delayPlaceholder`), and sets the loaded image with the view's transition when it was downloaded.
@MainActor
extension UIView {
    /// The URL of the view's current load.
    public var sd_imageURL: URL? { sd_value("sd_imageURL") }

    /// The operation key of the view's latest load.
    public var sd_latestOperationKey: String? { sd_value("sd_latestOperationKey") }

    /// The transition a downloaded image appears with (none by default).
    public var sd_imageTransition: SDWebImageTransition? {
        get { sd_value("sd_imageTransition") }
        set { associatedValues["sd_imageTransition"] = newValue }
    }

    /// The indicator shown while loading (none by default).
    public var sd_imageIndicator: (any SDWebImageIndicator)? {
        get { sd_value("sd_imageIndicator") }
        set {
            sd_imageIndicator?.indicatorView.removeFromSuperview()
            if let indicator = newValue {
                addSubview(indicator.indicatorView)
                indicator.indicatorView.isHidden = true
            }
            associatedValues["sd_imageIndicator"] = newValue
        }
    }

    /// Cancels the view's current load (its completion gets a cancellation error, and the image is left as it is).
    public func sd_cancelCurrentImageLoad() {
        sd_cancelImageLoadOperation(withKey: sd_latestOperationKey ?? String(describing: type(of: self)))
    }

    /// Cancels the view's load of `key`.
    public func sd_cancelImageLoadOperation(withKey key: String?) {
        let key = key ?? String(describing: type(of: self))
        let operation: (any SDWebImageOperation)? = sd_value("sd_operation." + key)
        operation?.cancel()
        associatedValues["sd_operation." + key] = nil
    }

    /// The load behind every `sd_setImage`; `setImage` shows an image (the view's own kind of image).
    @discardableResult
    func sd_internalSetImage(
        with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
        context: SDWebImageContext?, setImage: @escaping @MainActor @Sendable (UIImage?) -> Void,
        progress: SDImageLoaderProgressBlock?, completed: SDExternalCompletionBlock?
    ) -> (any SDWebImageOperation)? {
        let key = context?[.setImageOperationKey] as? String ?? String(describing: type(of: self))
        associatedValues["sd_latestOperationKey"] = key
        if !options.contains(.avoidAutoCancelImage) { sd_cancelImageLoadOperation(withKey: key) }
        associatedValues["sd_imageURL"] = url
        let manager = context?[.customManager] as? SDWebImageManager ?? .shared
        if !options.contains(.delayPlaceholder) { setImage(placeholder) }
        guard let url else {
            sd_imageIndicator?.stopAnimatingIndicator()
            completed?(nil, SDWebImageError(.invalidURL, "Image url is nil"), .none, nil)
            return nil
        }
        let indicator = sd_imageIndicator
        indicator?.indicatorView.isHidden = false
        indicator?.startAnimatingIndicator()
        let thumbnail = context?[.imageThumbnailPixelSize] as? CGSize
        let transition = sd_imageTransition
        let operation = manager.loadImage(
            with: url, options: options, context: thumbnail.map { [.imageThumbnailPixelSize: $0] }, progress: progress
        ) { [weak self] image, _, error, cacheType, finished, imageURL in
            MainActor.assumeIsolated {
                guard let self else { return }
                if finished {
                    indicator?.stopAnimatingIndicator()
                    indicator?.indicatorView.isHidden = true
                }
                let shouldNotSetImage =
                    (image != nil && options.contains(.avoidAutoSetImage))
                    || (image == nil && !options.contains(.delayPlaceholder))
                if shouldNotSetImage {
                    completed?(image, error, cacheType, imageURL)
                    return
                }
                let target = image ?? placeholder
                let animates =
                    finished
                    && (options.contains(.forceTransition) || cacheType == .none
                        || (cacheType == .disk && !options.contains(.queryDiskDataSync)))
                guard animates, let transition else {
                    setImage(target)
                    completed?(image, error, cacheType, imageURL)
                    return
                }
                // UIKit's UIView.transition(with:duration:…): the image is set as it starts, the completion comes
                // when it ends.
                setImage(target)
                DispatchQueue.main.asyncAfter(deadline: .now() + transition.duration) { [weak self] in
                    MainActor.assumeIsolated {
                        guard self != nil else { return }
                        completed?(image, error, cacheType, imageURL)
                    }
                }
            }
        }
        associatedValues["sd_operation." + key] = operation
        return operation
    }

    private func sd_value<T>(_ key: String) -> T? { associatedValues[key] as? T }
}
