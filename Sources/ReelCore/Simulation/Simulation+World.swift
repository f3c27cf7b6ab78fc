extension Simulation: CellWorld {
    package func cell(_ id: CellID) -> Cell { cellStore[id] }

    package func cell(atIndex index: Int) -> CellID? { cellStore.displayed[index] }

    package func index(ofCell id: CellID) -> Int? { cellStore.index(of: id) }

    package var displayedIndices: [Int] { cellStore.displayed.keys.sorted() }

    package mutating func setContent(_ content: CellContent, of cell: CellID) {
        let before = cellStore[cell].content
        cellStore.show(content, in: cell)
        if let loadFor = delivery.handingOutFor, before != content {
            record(.apply(cell: cell, itemID: cellStore[cell].itemID, shows: content.logName, forItemID: loadFor))
        }
    }

    package mutating func setConfiguredItem(_ item: Item, of cell: CellID) {
        cellStore.setConfiguredItem(item.id, of: cell)
    }

    package mutating func setSubscription(_ subscription: SubscriptionID?, of cell: CellID) {
        cellStore.setSubscription(subscription, of: cell)
    }

    package func supplementaryView(_ id: SupplementaryID) -> SupplementaryView { viewStore[id] }

    package var displayedSupplementaryViews: [SupplementaryKey: SupplementaryID] { viewStore.displayed }

    package mutating func setShows(_ text: String, expected: String?, ofView view: SupplementaryID) {
        viewStore.setShows(text, expected: expected, of: view)
    }

}

extension Simulation: LoadWorld {
    package mutating func cachedImage(for item: Item) -> ImageTag? {
        let key = imageKey(for: item)
        let (hit, lookedUp) = loads.lookUp(key, for: item.id)
        recorder.take(lookedUp)
        guard hit else { return nil }
        if prefetcher.consumeUnseen(key) { recorder.note(.prefetchHit) }
        return ImageTag(itemID: item.id, key: key, itemURL: item.url)
    }

    package mutating func startLoad(for item: Item, index: Int, cell: CellID) -> SubscriptionID {
        subscribe(item: item, index: index, owner: .cell(cell), priority: .high)
    }

    package mutating func startModelLoad(for item: Item, index: Int) -> SubscriptionID {
        subscribe(item: item, index: index, owner: .model(item.id), priority: .high)
    }

    package mutating func cancelLoad(_ subscription: SubscriptionID) {
        recorder.take(loads.cancel(subscription, now: recorder.now))
    }

    package func completesByNextFrame(_ subscription: SubscriptionID) -> Bool {
        guard let due = loads.due(ofSubscription: subscription) else { return false }
        return due <= nextFrameTime + scenario.canvas.frameDurationMs
    }

    /// Subscribes to `item`'s image, logging a new request or a join.
    mutating func subscribe(item: Item, index: Int, owner: LoadOwner, priority: LoadPriority) -> SubscriptionID {
        let (subscription, record) = loads.subscribe(
            key: imageKey(for: item), item: item, index: index, owner: owner, priority: priority)
        recorder.take(record)
        return subscription
    }
}

extension Simulation: CatalogueModelWorld {
    package func capturedItem(at index: Int) -> Item? {
        index < dataSource.capturedItems.count ? dataSource.capturedItems[index] : nil
    }

    package func prefetchedImage(atIndex index: Int) -> ImageTag? { prefetcher.image(atIndexPath: index) }

    package mutating func storePrefetchedImage(_ tag: ImageTag, atIndex index: Int) {
        prefetcher.store(tag, atIndexPath: index)
    }

}
