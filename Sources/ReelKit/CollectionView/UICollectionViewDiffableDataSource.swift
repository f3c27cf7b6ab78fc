import ReelCore

/// A diffable data source: a cell provider and the snapshot it applies. `apply` hands reel's collection view the new
/// order of items, which diffs it, moves surviving cells, ends deleted ones, reconfigures and reloads — as UIKit.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource, DiffableSource
{
    public typealias CellProvider =
        @MainActor (UICollectionView, IndexPath, ItemIdentifierType) ->
        UICollectionViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    public typealias SupplementaryViewProvider =
        @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes the views of the layout's headers, footers and other supplementary elements as they come on screen.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Kept and never called: nobody drags cells in a reel run.
    public var reorderingHandlers = ReorderingHandlers()

    private let cellProvider: CellProvider
    private weak var collectionView: UICollectionView?
    private var current = Snapshot() {
        didSet { sectionStarts = nil }
    }
    /// Where each of the current snapshot's sections starts, made when first asked.
    private var sectionStarts: SectionStarts?
    /// The current snapshot's identifiers in order, and reel's item id of each.
    private var flatIdentifiers: [ItemIdentifierType] = []
    private var flatItemIDs: [ItemID] = []
    /// The identifier of each item id, made when a lookup by position misses.
    private var identifierByItemID: [ItemID: ItemIdentifierType]?
    /// The item id of each identifier, made when `indexPath(for:)` is first asked.
    private var itemIDByIdentifier: [ItemIdentifierType: ItemID]?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
        collectionView.engine?.dataSourceCreated(self)
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// Applies `snapshot`: reel's collection view diffs it against the current one.
    open func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        guard let engine = collectionView?.engine else {
            // Outside a run nothing is shown; the snapshot is kept for the app's own reads.
            current = snapshot.applied
            take(snapshot.itemIdentifiers, itemIDs: snapshot.itemIdentifiers.map { ItemID(String(describing: $0)) })
            completion?()
            return
        }
        let identifiers = snapshot.itemIdentifiers
        guard let ids = engine.itemIDs(of: identifiers),
            let reconfigured = engine.itemIDs(of: snapshot.reconfiguredItemIdentifiers),
            let reloaded = engine.itemIDs(of: snapshot.reloadedItemIdentifiers)
        else {
            return  // an identifier maps to no item: the run stops after this frame
        }
        current = snapshot.applied
        take(identifiers, itemIDs: ids)
        engine.apply(itemIDs: ids, reconfigured: reconfigured, reloaded: reloaded, animated: animatingDifferences)
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
        if itemIDByIdentifier == nil {
            itemIDByIdentifier = Dictionary(zip(flatIdentifiers, flatItemIDs)) { first, _ in first }
        }
        guard let id = itemIDByIdentifier?[itemIdentifier], let index = collectionView?.engine?.index(ofItem: id) else {
            return nil
        }
        return indexPath(ofFlatIndex: index)
    }

    /// The supplementary view provider's view (UIKit raises an exception when there is none, or it returns nil).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.engine?.reportError(
            "the diffable data source has no supplementary view for a \(kind) at \(indexPath) (set "
                + "supplementaryViewProvider and return a dequeued view; UIKit raises an exception)")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: DiffableSource

    func cell(at index: Int, itemID: ItemID, in collectionView: UICollectionView) -> UICollectionViewCell? {
        guard let identifier = identifier(ofItemID: itemID, at: index),
            let indexPath = indexPath(ofFlatIndex: index)
        else {
            return nil
        }
        return cellProvider(collectionView, indexPath, identifier)
    }

    /// The identifier of the item `itemID`, found at `index` (where it usually is) or by id.
    private func identifier(ofItemID itemID: ItemID, at index: Int) -> ItemIdentifierType? {
        if index < flatItemIDs.count, flatItemIDs[index] == itemID { return flatIdentifiers[index] }
        if identifierByItemID == nil {
            identifierByItemID = Dictionary(zip(flatItemIDs, flatIdentifiers)) { first, _ in first }
        }
        return identifierByItemID?[itemID]
    }

    private func take(_ identifiers: [ItemIdentifierType], itemIDs: [ItemID]) {
        flatIdentifiers = identifiers
        flatItemIDs = itemIDs
        identifierByItemID = nil
        itemIDByIdentifier = nil
    }

    func indexPath(ofFlatIndex index: Int) -> IndexPath? { starts.indexPath(ofFlatIndex: index) }

    private var starts: SectionStarts {
        if let sectionStarts { return sectionStarts }
        let made = SectionStarts(counts: current.sectionItemCounts)
        sectionStarts = made
        return made
    }

    /// Takes `items` as the current snapshot, in the first section, when the identifiers are reel's item ids
    /// (`String`) or the items themselves (`GalleryItem`); false otherwise.
    func follow(_ items: [Item]) -> Bool {
        let identifiers: [ItemIdentifierType]
        let itemIDs = items.map { $0.id }
        if let ids = itemIDs as? [ItemIdentifierType] {
            identifiers = ids
        } else if let galleryItems = items.map(GalleryItem.init) as? [ItemIdentifierType] {
            identifiers = galleryItems
        } else {
            return false
        }
        guard let section = current.sectionIdentifiers.first else { return false }
        var snapshot = Snapshot()
        snapshot.appendSections([section])
        snapshot.appendItems(identifiers, toSection: section)
        current = snapshot
        take(identifiers, itemIDs: itemIDs)
        return true
    }

    func flatIndex(of indexPath: IndexPath) -> Int? { starts.flatIndex(of: indexPath) }

    /// reel adopted the collection view after the app applied snapshots to it (an app's view controller made both
    /// in `viewDidLoad`): the data source registers with reel and the current snapshot is applied again, mapped to
    /// reel's items.
    func adopted() {
        guard let engine = collectionView?.engine else { return }
        engine.dataSourceCreated(self)
        apply(current, animatingDifferences: false)
    }

    // MARK: UICollectionViewDataSource (what UIKit's collection view asks)

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
        return current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
        }
        return cell
    }
}
