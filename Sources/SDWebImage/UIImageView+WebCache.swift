// SDWebImage's own names (its `sd_` prefix) are the API: the rule for Swift names does not apply to them.
// swift-format-ignore-file: AlwaysUseLowerCamelCase
/// `sd_setImage` on image views: SDWebImage's forms as Swift calls them (see `UIView+WebCache`).
@MainActor
extension UIImageView {
    /// Loads `url` into the view.
    public func sd_setImage(with url: URL?) {
        sd_setImage(with: url, placeholderImage: nil, options: [], context: nil, progress: nil, completed: nil)
    }

    /// Loads `url`, showing `placeholder` meanwhile.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?) {
        sd_setImage(with: url, placeholderImage: placeholder, options: [], context: nil, progress: nil, completed: nil)
    }

    /// Loads `url` with `options`, showing `placeholder` meanwhile.
    public func sd_setImage(with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions) {
        sd_setImage(
            with: url, placeholderImage: placeholder, options: options, context: nil, progress: nil, completed: nil)
    }

    /// Loads `url` with `options` and `context`.
    public func sd_setImage(
        with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
        context: SDWebImageContext?
    ) {
        sd_setImage(
            with: url, placeholderImage: placeholder, options: options, context: context, progress: nil,
            completed: nil)
    }

    /// Loads `url`, then calls `completedBlock`.
    public func sd_setImage(with url: URL?, completed completedBlock: SDExternalCompletionBlock?) {
        sd_setImage(
            with: url, placeholderImage: nil, options: [], context: nil, progress: nil, completed: completedBlock)
    }

    /// Loads `url` showing `placeholder`, then calls `completedBlock`.
    public func sd_setImage(
        with url: URL?, placeholderImage placeholder: UIImage?, completed completedBlock: SDExternalCompletionBlock?
    ) {
        sd_setImage(
            with: url, placeholderImage: placeholder, options: [], context: nil, progress: nil,
            completed: completedBlock)
    }

    /// Loads `url` with `options` showing `placeholder`, then calls `completedBlock`.
    public func sd_setImage(
        with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
        completed completedBlock: SDExternalCompletionBlock?
    ) {
        sd_setImage(
            with: url, placeholderImage: placeholder, options: options, context: nil, progress: nil,
            completed: completedBlock)
    }

    /// Loads `url` with `options`, reporting progress, then calls `completedBlock`.
    public func sd_setImage(
        with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
        progress progressBlock: SDImageLoaderProgressBlock?, completed completedBlock: SDExternalCompletionBlock?
    ) {
        sd_setImage(
            with: url, placeholderImage: placeholder, options: options, context: nil, progress: progressBlock,
            completed: completedBlock)
    }

    /// The form every other calls.
    public func sd_setImage(
        with url: URL?, placeholderImage placeholder: UIImage?, options: SDWebImageOptions,
        context: SDWebImageContext?, progress progressBlock: SDImageLoaderProgressBlock?,
        completed completedBlock: SDExternalCompletionBlock?
    ) {
        sd_internalSetImage(
            with: url, placeholderImage: placeholder, options: options, context: context,
            setImage: { [weak self] image in self?.image = image }, progress: progressBlock, completed: completedBlock)
    }
}
