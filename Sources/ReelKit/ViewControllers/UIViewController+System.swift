import Foundation

/// What a view controller says to the system around it — memory warnings, the status bar, the tab bar — kept so an
/// app's overrides compile. reel runs no app around the controller: no memory warning arrives and there is no status
/// or tab bar, so these are never called by reel and change nothing drawn.
extension UIViewController {
    /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again: reel draws no status bar.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// The storyboard the controller was made from: none kept (reel makes a storyboard's controllers and forgets the
    /// file).
    public var storyboard: UIStoryboard? { nil }

    /// The tab bar controller the controller is in: none (reel puts the gallery's controller in a navigation
    /// controller only).
    public var tabBarController: UITabBarController? { nil }

    /// The controller that presented this one: none (reel presents nothing).
    public var presentingViewController: UIViewController? { nil }
    /// Whether the controller is being presented: never in reel.
    public var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed: never in reel.
    public var isBeingDismissed: Bool { false }
}

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// How a presented controller comes on screen.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// The style of the status bar's text.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// A tab bar controller: compiles, is never made by reel (`UIViewController.tabBarController` is nil).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    /// The tab bar (recorded, not drawn).
    public let tabBar = UITabBar()
}

/// A tab bar: recorded, not drawn.
@preconcurrency @MainActor
open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
}
