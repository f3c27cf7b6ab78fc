/// The memory cache as a model: least-recently-used eviction by byte cost, over keys only (the pixels live outside the
/// core).
struct LRUCacheModel: Sendable {
    let limitBytes: Int
    /// Entries costing more than this are not stored.
    let entryLimitBytes: Int
    private(set) var totalBytes = 0
    private(set) var peakBytes = 0
    private var entries: [ImageKey: Entry] = [:]
    private var tick = 0

    private struct Entry: Sendable {
        var cost: Int
        var lastUse: Int
        var itemID: ItemID
    }

    package init(limitBytes: Int, entryLimitBytes: Int? = nil) {
        self.limitBytes = limitBytes
        self.entryLimitBytes = min(limitBytes, entryLimitBytes ?? limitBytes)
    }

    package var count: Int { entries.count }

    /// Looks up `key`, marking it as recently used; returns the item id it was loaded for.
    package mutating func lookup(_ key: ImageKey) -> ItemID? {
        guard entries[key] != nil else { return nil }
        tick += 1
        entries[key]?.lastUse = tick
        return entries[key]?.itemID
    }

    /// Whether `key` is cached, without touching its recency.
    package func contains(_ key: ImageKey) -> Bool { entries[key] != nil }

    /// Inserts `key`; returns the keys evicted to stay within the limit (oldest first). Entries above the limit are not
    /// stored.
    package mutating func insert(_ key: ImageKey, itemID: ItemID) -> [ImageKey] {
        let cost = key.byteCost
        guard cost <= entryLimitBytes else { return [] }
        tick += 1
        if let old = entries[key] { totalBytes -= old.cost }
        entries[key] = Entry(cost: cost, lastUse: tick, itemID: itemID)
        totalBytes += cost
        var evicted: [ImageKey] = []
        if totalBytes > limitBytes {
            // Oldest first; ties are impossible since ticks are unique.
            let byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (candidate, entry) in byAge where totalBytes > limitBytes && candidate != key {
                entries[candidate] = nil
                totalBytes -= entry.cost
                evicted.append(candidate)
            }
        }
        peakBytes = max(peakBytes, totalBytes)
        return evicted
    }

    /// Calls `body` for every cached key.
    func forEachKey(_ body: (ImageKey) -> Void) {
        for key in entries.keys { body(key) }
    }
}
