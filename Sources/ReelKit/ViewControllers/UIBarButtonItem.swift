/// A bar button: recorded, not drawn; nobody taps it, so its action never runs.
@MainActor
open class UIBarButtonItem {
    public enum Style: Sendable { case plain, done }
    public enum SystemItem: Sendable { case add, done, cancel, edit, refresh, action, trash, compose, search }

    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    public let primaryAction: UIAction?

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        primaryAction = nil
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        primaryAction = nil
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        primaryAction = nil
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.primaryAction = primaryAction
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
}
