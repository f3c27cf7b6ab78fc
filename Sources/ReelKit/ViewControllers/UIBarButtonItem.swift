/// A bar button: recorded, not drawn; nobody taps it, so its action never runs.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
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

    public var primaryAction: UIAction?

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        primaryAction = nil
        super.init()
        self.title = title
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        primaryAction = nil
        super.init()
        self.image = image
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        primaryAction = nil
        super.init()
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.primaryAction = primaryAction
        super.init()
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.primaryAction = primaryAction
        super.init()
        self.title = title
        self.image = image
    }

    /// The width of a fixed space (0: UIKit's default).
    open var width: CGFloat = 0

    /// A space that takes what the other items leave. (UIKit's returns `Self`, which Swift makes only through a
    /// `required` initializer; every call written for UIKit compiles with this one.)
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}
