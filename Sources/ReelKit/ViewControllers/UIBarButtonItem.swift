/// A bar button: recorded, not drawn; nobody taps it, so its action never runs.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// UIKit's styles, with its raw values (1 was the deprecated bordered style).
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// UIKit's system items, with its raw values.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    public var primaryAction: UIAction?

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
