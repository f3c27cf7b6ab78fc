/// The state of a diffable data source: sections and their item identifiers, plus the items to reconfigure or reload
/// when applied.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items named by `reconfigureItems` / `reloadItems`, in the order named.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    // Closures, not key paths: a key path in this generic type is instantiated at run time on every call.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map { $0.id } }
    public var itemIdentifiers: [ItemIdentifierType] {
        sections.count == 1 ? sections[0].items : sections.flatMap { $0.items }
    }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        guard let index = indexOfSection(beforeSection) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// Appends items to `section`, or to the last section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let index = section.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            preconditionFailure("appendItems: the snapshot has no sections (append a section first)")
        }
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        insert(identifiers, at: beforeItem, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        insert(identifiers, at: afterItem, offset: 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: beforeItem, offset: 0)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: afterItem, offset: 1)
    }

    /// Re-runs the configuration of these items' existing cells when applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    /// Replaces these items' cells with newly dequeued ones when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }

    /// The snapshot without pending reconfigures and reloads (what the data source keeps once applied).
    var applied: Self {
        var copy = self
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedItemIdentifiers = []
        return copy
    }

    /// The item at `indexPath`, if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].items.count
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The flat position of the item at `indexPath`, and back.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard item(at: indexPath) != nil else { return nil }
        return sections[..<indexPath.section].reduce(0) { $0 + $1.items.count } + indexPath.item
    }

    /// The number of items of each section, in order.
    var sectionItemCounts: [Int] { sections.map(\.items.count) }

    func indexPath(ofFlatIndex index: Int) -> IndexPath? {
        var remaining = index
        for section in sections.indices {
            let count = sections[section].items.count
            if remaining < count { return IndexPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: anchor) {
                sections[index].items.insert(contentsOf: identifiers, at: position + offset)
                return
            }
        }
        preconditionFailure("insertItems: the anchor item is not in the snapshot")
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
