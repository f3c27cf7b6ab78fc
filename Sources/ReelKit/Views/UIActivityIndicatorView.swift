import Foundation

/// A spinner: drawn turning on virtual time while it animates (`drawing: app`), hidden when stopped unless
/// `hidesWhenStopped` is false.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour (UIKit's raw values; `gray`, `white` and `whiteLarge` are its older names).
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }

    open var style: Style = .medium
    open var color: UIColor! = .gray
    /// Whether the spinner hides while stopped; setting it shows or hides a stopped spinner at once, as in UIKit.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = hidesWhenStopped
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// UIKit's spinner sizes: 20 pt medium, 37 pt large.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }
}
