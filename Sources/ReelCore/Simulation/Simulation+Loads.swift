extension Simulation: BindingWorld {
    public func cell(_ id: CellID) -> Cell { cellStore[id] }

    public func item(at index: Int) -> Item { items[index] }

    public func capturedItem(at index: Int) -> Item? {
        index < dataSource.capturedItems.count ? dataSource.capturedItems[index] : nil
    }

    public func cell(atIndex index: Int) -> CellID? { cellStore.displayed[index] }

    public func index(ofCell id: CellID) -> Int? { cellStore.index(of: id) }

    public mutating func cachedImage(for item: Item) -> ImageTag? {
        let key = imageKey(for: item)
        guard loads.lookUp(key, for: item.id, recorder: &recorder) else { return nil }
        if prefetcher.consumeUnseen(key) { recorder.metrics.prefetch.hits += 1 }
        return ImageTag(itemID: item.id, key: key)
    }

    public mutating func startLoad(for item: Item, index: Int, cell: CellID) -> Int {
        subscribe(item: item, index: index, owner: .cell(cell), priority: .high)
    }

    public mutating func startModelLoad(for item: Item, index: Int) -> Int {
        subscribe(item: item, index: index, owner: .model(item.id), priority: .high)
    }

    public mutating func cancelLoad(_ subscription: Int) {
        loads.cancel(subscription, recorder: &recorder)
    }

    public mutating func setContent(_ content: CellContent, of cell: CellID) {
        let before = cellStore[cell].content
        cellStore[cell].content = content
        if let loadFor = deliveringFor, before != content {
            record(.apply(cell: cell, itemID: cellStore[cell].itemID, shows: content.logName, forItemID: loadFor))
        }
    }

    public mutating func setConfiguredItem(_ item: Item, of cell: CellID) {
        cellStore[cell].configuredItemID = item.id
    }

    public mutating func setSubscription(_ subscription: Int?, of cell: CellID) {
        cellStore[cell].subscription = subscription
    }

    public mutating func reconfigureItem(_ itemID: String) {
        guard let index = dataSource.index(ofItem: itemID),
            let cell = cellStore.displayed[index] ?? cellStore.prepared[index]
        else { return }
        recorder.metrics.updates.reconfigured += 1
        record(.reconfigure(cell: cell, itemID: itemID))
        let showedImage = cellStore.displayed[index] == cell && state(of: cellStore[cell]).0 == .correct
        mainThread.spend(mainThread.costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cell, itemAt: index, in: &self)
        if showedImage { cellStore[cell].imageLostTo = .reconfigure }
    }

    public func prefetchedImage(atIndex index: Int) -> ImageTag? { prefetcher.image(atIndexPath: index) }

    public mutating func storePrefetchedImage(_ tag: ImageTag, atIndex index: Int) {
        prefetcher.store(tag, atIndexPath: index)
    }

    public func index(ofItem id: String) -> Int? { dataSource.index(ofItem: id) }

    public var displayedIndices: [Int] { cellStore.displayed.keys.sorted() }

    public var snapshotGeneration: Int { dataSource.generation }

    public var nowMs: Double { now }

    public mutating func applySnapshot(_ items: [Item], reconfigured: [String], reloaded: [String], animated: Bool) {
        dataSource.editor.stage(items: items, reconfigured: reconfigured, reloaded: reloaded)
        applySnapshot(animated: animated, durationMs: animated ? Self.userApplyDurationMs : 0)
    }

    public mutating func setPrefetchingEnabled(_ enabled: Bool) {
        scenario.cellPrefetching = enabled
    }

    public mutating func recordUserCode(kind: String, message: String, cell: CellID?) {
        recorder.metrics.gallery.outcomes[kind, default: 0] += 1
        if recorder.metrics.gallery.messages.count < GalleryCounts.messageLimit {
            recorder.metrics.gallery.messages.append("\(kind): \(message)")
        }
        record(.userCode(kind: kind, message: message, cell: cell))
    }

    /// How long an animated apply from the app's code moves rows (UIKit's default animation).
    static let userApplyDurationMs = 300.0

    /// Subscribes to `item`'s image, logging a new request or a join.
    mutating func subscribe(item: Item, index: Int, owner: LoadOwner, priority: LoadPriority) -> Int {
        loads.subscribe(
            key: imageKey(for: item), item: item, index: index, owner: owner, priority: priority, recorder: &recorder
        )
    }
}
