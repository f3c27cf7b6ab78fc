/// What an image view shows while its image loads. An image is one (it is set as the view's image); a view of the
/// app's own can be one too.
public protocol Placeholder {
    /// Shows the placeholder in `imageView`.
    @MainActor func add(to imageView: KFCrossPlatformImageView)
    /// Removes it from `imageView`.
    @MainActor func remove(from imageView: KFCrossPlatformImageView)
}

@MainActor
extension KFCrossPlatformImage: Placeholder {
    public func add(to imageView: KFCrossPlatformImageView) { imageView.image = self }
    public func remove(from imageView: KFCrossPlatformImageView) { imageView.image = nil }
}

@MainActor
extension Placeholder where Self: KFCrossPlatformView {
    /// Adds the view, centred over the image view.
    public func add(to imageView: KFCrossPlatformImageView) {
        imageView.addSubview(self)
        translatesAutoresizingMaskIntoConstraints = false
        centerXAnchor.constraint(equalTo: imageView.centerXAnchor).isActive = true
        centerYAnchor.constraint(equalTo: imageView.centerYAnchor).isActive = true
        heightAnchor.constraint(equalTo: imageView.heightAnchor).isActive = true
        widthAnchor.constraint(equalTo: imageView.widthAnchor).isActive = true
    }

    /// Removes the view.
    public func remove(from imageView: KFCrossPlatformImageView) { removeFromSuperview() }
}
