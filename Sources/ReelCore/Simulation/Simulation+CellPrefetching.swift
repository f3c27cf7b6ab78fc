extension Simulation {
    /// How far ahead (in screens) cells are prepared, and how long a cell that scrolled off stays prepared.
    static let prepareScreens = 0.25
    static let keepPreparedMs = 400.0
    /// At most this many cells are prepared in one frame, and only while the frame has this share of budget left.
    static let preparePerFrame = 2
    static let prepareBudgetShare = 0.5

    /// Automatic cell prefetching (iOS 15): returns prepared cells that fell out of range or expired to the pool,
    /// then, while the frame has spare main-thread time, dequeues and configures cells for the next items.
    mutating func updatePreparedCells(offset: Double) {
        let height = scenario.canvas.height
        let ahead = Self.prepareScreens * height
        let band = prefetcher.direction > 0 ? (offset + height, offset + height + ahead) : (offset - ahead, offset)
        let upcoming = Array(layout.indices(inBandFrom: band.0, to: band.1))
        // Prepared and kept cells live while their item is within `prepareScreens` of the viewport on either side.
        let window = layout.indices(inBandFrom: offset - ahead, to: offset + height + ahead)
        for index in cellStore.prepared.keys.sorted() {
            guard let cell = cellStore.prepared[index] else { continue }
            let expired = cellStore[cell].preparedUntil.map { $0 <= now } ?? false
            if expired || !window.contains(index) { recorder.take(cellStore.unprepare(index: index)) }
        }
        let order = prefetcher.direction > 0 ? upcoming : upcoming.reversed()
        let costs = mainThread.costs
        var preparedNow = 0
        for index in order where cellStore.displayed[index] == nil && cellStore.prepared[index] == nil {
            guard preparedNow < Self.preparePerFrame,
                mainThread.hasRoom(for: costs.configureMs, costs.dequeueMs, share: Self.prepareBudgetShare)
            else { break }
            cellStore.keepPrepared(dequeueAndConfigure(itemAt: index, preparing: true), at: index)
            recorder.note(.prepared)
            preparedNow += 1
        }
    }

    /// What happens to a cell that scrolled off the item at `index`: kept prepared for a while instead of pooled.
    func keepPrepared(_ index: Int) -> CellStore.Afterwards {
        .keepPrepared(index: index, until: now + Self.keepPreparedMs)
    }
}
