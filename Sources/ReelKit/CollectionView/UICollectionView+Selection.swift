/// Selection made in code. Nobody taps in a run, so the delegate's selection callbacks are never called; what the
/// app's code selects is kept by index path, and a cell shows it (`isSelected`) when dequeued for a selected item or
/// when on screen as it is selected. `reloadData()` clears it, as in UIKit; batch updates and snapshots do not move it
/// to the items' new index paths.
extension UICollectionView {
    /// The selected items, nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects the item at `indexPath` (nil deselects all), replacing the selection unless `allowsMultipleSelection`.
    /// The scroll position is ignored: the scenario's script scrolls.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selectedItems { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects the item at `indexPath`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// The layout's attributes of the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}
