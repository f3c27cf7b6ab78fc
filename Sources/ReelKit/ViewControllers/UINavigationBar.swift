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
}
