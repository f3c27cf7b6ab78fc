import Foundation

/// A diffable data source for a table view: a cell provider and the snapshot it applies, as
/// `UICollectionViewDiffableDataSource` does for a collection view (it is one underneath, on the table's rows).
/// A subclass overrides the data source methods it answers itself (`titleForHeaderInSection`, editing).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UITableViewDataSource, TableDiffableSource
{
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// How applied changes are animated (kept: reel animates an apply its own way).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic
    /// The rows' data source: the table's collection view is fed by it.
    private let rows: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        rows = UICollectionViewDiffableDataSource(collectionView: tableView.rows) { [weak tableView] _, path, item in
            guard let tableView else { return nil }
            return cellProvider(tableView, path, item)
        }
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { rows.snapshot() }

    /// Applies `snapshot`: reel diffs it against the current one, as for a collection view.
    open func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        rows.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Applies `snapshot` as `reloadData()` would: no animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        rows.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { rows.itemIdentifier(for: indexPath) }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { rows.indexPath(for: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = rows.snapshot().sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        rows.snapshot().indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource (a subclass overrides these)

    open func numberOfSections(in tableView: UITableView) -> Int { rows.snapshot().numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.collectionView(tableView.rows, numberOfItemsInSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = rows.collectionView(tableView.rows, cellForItemAt: indexPath) as? UITableViewCell else {
            fatalError("the cell provider of a UITableViewDiffableDataSource returned no UITableViewCell")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
