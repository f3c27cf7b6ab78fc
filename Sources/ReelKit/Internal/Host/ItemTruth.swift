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
    /// How a URL no item has exactly maps to an item (the scenario's `image_urls.match`).
    var urlMatch = ImageURLMatch.path {
        didSet { indexByKey = nil }
    }
    /// The items by `urlMatch`'s key of their URL, nil for a key two items share (made at the first URL no item has
    /// exactly, dropped when items are learnt).
    private var indexByKey: [String: Int?]?

    /// The item with this id, as last learnt.
    subscript(id id: ItemID) -> Item? { indexByID[id].map { items[$0] } }

    mutating func add(_ newItems: [Item]) {
        indexByKey = nil
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
        indexByKey = nil
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

    /// The item whose URL `url` is.
    func item(exactURL url: String) -> Item? { indexByURL[url].map { items[$0] } }

    /// The item an image URL the app requests is: the one whose URL it is, else the one `urlMatch` maps it to.
    mutating func item(forURL url: String) -> Item? {
        if let index = indexByURL[url] { return items[index] }
        return match(url).item
    }

    /// The item `urlMatch` maps `url` to, or how many items share its key (0: none).
    mutating func match(_ url: String) -> (item: Item?, sharing: Int) {
        guard let key = urlMatch.key(of: url) else { return (nil, 0) }
        if indexByKey == nil {
            var byKey: [String: Int?] = [:]
            for (index, item) in items.enumerated() {
                guard let itemKey = urlMatch.key(of: item.url) else { continue }
                if let known = byKey[itemKey], known != index {
                    byKey[itemKey] = .some(nil)
                } else {
                    byKey[itemKey] = index
                }
            }
            indexByKey = byKey
        }
        switch indexByKey?[key] {
        case .some(.some(let index)): return (items[index], 1)
        case .some(.none): return (nil, items.filter { urlMatch.key(of: $0.url) == key }.count)
        case .none: return (nil, 0)
        }
    }

    /// Why `url` is no item's, in one phrase for the run's report.
    mutating func unmatched(_ url: String) -> String {
        let sharing = match(url).sharing
        switch urlMatch {
        case .exact: return "no item of the scenario has this URL (image_urls.match is exact)"
        case .path where sharing > 1:
            return "\(sharing) items have this URL's scheme, host and path: set image_urls.match to tell them apart"
        case .path: return "no item of the scenario has this URL, nor its scheme, host and path (image_urls.match)"
        case .pattern where sharing > 1:
            return "\(sharing) items give this URL's (?<item>…) capture: image_urls.match must tell them apart"
        case .pattern: return "no item of the scenario has this URL, nor its (?<item>…) capture (image_urls.match)"
        }
    }

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
