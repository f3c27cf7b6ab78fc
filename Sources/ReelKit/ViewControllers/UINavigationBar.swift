/// A navigation bar: recorded, not drawn.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    /// The title's text attributes (recorded, not drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes (recorded, not drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Recorded, not drawn.
    open var barTintColor: UIColor?
    /// Recorded, not drawn.
    open var isTranslucent = true
    /// Recorded, not drawn.
    open var barStyle = UIBarStyle.default
    /// Recorded, not drawn.
    open var shadowImage: UIImage?
    /// The bar's look when content scrolls under it, when it is compact and when content reaches its edge (iOS 13:
    /// recorded, not drawn).
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Recorded, not drawn.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// A bar's style (kept, not drawn).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// The metrics a bar's background image is set for.
public enum UIBarMetrics: Int, Sendable, Hashable {
    case `default`, compact, defaultPrompt, compactPrompt
}
