/// The diffable data source: the current snapshot (the app's items and the identifiers it hands the data source),
/// the next snapshot the script is editing, the per-row state the app keeps by identifier, and the cell
/// registrations the cell provider made.
package struct DataSourceState: Sendable {
    package let settings: DataSourceSettings
    /// The items of the current snapshot, in order.
    package private(set) var items: [Item]
    /// The snapshot the data source was created with (what a stale captured model sees).
    package let capturedItems: [Item]
    private var indexByItemID: [ItemID: Int]
    /// The data source's identifier of each item (by `settings.identity`), and their positions.
    package private(set) var identifiers: [String]
    private var indexByIdentifier: [String: Int]
    /// The snapshot number, one more for every snapshot applied (fresh UUIDs are drawn per snapshot).
    package private(set) var generation = 0
    /// The next snapshot, edited by the script and the app, until it is applied.
    private var editor: SnapshotEditor
    /// Per-row flags the app keeps by identifier (selection, expansion).
    package private(set) var rowFlags: [String: RowFlags] = [:]
    /// Cell registrations made so far (one per configure when created inside the cell provider).
    private var registrationsMade = 0

    package init(items: [Item], settings: DataSourceSettings) {
        self.settings = settings
        self.items = items
        capturedItems = items
        indexByItemID = Self.indexByID(items.map(\.id))
        identifiers = settings.identity.identifiers(of: items, generation: 0)
        indexByIdentifier = Self.indexByID(identifiers)
        editor = SnapshotEditor(items: items, nextSyntheticIndex: SnapshotEditor.firstFreeSyntheticIndex(after: items))
    }

    // MARK: The next snapshot

    /// The items of the next snapshot (what an apply makes current).
    var stagedItems: [Item] { editor.items }
    /// The item ids the next apply reconfigures and reloads.
    var stagedReconfigured: [ItemID] { editor.reconfigured }

    /// Stages a script edit of the next snapshot (`visible`: the ids on screen, for edits relative to them); returns
    /// what the editor says about it.
    package mutating func stage(_ action: ScriptAction, visible: [ItemID]) -> String? {
        editor.stage(action, visible: visible)
    }

    /// Stages the app's next snapshot: its items, and the ids it reconfigures and reloads.
    package mutating func stage(items: [Item], reconfigured: [ItemID], reloaded: [ItemID]) {
        editor.stage(items: items, reconfigured: reconfigured, reloaded: reloaded)
    }

    /// The ids the next snapshot reconfigures and reloads, forgotten once taken (an apply takes them).
    mutating func takeStagedUpdates() -> (reconfigured: [ItemID], reloaded: [ItemID]) {
        defer { editor.clearUpdates() }
        return (editor.reconfigured, editor.reloaded)
    }

    /// The position of the item with `id` in the current snapshot.
    package func index(ofItem id: ItemID) -> Int? { indexByItemID[id] }

    /// The position of the row whose identifier is `identifier`.
    package func index(ofIdentifier identifier: String) -> Int? { indexByIdentifier[identifier] }

    /// The index a script reference names, if it is in the snapshot.
    package func resolve(_ reference: ItemReference) -> Int? {
        switch reference {
        case .id(let id): indexByItemID[id]
        case .index(let index): index < items.count ? index : nil
        }
    }

    /// The item a cell was configured with: current or, for a stale captured model, the old one.
    package func configuredItem(_ id: ItemID) -> Item? {
        if let index = indexByItemID[id] { return items[index] }
        return capturedItems.first { $0.id == id }
    }

    /// The flags of the row at `index`.
    package func flags(at index: Int) -> RowFlags { rowFlags[identifiers[index]] ?? [] }

    /// Makes `newItems` the current snapshot, with identifiers drawn for it, and returns the diff of identifiers
    /// (the data source diffs identifiers, not the app's items).
    package mutating func replaceSnapshot(with newItems: [Item]) -> SnapshotDiff {
        generation += 1
        let newIdentifiers = settings.identity.identifiers(of: newItems, generation: generation)
        let diff = SnapshotDiff(from: identifiers, to: newIdentifiers)
        items = newItems
        indexByItemID = Self.indexByID(newItems.map(\.id))
        identifiers = newIdentifiers
        indexByIdentifier = Self.indexByID(newIdentifiers)
        return diff
    }

    /// Flips `flag` of the row at `index`, keyed by the row's identifier; returns the identifier and the new value.
    package mutating func toggle(_ flag: RowFlags, at index: Int) -> (identifier: String, on: Bool) {
        let identifier = identifiers[index]
        var flags = rowFlags[identifier] ?? []
        let on = !flags.contains(flag)
        if on { flags.insert(flag) } else { flags.remove(flag) }
        rowFlags[identifier] = flags.isEmpty ? nil : flags
        return (identifier, on)
    }

    /// The flags of each item whose row has any, by item id.
    package func flagsByItem() -> [ItemID: RowFlags] {
        var flags: [ItemID: RowFlags] = [:]
        for (identifier, value) in rowFlags {
            if let index = indexByIdentifier[identifier] { flags[items[index].id] = value }
        }
        return flags
    }

    /// After an apply: drops the flags of identifiers that left the snapshot (as UIKit drops their selection), then
    /// returns, by item id in order, every surviving item whose flags changed without a toggle.
    package mutating func reconcileRowFlags(
        before: [ItemID: RowFlags]
    ) -> [(itemID: ItemID, lost: RowFlags, gained: RowFlags)] {
        for identifier in rowFlags.keys where indexByIdentifier[identifier] == nil { rowFlags[identifier] = nil }
        let after = flagsByItem()
        var changes: [(itemID: ItemID, lost: RowFlags, gained: RowFlags)] = []
        for id in Set(before.keys).union(after.keys).sorted() where indexByItemID[id] != nil {
            let lost = (before[id] ?? []).subtracting(after[id] ?? [])
            let gained = (after[id] ?? []).subtracting(before[id] ?? [])
            if !lost.isEmpty || !gained.isEmpty { changes.append((id, lost, gained)) }
        }
        return changes
    }

    /// The reuse identifier the cell provider dequeues with: the registration's (`base`), which is new on every call
    /// when the registration is created inside the provider. Returns it with the registrations made so far.
    package mutating func nextReuseIdentifier(base: String) -> (identifier: String, registrations: Int) {
        switch settings.cellRegistration {
        case .once:
            registrationsMade = 1
            return (base, 1)
        case .insideProvider:
            registrationsMade += 1
            return ("\(base)#registration-\(registrationsMade)", registrationsMade)
        }
    }

    static func indexByID<ID: Hashable>(_ ids: [ID]) -> [ID: Int] {
        var indexByID: [ID: Int] = [:]
        indexByID.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() { indexByID[id] = index }
        return indexByID
    }
}
