/// What a reordering changed: compiles so that reordering handlers do; reel never reorders (nobody drags).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension UICollectionViewDiffableDataSource {
    /// A diffable data source's reordering handlers: kept, never called.
    public struct ReorderingHandlers {
        public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        public var willReorder: (@MainActor (Transaction) -> Void)?
        public var didReorder: (@MainActor (Transaction) -> Void)?

        public init() {}
    }
}
