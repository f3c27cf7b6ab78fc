import Foundation
import ReelCore

/// How the item identifiers of the user's data source become reel's items (docs/reelkit.md, "Item identifiers").
/// The first rule that applies wins, and an identifier keeps the item it got:
///
/// 1. A `GalleryItem` is its own item.
/// 2. A `String` equal to an item's id is that item.
/// 3. An identifier that carries an item's image URL — it is a `URL` or `String` equal to it, or a stored property
///    of it (or of a stored struct in it) is — is that item.
/// 4. An identifier whose `id` (`Identifiable`, or a stored property named `id`) is a `String` equal to an item's id
///    is that item.
/// 5. Any other identifier — an app's own `Int` or `UUID`, a string of its own — claims, the first time a snapshot
///    holds it, the first item no identifier has claimed yet: the scenario's items in order, then those
///    `reelNewItems(count:)` made. An app that builds its snapshot from its items in the order it got them, as apps
///    do, gives each item its own identifier.
///
/// An identifier that carries an image URL no item has, or a new identifier of rule 5 once every item is claimed,
/// maps to nothing: the run cannot show what the app means, and stops.
struct ItemIdentifierMap {
    /// The items identifiers got by rules 3–5, and the items claimed by any rule.
    private var claims: [AnyHashable: ItemID] = [:]
    private var claimed: Set<ItemID> = []
    /// Where the search for the next unclaimed item (rule 5) goes on, in the order reel learnt its items.
    private var nextPosition = 0

    /// Why an identifier maps to no item.
    enum Failure: Error, Equatable {
        /// It carries an image URL no item has.
        case unknownURL(identifier: String, url: String)
        /// Every item is claimed already.
        case noItemLeft(identifier: String, type: String, items: Int)
    }

    /// reel's item id for each of `identifiers`, in order.
    mutating func itemIDs<Identifier: Hashable>(
        of identifiers: [Identifier], in truth: ItemTruth
    ) throws(Failure) -> [ItemID] {
        var ids: [ItemID] = []
        ids.reserveCapacity(identifiers.count)
        if let items = identifiers as? [GalleryItem] {
            // Every `GalleryItem` is an item, so no identifier of this data source ever claims one by rule 5: no
            // claim needs recording.
            for item in items { ids.append(ItemID(item.id)) }
            return ids
        }
        if let strings = identifiers as? [String] {
            for string in strings {
                if truth[id: ItemID(string)] != nil, claims[string] == nil {
                    ids.append(claim(ItemID(string)))
                } else {
                    ids.append(try itemID(of: string, in: truth))
                }
            }
            return ids
        }
        for identifier in identifiers { ids.append(try itemID(of: identifier, in: truth)) }
        return ids
    }

    private mutating func claim(_ id: ItemID) -> ItemID {
        claimed.insert(id)
        return id
    }

    /// The item of an identifier rules 1–2 do not settle.
    private mutating func itemID<Identifier: Hashable>(
        of identifier: Identifier, in truth: ItemTruth
    ) throws(Failure) -> ItemID {
        let key = AnyHashable(identifier)
        if let id = claims[key] { return id }
        let id: ItemID
        if let carried = try Self.carriedItemID(of: identifier, in: truth) {
            id = carried
        } else {
            id = try nextUnclaimed(identifier, in: truth)
        }
        claims[key] = id
        claimed.insert(id)
        return id
    }

    /// Rules 3 and 4: the item whose image URL or id the identifier carries.
    private static func carriedItemID(of identifier: Any, in truth: ItemTruth) throws(Failure) -> ItemID? {
        var unknownURL: String?
        for value in [identifier] + storedValues(of: identifier, depth: 2) {
            let url: String? =
                switch value {
                case let url as URL: url.absoluteString
                case let string as String where truth.item(exactURL: string) != nil: string
                default: nil
                }
            guard let url else { continue }
            if let item = truth.item(exactURL: url) { return item.id }
            if value is URL, unknownURL == nil { unknownURL = url }
        }
        if let id = ownID(of: identifier).map({ ItemID($0) }), truth[id: id] != nil { return id }
        if let unknownURL {
            throw .unknownURL(identifier: describe(identifier), url: unknownURL)
        }
        return nil
    }

    /// Rule 5: the first item no identifier has claimed.
    private mutating func nextUnclaimed<Identifier: Hashable>(
        _ identifier: Identifier, in truth: ItemTruth
    ) throws(Failure) -> ItemID {
        while nextPosition < truth.learntCount {
            let id = truth.learntID(at: nextPosition)
            nextPosition += 1
            if !claimed.contains(id) { return id }
        }
        throw .noItemLeft(
            identifier: Self.describe(identifier), type: String(describing: Identifier.self), items: claimed.count)
    }

    /// The values stored in `value`, and in the structs stored in it, `depth` levels down.
    private static func storedValues(of value: Any, depth: Int) -> [Any] {
        guard depth > 0 else { return [] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class || mirror.displayStyle == .tuple else {
            return []
        }
        var values: [Any] = []
        for child in mirror.children {
            values.append(child.value)
            values += storedValues(of: child.value, depth: depth - 1)
        }
        return values
    }

    /// The identifier's own `id` when it is a `String`: its `Identifiable` id, or its stored `id` (which is how an id
    /// is found when the conformance is isolated to the main actor).
    private static func ownID(of identifier: Any) -> String? {
        if let identifiable = identifier as? any Identifiable, let id = identifiableID(identifiable) as? String {
            return id
        }
        return Mirror(reflecting: identifier).children.first { $0.label == "id" }?.value as? String
    }

    private static func identifiableID<Value: Identifiable>(_ value: Value) -> Any { value.id }

    /// The identifier as a message shows it: its description, at most 80 characters.
    static func describe(_ identifier: Any) -> String {
        let text = String(describing: identifier)
        return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }
}

extension ItemIdentifierMap.Failure: CustomStringConvertible {
    /// One line saying which identifier maps to nothing and what to do.
    var description: String {
        switch self {
        case .unknownURL(let identifier, let url):
            "the snapshot identifier \(identifier) carries the image URL \"\(url)\", which no item of the scenario "
                + "has: make identifiers from the GalleryItems reel gives the gallery (their id or imageURL), and "
                + "new items with collectionView.reelNewItems(count:) (docs/reelkit.md, \"Item identifiers\")"
        case .noItemLeft(let identifier, let type, let items):
            "the snapshot identifier \(identifier) (\(type)) maps to no item: all \(items) items reel knows have an "
                + "identifier already; make new items with collectionView.reelNewItems(count:) before applying "
                + "them (docs/reelkit.md, \"Item identifiers\")"
        }
    }
}
