import ReelCore

/// What reel knows each item's cell should show: every item the run has seen (the scenario's, and those made for
/// actions), looked up by id, by image URL and by title.
///
/// The items are kept once, in the order reel learnt them (the scenario's array is shared, not copied), and the
/// lookups map to positions in it: with 100k items a dictionary of item copies took 29 MB, the positions ~4 MB.
struct ItemTruth {
    /// Every item learnt, in order; a known id's position holds its latest content.
    private var items: [Item] = []
    private var indexByID: [ItemID: Int] = [:]
    private var indexByURL: [String: Int] = [:]
    /// The first item of each title (made when first asked for: a cell's text is nearly always its own item's
    /// title, which needs no lookup).
    private var indexByTitle: [String: Int]?

    /// The item with this id, as last learnt.
    subscript(id id: ItemID) -> Item? { indexByID[id].map { items[$0] } }

    mutating func add(_ newItems: [Item]) {
        if items.isEmpty {
            // The scenario's items: the first of each id and of each URL wins, written last.
            items = newItems
            indexByID.reserveCapacity(newItems.count)
            indexByURL.reserveCapacity(newItems.count)
            for index in newItems.indices.reversed() {
                indexByID[newItems[index].id] = index
                indexByURL[newItems[index].url] = index
            }
            return
        }
        indexByID.reserveCapacity(indexByID.count + newItems.count)
        indexByURL.reserveCapacity(indexByURL.count + newItems.count)
        items.reserveCapacity(items.count + newItems.count)
        for item in newItems where indexByID[item.id] == nil {
            let index = items.count
            items.append(item)
            indexByID[item.id] = index
            if indexByURL[item.url] == nil { indexByURL[item.url] = index }
            if indexByTitle != nil, indexByTitle?[item.title] == nil { indexByTitle?[item.title] = index }
        }
    }

    /// Learns `items`, and the new content of known ids (a reconfigure's new version, URL or title).
    mutating func update(_ changed: [Item]) {
        for item in changed {
            guard let index = indexByID[item.id] else {
                add([item])
                continue
            }
            let known = items[index]
            guard known.url != item.url || known.title != item.title else { continue }
            items[index] = item
            if indexByURL[item.url] == nil { indexByURL[item.url] = index }
            if indexByTitle != nil, indexByTitle?[item.title] == nil { indexByTitle?[item.title] = index }
        }
    }

    func item(forURL url: String) -> Item? { indexByURL[url].map { items[$0] } }

    /// How many items reel has learnt: the scenario's, then those made for actions, in that order.
    var learntCount: Int { items.count }

    /// The id of the item learnt `position`-th (`0..<learntCount`).
    func learntID(at position: Int) -> ItemID { items[position].id }

    /// The item whose title the first of `texts` to name one shows (labels in order); `preferred`'s item when any of
    /// them shows its title.
    mutating func item(titledByOneOf texts: [String], preferring preferred: ItemID?) -> Item? {
        if let preferred, let item = self[id: preferred], texts.contains(item.title) { return item }
        for text in texts {
            if let item = item(titled: text, preferring: nil) { return item }
        }
        return nil
    }

    /// The item whose title is `text`: `preferred` when its title matches, else the first item so titled.
    mutating func item(titled text: String, preferring preferred: ItemID?) -> Item? {
        if let preferred, let item = self[id: preferred], item.title == text { return item }
        if indexByTitle == nil {
            var titles: [String: Int] = [:]
            for item in items {
                // A repeated id counts where it was first learnt, with its latest content.
                guard let index = indexByID[item.id], titles[items[index].title] == nil else { continue }
                titles[items[index].title] = index
            }
            indexByTitle = titles
        }
        return indexByTitle?[text].map { items[$0] }
    }

    /// The first synthetic index no known item uses.
    var nextSyntheticIndex: Int {
        SnapshotEditor.firstFreeSyntheticIndex(after: items)
    }
}
