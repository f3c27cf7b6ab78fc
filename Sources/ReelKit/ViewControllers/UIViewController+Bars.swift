/// What a controller asks of the bars around it. reel draws no navigation, tab or tool bar: the scenario's safe area
/// stands for them, so these are recorded and change nothing.
extension UIViewController {
    /// The edges the view extends under the bars (recorded).
    public var edgesForExtendedLayout: UIRectEdge {
        get { bars.edgesForExtendedLayout }
        set { bars.edgesForExtendedLayout = newValue }
    }

    /// Whether the view extends under opaque bars too (recorded).
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { bars.extendedLayoutIncludesOpaqueBars }
        set { bars.extendedLayoutIncludesOpaqueBars = newValue }
    }

    /// Whether a pushed controller hides the tab bar (recorded).
    public var hidesBottomBarWhenPushed: Bool {
        get { bars.hidesBottomBarWhenPushed }
        set { bars.hidesBottomBarWhenPushed = newValue }
    }

    /// The items of the navigation controller's toolbar while this controller shows (recorded, not drawn).
    public var toolbarItems: [UIBarButtonItem]? {
        get { bars.toolbarItems }
        set { bars.toolbarItems = newValue }
    }

    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        bars.toolbarItems = toolbarItems
    }

    /// The controller's tab in a tab bar controller (recorded, not drawn), made with the controller's title the first
    /// time it is read, as UIKit makes it.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = bars.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            bars.tabBarItem = item
            return item
        }
        set { bars.tabBarItem = newValue }
    }
}

/// A controller's recorded bar settings.
struct ControllerBars {
    var edgesForExtendedLayout = UIRectEdge.all
    var extendedLayoutIncludesOpaqueBars = false
    var hidesBottomBarWhenPushed = false
    var toolbarItems: [UIBarButtonItem]?
    var tabBarItem: UITabBarItem?
}
