extension Simulation {
    /// Cancels prefetches that left the range (or fell behind after a reversal) and starts new ones, keyed by item id.
    mutating func updatePrefetch(offset: Double) {
        let wanted = prefetcher.wantedIndices(offset: offset, layout: layout, displayed: cellStore.displayed)
        if strategy.prefetchesItself {
            let strategy = self.strategy
            strategy.updatePrefetching(wanted: wanted, in: &self)
            return
        }
        let wantedIDs = Set(wanted.map { items[$0].id })
        for subscription in prefetcher.drop(where: { !wantedIDs.contains($0) }) { cancelLoad(subscription) }
        for index in wanted where !prefetcher.isPrefetching(items[index].id) {
            let item = items[index]
            guard !loads.isCached(imageKey(for: item)) else { continue }
            let subscription = subscribe(item: item, index: index, owner: .prefetch(item.id), priority: .low)
            prefetcher.track(subscription, for: item.id)
        }
    }
}
