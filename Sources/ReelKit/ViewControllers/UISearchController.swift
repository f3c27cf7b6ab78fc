/// A search controller in the navigation bar (`navigationItem.searchController`): recorded, never shown. Nobody
/// types in a reel run, so `updateSearchResults(for:)` and the search bar's delegate methods are never called; the
/// screen's gallery runs on its unfiltered model.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows results (nil: the searching controller shows them itself).
    public let searchResultsController: UIViewController?
    /// The search bar the controller manages.
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    /// Whether the search interface is shown (never, in a run).
    open var isActive = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// Updates the results of a search (never asked in a run: nobody types).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search controller's presentation callbacks (never called in a run).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
