/// An image view: the image it shows is what reel classifies (correct, stale, placeholder, failed).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown. A change from off reel's executor (a DispatchQueue block) is reported and ignored.
    open var image: UIImage? {
        get { shownImage }
        set {
            guard owningCell?.mayChange(self) ?? true else { return }
            shownImage = newValue
            wasAssigned = true
            owningCell?.viewChanged(self)
            invalidateIntrinsicContentSize()
        }
    }

    /// The image's size; none without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The image's size (the view's own without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? bounds.size }

    private var shownImage: UIImage?
    /// Whether any image (or nil) was ever assigned: a fresh cell's image view shows nothing, not a placeholder.
    var wasAssigned = false

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
