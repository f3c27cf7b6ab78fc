/// A controller's items in the navigation bar: recorded, not drawn.
@preconcurrency @MainActor
open class UINavigationItem {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The search controller shown in the bar (recorded, never shown: nobody types in a run).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    /// A view shown in place of the title (recorded, not drawn: reel draws no navigation bar).
    open var titleView: UIView?
    /// The back button that controllers pushed above this one show (recorded: reel pushes nothing).
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    /// The bar's looks while this controller shows (recorded, not drawn).
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    /// An item showing `title`.
    public init(title: String) { self.title = title }

    /// An item with no title.
    public init() {}

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}
