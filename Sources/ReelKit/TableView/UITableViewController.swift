import Foundation

/// A view controller whose view is a table view. It is the table's data source and delegate unless the app sets
/// others (a diffable data source sets itself), so a subclass overrides the data source, delegate and scroll view
/// delegate methods in its class body, as in UIKit.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    /// The table view: made by `loadView()` with the controller's style unless the app set one before.
    open var tableView: UITableView!
    /// Kept: nobody selects rows in a reel run.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a storyboard connected the table's data source and delegate to this controller (set when the view
    /// loads).
    var storyboardConnections: (dataSource: Bool, delegate: Bool)?

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller made from a storyboard scene, with a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The pull-to-refresh control of the table (kept, never pulled).
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// The view is the table view: the one the app set, or a new one the size of the canvas with the controller as
    /// its data source and delegate.
    open override func loadView() {
        if let tableView {
            view = tableView
            if let connections = storyboardConnections {
                if connections.dataSource { tableView.dataSource = self }
                if connections.delegate { tableView.delegate = self }
                storyboardConnections = nil
            }
            return
        }
        super.loadView()
        let tableView = UITableView(frame: view.bounds, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        self.tableView = tableView
        view = tableView
    }

    // MARK: UITableViewDataSource (a subclass overrides these)

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Never asked while `tableView(_:numberOfRowsInSection:)` says 0; a subclass that gives rows overrides it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "", for: indexPath)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate (a subclass overrides these)

    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    // MARK: UIScrollViewDelegate (a subclass overrides these; reel's script scrolls and calls none of them)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
