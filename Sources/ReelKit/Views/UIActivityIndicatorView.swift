import Foundation

/// A spinner: whether it animates and hides when stopped is recorded (reel draws frames from the template, so a
/// cell's spinner changes no pixel).
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
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped, !isAnimating { isHidden = true } }
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
