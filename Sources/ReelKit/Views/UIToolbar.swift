/// A toolbar of bar button items, as a screen builds one (a keyboard's accessory, a bar under a list): its items and
/// style are kept; it is 44 points tall when sized to fit. reel draws no toolbar and nobody taps its items.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// UIKit's toolbar height, at the width given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }
}
