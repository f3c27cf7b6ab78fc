import ReelCore

/// A diffable data source: a cell provider and the snapshot it applies. `apply` hands reel's collection view the new
/// order of items, which diffs it, moves surviving cells, ends deleted ones, reconfigures and reloads — as UIKit.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource, DiffableSource
{
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) ->
        UICollectionViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private let cellProvider: CellProvider
    private weak var collectionView: UICollectionView?
    private var current = Snapshot()
    /// reel's item id of each identifier in the current snapshot, and back.
    private var identifierByItemID: [String: ItemIdentifierType] = [:]
    private var itemIDByIdentifier: [ItemIdentifierType: String] = [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
        collectionView.host?.dataSourceCreated(self)
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// Applies `snapshot`: reel's collection view diffs it against the current one.
    open func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        let ids = snapshot.itemIdentifiers.map(reelItemID)
        let reconfigured = snapshot.reconfiguredItemIdentifiers.map(reelItemID)
        let reloaded = snapshot.reloadedItemIdentifiers.map(reelItemID)
        current = snapshot.applied
        identifierByItemID = Dictionary(zip(ids, snapshot.itemIdentifiers)) { first, _ in first }
        itemIDByIdentifier = Dictionary(zip(snapshot.itemIdentifiers, ids)) { first, _ in first }
        collectionView?.host?.apply(
            itemIDs: ids, reconfigured: reconfigured, reloaded: reloaded, animated: animatingDifferences)
        completion?()
    }

    /// Applies `snapshot` as `reloadData()` would: no animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let id = itemIDByIdentifier[itemIdentifier], let index = collectionView?.host?.index(ofItem: id) else {
            return nil
        }
        return current.indexPath(ofFlatIndex: index)
    }

    // MARK: DiffableSource

    func cell(at index: Int, itemID: String, in collectionView: UICollectionView) -> UICollectionViewCell? {
        guard let identifier = identifierByItemID[itemID], let indexPath = current.indexPath(ofFlatIndex: index) else {
            return nil
        }
        return cellProvider(collectionView, indexPath, identifier)
    }

    func indexPath(ofFlatIndex index: Int) -> IndexPath? { current.indexPath(ofFlatIndex: index) }

    func flatIndex(of indexPath: IndexPath) -> Int? { current.flatIndex(of: indexPath) }
}

/// What the host asks of a diffable data source, whatever its identifier types.
@MainActor
protocol DiffableSource: AnyObject {
    func cell(at index: Int, itemID: String, in collectionView: UICollectionView) -> UICollectionViewCell?
    func indexPath(ofFlatIndex index: Int) -> IndexPath?
    func flatIndex(of indexPath: IndexPath) -> Int?
}

/// reel's item id for a data source's item identifier: the string itself, an `Identifiable`'s id (also found by its
/// stored `id` when the conformance is isolated to the main actor), or its description.
func reelItemID<Identifier: Hashable>(_ identifier: Identifier) -> String {
    if let string = identifier as? String { return string }
    if let identifiable = identifier as? any Identifiable { return "\(identifiable.id)" }
    if let id = Mirror(reflecting: identifier).children.first(where: { $0.label == "id" })?.value {
        return "\(id)"
    }
    return "\(identifier)"
}
