extension Simulation {
    /// Ends display of items that left the viewport and dequeues, configures and displays the ones that entered.
    mutating func updateDisplayedCells(offset: Double) {
        let visible = layout.indices(inBandFrom: offset, to: offset + scenario.canvas.height)
        for index in displayed.keys.sorted() where !visible.contains(index) {
            endDisplay(itemAt: index)
        }
        for index in visible where displayed[index] == nil {
            display(itemAt: index)
        }
    }

    private mutating func display(itemAt index: Int) {
        let item = items[index]
        let reuseIdentifier = template.cell.reuseIdentifier
        let cellID: Int
        let reused: Bool
        if let pooled = pool.dequeue(reuseIdentifier: reuseIdentifier) {
            cellID = pooled
            reused = true
            counters.cellsReused += 1
            record(.reuse(cell: cellID, previousItemID: cells[cellID - 1].itemID))
            let strategy = self.strategy
            strategy.prepareForReuse(cell: cellID, in: &self)
        } else {
            cellID = cells.count + 1
            reused = false
            cells.append(Cell(id: cellID, reuseIdentifier: reuseIdentifier))
            counters.cellsCreated += 1
            record(.create(cell: cellID))
        }
        counters.dequeues += 1
        cells[cellID - 1].itemID = item.id
        cells[cellID - 1].itemIndex = index
        record(.dequeue(cell: cellID, itemID: item.id, index: index, reused: reused))
        let strategy = self.strategy
        strategy.configure(cell: cellID, itemAt: index, in: &self)
        cells[cellID - 1].isDisplayed = true
        cells[cellID - 1].displayStart = now
        cells[cellID - 1].reachedCorrect = false
        cells[cellID - 1].lastState = nil
        displayed[index] = cellID
        record(.display(cell: cellID, itemID: item.id))
    }

    private mutating func endDisplay(itemAt index: Int) {
        guard let cellID = displayed.removeValue(forKey: index) else { return }
        if !cells[cellID - 1].reachedCorrect { counters.episodesNeverCorrect += 1 }
        cells[cellID - 1].isDisplayed = false
        cells[cellID - 1].displayStart = nil
        cells[cellID - 1].lastState = nil
        record(.endDisplay(cell: cellID, itemID: items[index].id))
        pool.enqueue(cellID, reuseIdentifier: cells[cellID - 1].reuseIdentifier)
    }

    /// The ground-truth state of what a cell shows, for the item it represents.
    func state(of cell: Cell) -> CellState {
        guard let index = cell.itemIndex else { return .placeholder }
        let url = items[index].url
        switch cell.content {
        case .empty, .placeholder: return .placeholder
        case .image(let tag): return tag.key.url == url ? .correct : .stale
        case .failed(let tag, _): return tag.key.url == url ? .failed : .stale
        }
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
            let state = state(of: cell)
            counters.cellFrames[state, default: 0] += 1
            if state != cell.lastState {
                record(.state(cell: cellID, itemID: item.id, from: cell.lastState, to: state))
                cells[cellID - 1].lastState = state
            }
            if state == .correct, !cell.reachedCorrect, let start = cell.displayStart {
                counters.timeToCorrectMs.append(now - start)
                cells[cellID - 1].reachedCorrect = true
            }
            visible.append(VisibleCell(
                cellID: cellID, itemID: item.id, itemIndex: index, title: item.title, subtitle: item.subtitle,
                frame: layout.frame(at: index).offsetBy(dy: -snapped), content: cell.content, state: state
            ))
        }
        counters.frames += 1
        return FrameState(index: frameIndex, timeMs: now, offset: snapped, velocity: velocity, cells: visible)
    }
}
