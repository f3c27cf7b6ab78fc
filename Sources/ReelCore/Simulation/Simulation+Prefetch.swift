extension Simulation {
    /// The item indices to prefetch: ahead in the scroll direction (`lead_screens`) and behind (`trail_screens`),
    /// excluding visible items.
    func prefetchIndices(offset: Double) -> [Int] {
        let settings = scenario.prefetch
        let height = scenario.canvas.height
        guard settings.enabled else { return [] }
        let ahead = settings.leadScreens * height
        let behind = settings.trailScreens * height
        let bands: [(Double, Double)] = direction > 0
            ? [(offset + height, offset + height + ahead), (offset - behind, offset)]
            : [(offset - ahead, offset), (offset + height, offset + height + behind)]
        var indices: [Int] = []
        for (low, high) in bands where high > low {
            for index in layout.indices(inBandFrom: low, to: high) where displayed[index] == nil {
                indices.append(index)
            }
        }
        return indices.sorted()
    }

    /// Cancels prefetches that left the range (or fell behind after a reversal) and starts new ones, keyed by item id.
    mutating func updatePrefetch(offset: Double) {
        let wanted = prefetchIndices(offset: offset)
        let wantedIDs = Set(wanted.map { items[$0].id })
        for id in prefetching.keys.sorted() where !wantedIDs.contains(id) {
            if let subscription = prefetching.removeValue(forKey: id) { cancelLoad(subscription) }
        }
        for index in wanted where prefetching[items[index].id] == nil {
            let item = items[index]
            guard !cache.contains(imageKey(for: item)) else { continue }
            prefetching[item.id] = subscribe(item: item, index: index, owner: .prefetch(item.id), priority: .low)
        }
    }
}
