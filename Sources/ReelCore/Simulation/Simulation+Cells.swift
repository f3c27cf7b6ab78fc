extension Simulation {
    /// Ends display of items that left the viewport and dequeues, configures and displays the ones that entered.
    mutating func updateDisplayedCells(offset: Double) {
        let visible = layout.indices(inBandFrom: offset, to: offset + scenario.canvas.height)
        for index in displayed.keys.sorted() where !visible.contains(index) {
            guard let cellID = displayed.removeValue(forKey: index) else { continue }
            endDisplay(cell: cellID, itemID: items[index].id, keep: scenario.cellPrefetching ? index : nil)
        }
        for index in visible where displayed[index] == nil {
            display(itemAt: index)
        }
    }

    private mutating func display(itemAt index: Int) {
        let item = items[index]
        let cellID: Int
        let wasPrepared: Bool
        if let ready = prepared.removeValue(forKey: index) {
            cellID = ready
            wasPrepared = true
            counters.preparedDisplayed += 1
            cells[cellID - 1].preparedUntil = nil
        } else {
            cellID = dequeueAndConfigure(itemAt: index, preparing: false)
            wasPrepared = false
        }
        displayed[index] = cellID
        cells[cellID - 1].isDisplayed = true
        cells[cellID - 1].displayStart = now
        cells[cellID - 1].reachedCorrect = false
        cells[cellID - 1].lastState = nil
        record(.display(cell: cellID, itemID: item.id, prepared: wasPrepared))
    }

    /// Dequeues a cell (from the pool, or created) for the item at `index` and runs the cell provider on it.
    mutating func dequeueAndConfigure(itemAt index: Int, preparing: Bool) -> Int {
        let item = items[index]
        let reuseIdentifier = nextReuseIdentifier()
        let cellID: Int
        let reused: Bool
        if let pooled = pool.dequeue(reuseIdentifier: reuseIdentifier) {
            cellID = pooled
            reused = true
            counters.cellsReused += 1
            spendMainThread(costs.dequeueMs)
            record(.reuse(cell: cellID, previousItemID: cells[cellID - 1].itemID))
            let strategy = self.strategy
            strategy.prepareForReuse(cell: cellID, in: &self)
        } else {
            cellID = cells.count + 1
            reused = false
            cells.append(Cell(id: cellID, reuseIdentifier: reuseIdentifier))
            counters.cellsCreated += 1
            spendMainThread(costs.createMs)
            record(.create(cell: cellID))
        }
        counters.dequeues += 1
        cells[cellID - 1].itemID = item.id
        cells[cellID - 1].itemIndex = index
        record(.dequeue(cell: cellID, itemID: item.id, index: index, reused: reused))
        if preparing { record(.prepare(cell: cellID, itemID: item.id, index: index)) }
        spendMainThread(costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cellID, itemAt: index, in: &self)
        return cellID
    }

    /// didEndDisplaying (the caller has removed the cell from `displayed`): the cell goes back to the pool, or,
    /// with automatic cell prefetching, stays prepared at `keep` for a while in case it comes back.
    /// An animated apply's removed rows pass `holdUntil`: the cell stays out of the pool until its disappearing
    /// animation ends.
    mutating func endDisplay(cell cellID: Int, itemID: String, keep index: Int? = nil, holdUntil: Double? = nil) {
        if !cells[cellID - 1].reachedCorrect { counters.episodesNeverCorrect += 1 }
        cells[cellID - 1].isDisplayed = false
        cells[cellID - 1].displayStart = nil
        cells[cellID - 1].lastState = nil
        record(.endDisplay(cell: cellID, itemID: itemID))
        if let index {
            keepPrepared(cell: cellID, index: index)
        } else if let holdUntil {
            disappearing.append((cellID, holdUntil))
        } else {
            pool.enqueue(cellID, reuseIdentifier: cells[cellID - 1].reuseIdentifier)
        }
    }

    /// The ground-truth state of what a cell shows, for the item it represents, and the kind of wrong when stale.
    func state(of cell: Cell) -> (CellState, wrong: String?) {
        guard let index = cell.itemIndex, index < items.count else { return (.placeholder, nil) }
        let item = items[index]
        let tag: ImageTag
        let shown: CellState
        switch cell.content {
        case .empty, .placeholder: return (.placeholder, nil)
        case .image(let image): (tag, shown) = (image, .correct)
        case .failed(let image, _): (tag, shown) = (image, .failed)
        }
        if tag.key.url == item.url { return (shown, nil) }
        return (.stale, tag.itemID == item.id ? "outdated" : "other-item")
    }

    /// Classifies the visible cells, updates metrics and state events, and builds the frame.
    mutating func makeFrame(offset: Double, velocity: Double) -> FrameState {
        let scale = scenario.canvas.scale
        let snapped = (offset * scale).rounded() / scale
        record(.frame(index: frameIndex, offset: snapped, velocity: velocity))
        var visible: [VisibleCell] = []
        visible.reserveCapacity(displayed.count)
        for index in displayed.keys.sorted() {
            guard let cellID = displayed[index] else { continue }
            let cell = cells[cellID - 1]
            let item = items[index]
            let (state, wrong) = state(of: cell)
            if state != cell.lastState {
                record(.state(cell: cellID, itemID: item.id, from: cell.lastState, to: state, wrong: wrong))
                cells[cellID - 1].lastState = state
            }
            if state == .correct, !cell.reachedCorrect, let start = cell.displayStart {
                counters.timeToCorrectMs.append(now - start)
                cells[cellID - 1].reachedCorrect = true
            }
            let shown = cell.configuredItemID.flatMap { id in configuredItem(id) } ?? item
            var visibleCell = VisibleCell(
                cellID: cellID, itemID: item.id, itemIndex: index, title: shown.title, subtitle: shown.subtitle,
                frame: currentFrame(ofItemAt: index).offsetBy(dy: -snapped), content: cell.content, state: state, wrong: wrong
            )
            visibleCell.flags = rowFlags[identifiers[index]] ?? []
            visibleCell.contentSize = contentSize
            if layout.isSelfSizing {
                visibleCell.imageFrame = imageRect(for: shown)
                visibleCell.titleLines = titleLines(for: shown)
            }
            visible.append(visibleCell)
        }
        if let animation = layoutAnimation, now >= animation.start + animation.duration { layoutAnimation = nil }
        counters.frames += 1
        var frame = FrameState(index: frameIndex, timeMs: now, offset: snapped, velocity: velocity, cells: visible)
        frame.anchorShift = anchorShift
        return frame
    }

    /// The item a cell was configured with: current or, for a stale captured model, the old one.
    private func configuredItem(_ id: String) -> Item? {
        if let index = itemIndexByID[id] { return items[index] }
        return capturedItems.first { $0.id == id }
    }
}
