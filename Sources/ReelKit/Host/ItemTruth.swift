import ReelCore

/// What reel knows each item's cell should show: every item the run has seen (the scenario's, and those made for
/// actions), looked up by id, by image URL and by title.
struct ItemTruth {
    private(set) var byID: [String: Item] = [:]
    private var idByURL: [String: String] = [:]
    /// The ids in the order reel learnt them, and the first id of each title (made when first asked for: a cell's
    /// text is nearly always its own item's title, which needs no lookup).
    private var order: [String] = []
    private var idByTitle: [String: String]?

    mutating func add(_ items: [Item]) {
        if byID.isEmpty {
            // The scenario's items (ids are unique in a snapshot): the first of each URL wins, written last.
            byID.reserveCapacity(items.count)
            idByURL.reserveCapacity(items.count)
            for item in items.reversed() {
                byID[item.id] = item
                idByURL[item.url] = item.id
            }
            order = items.map { $0.id }
            return
        }
        byID.reserveCapacity(byID.count + items.count)
        idByURL.reserveCapacity(idByURL.count + items.count)
        order.reserveCapacity(order.count + items.count)
        for item in items where byID[item.id] == nil {
            byID[item.id] = item
            order.append(item.id)
            if idByURL[item.url] == nil { idByURL[item.url] = item.id }
            if idByTitle != nil, idByTitle?[item.title] == nil { idByTitle?[item.title] = item.id }
        }
    }

    /// Learns `items`, and the new content of known ids (a reconfigure's new version, URL or title).
    mutating func update(_ items: [Item]) {
        for item in items {
            guard let known = byID[item.id] else {
                add([item])
                continue
            }
            guard known.url != item.url || known.title != item.title else { continue }
            byID[item.id] = item
            if idByURL[item.url] == nil { idByURL[item.url] = item.id }
            if idByTitle != nil, idByTitle?[item.title] == nil { idByTitle?[item.title] = item.id }
        }
    }

    func item(forURL url: String) -> Item? { idByURL[url].flatMap { byID[$0] } }

    /// The item whose title is `text`: `preferred` when its title matches, else the first item so titled.
    mutating func item(titled text: String, preferring preferred: String?) -> Item? {
        if let preferred, let item = byID[preferred], item.title == text { return item }
        if idByTitle == nil {
            var titles: [String: String] = [:]
            for id in order { if let title = byID[id]?.title, titles[title] == nil { titles[title] = id } }
            idByTitle = titles
        }
        return idByTitle?[text].flatMap { byID[$0] }
    }

    /// The first synthetic index no known item uses.
    var nextSyntheticIndex: Int { SnapshotEditor.firstFreeSyntheticIndex(after: Array(byID.values)) }
}
