extension UICollectionView {
    /// The number of sections the data source gives.
    public var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of items the data source gives in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Asks the data source for its counts again and makes the cells on screen again; the selection is cleared, as in
    /// UIKit. Items keep their order: a
    /// larger count places new items after them, a smaller one drops the last (see `ClassicDataSource`).
    public func reloadData() {
        selectedItems.removeAll()
        engine?.reloadData(of: self)
    }

    /// Runs `updates` (the app's model changes and its insert, delete, reload and move calls) and shows the result
    /// as one animated update; `completion` runs right after, with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if engine?.performBatchUpdates(on: self, updates) != true { updates?() }
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)") { $0.insertedItems += indexPaths }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)") { $0.deletedItems += indexPaths }
    }

    /// The items get new cells from the data source (through `prepareForReuse()` when one comes from the pool).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)") { $0.reloadedItems += indexPaths }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)") { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet) {
        record("insertSections(_:)") { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet) {
        record("deleteSections(_:)") { $0.deletedSections.formUnion(sections) }
    }

    /// The sections' items get new cells; a section whose count changed grows with new items or loses its last.
    public func reloadSections(_ sections: IndexSet) {
        record("reloadSections(_:)") { $0.reloadedSections.formUnion(sections) }
    }

    /// Adds a change to the `performBatchUpdates` in progress, or shows it at once as an update of its own (as UIKit
    /// does for a call outside a batch). Nothing to follow before reel adopts the collection view.
    private func record(_ name: String, _ change: (inout ClassicBatch) -> Void) {
        engine?.record(name, on: self, change)
    }
}
