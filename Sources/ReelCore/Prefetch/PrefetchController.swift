/// The prefetch data source: direction-aware ranges measured in screens (`lead_screens` ahead of the scroll,
/// `trail_screens` behind), requests keyed by stable item id and cancelled when their item leaves the range, and
/// what the prefetched images became (used by a cell, or wasted).
package struct PrefetchController: Sendable {
    package let settings: PrefetchSettings
    package let viewportHeight: Double
    /// 1 while scrolling down the list, -1 up: the sign of the last non-zero velocity.
    package private(set) var direction = 1.0
    /// Prefetched item id → its load subscription (keyed by stable id, never by index path).
    private var subscriptions: [ItemID: SubscriptionID] = [:]
    /// Prefetched images stored by index path, for the strategy that (wrongly) keys them so.
    private var byIndexPath: [Int: ImageTag] = [:]
    /// Cached images a prefetch brought in that no cell has displayed yet.
    package private(set) var unseen: Set<ImageKey> = []

    package init(settings: PrefetchSettings, viewportHeight: Double) {
        self.settings = settings
        self.viewportHeight = viewportHeight
    }

    /// Follows the scroll direction (a velocity of 0 keeps the last one).
    package mutating func follow(velocity: Double) {
        if velocity != 0 { direction = velocity > 0 ? 1 : -1 }
    }

    /// The content bands to prefetch with the viewport at `offset`: ahead in the scroll direction and behind, each
    /// non-empty (none when prefetching is off). The minimap draws these same bands.
    package func bands(offset: Double) -> [(low: Double, high: Double)] {
        guard settings.enabled else { return [] }
        let height = viewportHeight
        let ahead = settings.leadScreens * height
        let behind = settings.trailScreens * height
        let bands: [(low: Double, high: Double)] =
            direction > 0
            ? [(offset + height, offset + height + ahead), (offset - behind, offset)]
            : [(offset - ahead, offset), (offset + height, offset + height + behind)]
        return bands.filter { $0.high > $0.low }
    }

    /// The item indices to prefetch, in order: those in the bands that no cell displays, and the items of sections
    /// scrolling sideways on screen within `lead_screens` widths past the edge they move toward.
    package func wantedIndices(offset: Double, layout: ListLayout, displayed: [Int: CellID]) -> [Int] {
        var indices: [Int] = []
        for band in bands(offset: offset) {
            for index in layout.indices(inBandFrom: band.low, to: band.high) where displayed[index] == nil {
                indices.append(index)
            }
        }
        if settings.enabled, case .framed(let framed) = layout, !framed.bands.isEmpty {
            let ahead = framed.bandItemsAhead(
                inBandFrom: offset, to: offset + viewportHeight, screens: settings.leadScreens)
            let listed = Set(indices)
            indices += ahead.filter { displayed[$0] == nil && !listed.contains($0) }
        }
        return indices.sorted()
    }

    /// Whether a prefetch for `itemID` is in flight.
    package func isPrefetching(_ itemID: ItemID) -> Bool { subscriptions[itemID] != nil }

    /// Remembers the prefetch subscription for `itemID`.
    package mutating func track(_ subscription: SubscriptionID, for itemID: ItemID) {
        subscriptions[itemID] = subscription
    }

    /// Stops tracking every prefetch whose item `keep` rejects, in item id order; returns their subscriptions to
    /// cancel.
    package mutating func drop(where shouldDrop: (ItemID) -> Bool) -> [SubscriptionID] {
        var dropped: [SubscriptionID] = []
        for id in subscriptions.keys.sorted() where shouldDrop(id) {
            if let subscription = subscriptions.removeValue(forKey: id) { dropped.append(subscription) }
        }
        return dropped
    }

    /// A prefetch's load finished: it is no longer in flight.
    package mutating func finished(_ subscription: SubscriptionID, for itemID: ItemID) {
        if subscriptions[itemID] == subscription { subscriptions[itemID] = nil }
    }

    /// An image a prefetch stored under an index path.
    package func image(atIndexPath index: Int) -> ImageTag? { byIndexPath[index] }

    /// Stores a prefetched image under an index path.
    package mutating func store(_ tag: ImageTag, atIndexPath index: Int) { byIndexPath[index] = tag }

    /// A prefetch put `key` in the cache before any cell asked for it.
    package mutating func noteUnseen(_ key: ImageKey) { unseen.insert(key) }

    /// A cell used, or the cache evicted, the image `key`; returns whether a prefetch had brought it in unseen.
    package mutating func consumeUnseen(_ key: ImageKey) -> Bool { unseen.remove(key) != nil }
}
