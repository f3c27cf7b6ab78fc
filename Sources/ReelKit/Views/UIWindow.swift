import ReelCore

/// A window: compiles for the code around a gallery (`view.window`, a window an app makes); reel puts the gallery's
/// controller in no window, so `view.window` is nil and no window is ever shown.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's root controller (kept).
    open var rootViewController: UIViewController?
    /// Whether the window is the key window: never.
    open var isKeyWindow: Bool { false }

    /// Kept as a no-op: reel shows no window.
    open func makeKeyAndVisible() {}
    /// Kept as a no-op: reel shows no window.
    open func makeKey() {}
}

extension UIView {
    /// The view's window: none (reel's views are in no window).
    public var window: UIWindow? { nil }
}
