/// The navigation controller reel shows a gallery's controller in (as an app's scene shows its root controller), so
/// `navigationController?` code runs. Pushing and popping are ignored and reported once: reel shows one screen.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first. Setting it keeps the new stack and makes its controllers this one's
    /// children (the ones it drops leave); a controller it adds is not loaded or shown (reported once, as a push is).
    public var viewControllers: [UIViewController] {
        get { stack }
        set {
            for controller in stack where !newValue.contains(where: { $0 === controller }) {
                controller.removeFromParent()
            }
            for controller in newValue where !stack.contains(where: { $0 === controller }) {
                let type = String(describing: Swift.type(of: controller))
                GalleryEngines.ignored(
                    "setting viewControllers to add a \(type): reel shows only the gallery's controller")
                addChild(controller)
            }
            stack = newValue
        }
    }
    private var stack: [UIViewController] = []
    /// The navigation bar (recorded, not drawn).
    public let navigationBar = UINavigationBar(frame: .zero)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
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
