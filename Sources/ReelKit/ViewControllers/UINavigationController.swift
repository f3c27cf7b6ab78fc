/// The navigation controller reel shows a gallery's controller in (as an app's scene shows its root controller), so
/// `navigationController?` code runs. Pushing and popping are ignored and reported once: reel shows one screen.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    /// The navigation bar (recorded, not drawn).
    public let navigationBar = UINavigationBar(frame: .zero)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    public var topViewController: UIViewController? { viewControllers.last }

    /// Ignored, and reported once: the pushed controller is not loaded or shown.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let type = String(describing: Swift.type(of: viewController))
        GalleryEngines.ignored("pushViewController(_:animated:) of a \(type): reel shows only the gallery's controller")
    }

    /// Ignored (nothing was pushed): nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

/// A navigation bar: recorded, not drawn.
@MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}

/// A controller's items in the navigation bar: recorded, not drawn.
@MainActor
open class UINavigationItem {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    public init(title: String?) { self.title = title }

    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }
}

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

/// A segue: compiles so that `prepare(for:sender:)` overrides do; reel performs none.
@MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
