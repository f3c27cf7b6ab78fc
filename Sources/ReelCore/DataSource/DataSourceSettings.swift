/// How the app feeds the diffable data source: what it uses as item identifiers, and where it creates its cell
/// registration.
package struct DataSourceSettings: Sendable, Equatable {
    package var identity: ItemIdentity = .stable
    package var cellRegistration: CellRegistrationPlacement = .once
    /// Whether the app reconfigures rows whose identifier now names another item (as SwiftUI runs a row's body
    /// again). UIKit's `apply` alone never runs the cell provider for an identifier in both snapshots: without it
    /// those cells keep showing the item they were configured with.
    package var reconfigureChanged = true

    package init(
        identity: ItemIdentity = .stable, cellRegistration: CellRegistrationPlacement = .once,
        reconfigureChanged: Bool = true
    ) {
        self.identity = identity
        self.cellRegistration = cellRegistration
        self.reconfigureChanged = reconfigureChanged
    }
}

/// What the app hands the data source as each row's identifier (SwiftUI's `ForEach(id:)` lesson).
package enum ItemIdentity: String, Sendable, Equatable, CaseIterable {
    /// The model's own stable id: the same real row keeps the same identifier across updates (correct).
    case stable
    /// The row's position: after an insert or a reorder the diff sees a different item behind every identifier,
    /// so rows are reconfigured with other items and per-row state stays with the position.
    case index
    /// A new UUID per snapshot: every update deletes every row and inserts new ones, so every cell is replaced and
    /// all per-row state is dropped.
    case freshUUID = "fresh-uuid"

    /// The identifiers of `items` for the snapshot numbered `generation` (only `fresh-uuid` depends on it).
    package func identifiers(of items: [Item], generation: Int) -> [String] {
        switch self {
        case .stable:
            return items.map(\.id.rawValue)
        case .index:
            return items.indices.map { "row-\($0)" }
        case .freshUUID:
            // Seeded, so a run is reproducible; formatted like `UUID().uuidString`.
            var random = SplitMix64(seed: UInt64(generation) &* 0x9E37_79B9 &+ 0x1D)
            return items.indices.map { _ in Self.uuidString(random.next(), random.next()) }
        }
    }

    static func uuidString(_ high: UInt64, _ low: UInt64) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        text.reserveCapacity(36)
        for nibble in 0..<32 {
            if [8, 12, 16, 20].contains(nibble) { text.append("-") }
            let word = nibble < 16 ? high : low
            text.append(digits[Int((word >> UInt64(60 - (nibble % 16) * 4)) & 0xF)])
        }
        return text
    }
}

/// Where the app creates its `UICollectionView.CellRegistration`.
package enum CellRegistrationPlacement: String, Sendable, Equatable, CaseIterable {
    /// Created once, outside the cell provider: cells are reused (correct).
    case once
    /// Created anew inside the cell provider on every configure: each registration is a new reuse identifier, so
    /// the pool never returns a cell and every dequeue creates one. This is iOS 14's behaviour: the cells pile up
    /// unreachable in memory. iOS 15 and later raise an exception on the first such dequeue instead.
    case insideProvider = "inside-provider"
}
