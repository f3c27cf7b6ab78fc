import Foundation
import Testing

@testable import ReelKit

/// A collection or table view controller subclass overrides the scroll view delegate methods in its class body, as
/// UIKit apps do to load a next page; reel's script scrolls and calls none of them.
@MainActor
@Suite struct ControllerOverrideTests {
    final class PagingGridController: UICollectionViewController {
        var scrolled = 0
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    final class PagingTableController: UITableViewController {
        var scrolled = 0
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 88 }
    }

    @Test func scrollDelegateOverridesAreTheControllersDelegateMethods() {
        let grid = PagingGridController(collectionViewLayout: UICollectionViewFlowLayout())
        grid.loadViewIfNeeded()
        grid.collectionView.delegate?.scrollViewDidScroll(grid.collectionView)
        #expect(grid.scrolled == 1)

        let table = PagingTableController(style: .plain)
        table.loadViewIfNeeded()
        table.tableView.delegate?.scrollViewDidScroll(table.tableView)
        #expect(table.scrolled == 1)
        #expect(
            table.tableView.delegate?.tableView(table.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 88)
    }
}
