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
        let band = direction > 0 ? (offset + height, offset + height + ahead) : (offset - ahead, offset)
        let upcoming = Array(layout.indices(inBandFrom: band.0, to: band.1))
        // Prepared and kept cells live while their item is within `prepareScreens` of the viewport on either side.
        let window = layout.indices(inBandFrom: offset - ahead, to: offset + height + ahead)
        for index in prepared.keys.sorted() {
            guard let cellID = prepared[index] else { continue }
            let expired = cells[cellID - 1].preparedUntil.map { $0 <= now } ?? false
            if expired || !window.contains(index) { unprepare(index: index) }
        }
        let order = direction > 0 ? upcoming : upcoming.reversed()
        var preparedNow = 0
        for index in order where displayed[index] == nil && prepared[index] == nil {
            guard preparedNow < Self.preparePerFrame,
                  mainThreadMs + costs.configureMs + costs.dequeueMs < scenario.canvas.frameDurationMs * Self.prepareBudgetShare
            else { break }
            let cellID = dequeueAndConfigure(itemAt: index, preparing: true)
            prepared[index] = cellID
            counters.cellsPrepared += 1
            preparedNow += 1
        }
    }

    /// Keeps a cell that just scrolled off prepared for a while instead of pooling it.
    mutating func keepPrepared(cell cellID: Int, index: Int) {
        cells[cellID - 1].preparedUntil = now + Self.keepPreparedMs
        prepared[index] = cellID
    }

    /// Sends a prepared cell back to the pool.
    mutating func unprepare(index: Int) {
        guard let cellID = prepared.removeValue(forKey: index) else { return }
        unprepare(cell: cellID)
    }

    /// Sends a prepared cell no longer in `prepared` back to the pool.
    mutating func unprepare(cell cellID: Int) {
        let wasDisplayed = cells[cellID - 1].preparedUntil != nil
        if !wasDisplayed { counters.preparedNeverDisplayed += 1 }
        cells[cellID - 1].preparedUntil = nil
        record(.unprepare(cell: cellID, itemID: cells[cellID - 1].itemID ?? "", displayed: wasDisplayed))
        pool.enqueue(cellID, reuseIdentifier: cells[cellID - 1].reuseIdentifier)
    }
}
