import ReelCore

/// A view controller. Its view is made the first time it is asked for (`loadView()`, then `viewDidLoad()`), sized to
/// the scenario's canvas as UIKit sizes a root view to the screen. reel runs an app's controller registered with
/// `BindingCatalog.register(as:actions:make:)`: it loads the view, calls `viewWillAppear(_:)`, adopts the collection
/// view the controller put in its view hierarchy, and calls `viewDidAppear(_:)`, each once.
@preconcurrency @MainActor
open class UIViewController {
    private var loadedView: UIView? {
        didSet { loadedView?.owningController = self }
    }
    private var appearance = Appearance.none

    /// A controller whose view is made in code (`loadView()`); a nib name is kept and not loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
    }

    /// A controller made from a storyboard scene (`UIStoryboard` calls it, as UIKit does); its view is made in code.
    public required init?(coder: NSCoder) { nibName = nil }

    /// A controller whose view is made in code.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The nib name the controller was made with (reel loads no nibs: `loadView()` makes a plain view).
    public let nibName: String?
    /// The controller's title; setting it sets its navigation item's and its tab's, as UIKit does.
    open var title: String? {
        didSet {
            madeNavigationItem?.title = title
            bars.tabBarItem?.title = title
        }
    }

    private var madeNavigationItem: UINavigationItem?

    /// The navigation bar's items for this controller (recorded, not drawn), made with its title when first read.
    public var navigationItem: UINavigationItem {
        if let item = madeNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        madeNavigationItem = item
        return item
    }
    /// Whether a presented controller (a search controller's results) covers this one's view (recorded).
    open var definesPresentationContext = false
    /// How the controller is shown when presented (recorded: reel presents nothing). UIKit's default since iOS 13.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How the controller comes on screen when presented (recorded).
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a presented sheet refuses to be swiped away (recorded).
    open var isModalInPresentation = false
    /// The controller that contains this one (`addChild`), if any.
    public internal(set) weak var parent: UIViewController?
    /// The controllers added with `addChild`, in order.
    public private(set) var children: [UIViewController] = []
    /// The navigation controller this controller is in: reel puts the controller it runs in one.
    open var navigationController: UINavigationController? {
        var controller: UIViewController? = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The root view, loaded (`loadView()`, `viewDidLoad()`) the first time it is read.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: a plain view the size of the canvas. Subclasses that make their own set `view`.
    open func loadView() {
        loadedView = UIView(frame: CGRect(origin: .zero, size: GalleryEngines.current?.canvasSize ?? .zero))
    }

    /// Loads the view (`loadView()`, then `viewDidLoad()`) the first time.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
        viewLoaded()
    }

    /// After `viewDidLoad()`: what reel's own subclasses finish once the app's code has run.
    func viewLoaded() {}

    open func viewDidLoad() {}
    /// Called when the controller's traits change: when an `appearance` or `content_size` action changes them.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Called before the view changes size (a rotation): never in a run, whose canvas keeps its size. An override
    /// compiles and is not called (`UIViewControllerTransitionCoordinator`).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The bar settings the controller recorded (`UIViewController+Bars.swift`).
    var bars = ControllerBars()
    /// Kept (deprecated in UIKit, and not applied): `contentInsetAdjustmentBehavior` adjusts for the safe area.
    open var automaticallyAdjustsScrollViewInsets = true
    /// Insets added to the safe area of the controller's root view (and so to its views' safe areas). Setting it
    /// once the view is loaded lays the view out again and tells the controller and the view.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.safeAreaChanged()
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
        }
    }
    /// Called when the root view's safe area changes: once before its first layout when the scenario has a safe
    /// area or the controller set `additionalSafeAreaInsets`.
    open func viewSafeAreaInsetsDidChange() {}
    /// Never called: no memory warning arrives in a reel run (compiles so that an app's override does).
    open func didReceiveMemoryWarning() {}
    /// Touch handlers: never called (reel sends no touches); here so an app's overrides compile.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Ignored, like `present(_:animated:completion:)`: reel shows only the gallery's controller.
    open func show(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
    /// Ignored, like `present(_:animated:completion:)`: reel shows only the gallery's controller.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
    /// Read by no one: reel draws no status bar (an app's override compiles).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Read by no one: reel draws no status bar.
    open var prefersStatusBarHidden: Bool { false }
    /// Read by no one: reel draws no status bar.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// Adds `child` as a child controller (its view is placed by the app, as in UIKit).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation and navigation: compiled, ignored, reported once per run

    /// Ignored, and reported once: reel shows one controller (the gallery's). The presented controller (an alert, a
    /// detail screen) is not loaded, its actions never run and `completion` is not called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        let type = String(describing: Swift.type(of: viewControllerToPresent))
        GalleryEngines.ignored("present(_:animated:completion:) of a \(type): reel shows only the gallery's controller")
    }

    /// Ignored, like `present(_:animated:completion:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// The controller this one presents: none in reel.
    public var presentedViewController: UIViewController? { nil }

    /// Ignored, and reported once: reel loads no storyboards, so no segue is performed and
    /// `prepare(for:sender:)` is never called.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        GalleryEngines.ignored("performSegue(withIdentifier:sender:): reel loads no storyboard, so no segue runs")
    }

    /// Never called (no segue runs); compiles so that an app's override does.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Calls `viewWillAppear(_:)` then `viewDidAppear(_:)` around `adopt`, once each, as UIKit does when the
    /// controller's view goes on screen.
    func appear(_ adopt: () -> Void) {
        guard appearance == .none else { return }
        appearance = .appearing
        viewWillAppear(false)
        adopt()
        appearance = .appeared
        viewDidAppear(false)
    }

    private enum Appearance { case none, appearing, appeared }
}
