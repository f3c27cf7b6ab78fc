import Foundation

extension UITableView {
    /// Asks the data source for its counts again and makes the rows on screen again.
    public func reloadData() { rows.reloadData() }

    /// Runs `updates` (the app's model changes and its row and section calls) as one animated update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rows.performBatchUpdates(updates, completion: completion)
    }

    /// Starts a batch of row and section changes that `endUpdates()` shows as one update.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = [] }
    }

    /// Shows the changes made since `beginUpdates()` as one update.
    public func endUpdates() {
        guard let changes = pendingUpdates else { return }
        pendingUpdates = nil
        rows.performBatchUpdates {
            for change in changes { change(self.rows) }
        }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.insertItems(at: indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.deleteItems(at: indexPaths) }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.reloadItems(at: indexPaths) }
    }

    /// Configures the rows' cells again in place (reel reloads them: a classic data source has no reconfigure).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        change { $0.reloadItems(at: indexPaths) }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.insertSections(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.deleteSections(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.reloadSections(sections) }
    }

    /// A change made now, or kept for `endUpdates()`.
    private func change(_ body: @escaping (UICollectionView) -> Void) {
        if pendingUpdates != nil {
            pendingUpdates?.append(body)
        } else {
            body(rows)
        }
    }

    // MARK: Scrolling and selection

    /// Ignored, and reported once: the scenario's script scrolls (`scrollTo`, `fling`, `drag`).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        GalleryEngines.ignored("scrollToRow(at:at:animated:): the scenario's script scrolls reel (add a scrollTo step)")
    }

    /// The first selected row (the app's own selections: nobody taps in a reel run).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, nil when none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row (its cell, if on screen, shows it selected); the scroll position is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { cellForRow(at: row)?.isSelected = false }
            selectedRows = []
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { cellForRow(at: row)?.isSelected = false }
            selectedRows = []
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.isSelected = true
    }

    /// Deselects the row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.isSelected = false
    }

    /// Sets editing mode (kept: reel shows no editing controls).
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
