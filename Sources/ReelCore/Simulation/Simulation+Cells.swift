extension Simulation {
    /// Ends display of items that left the viewport and dequeues, configures and displays the ones that entered.
    mutating func updateDisplayedCells(offset: Double) {
        let visible = layout.indices(inBandFrom: offset, to: offset + scenario.canvas.height)
        for index in cellStore.displayed.keys.sorted() where !visible.contains(index) {
            guard let cell = cellStore.removeDisplayed(at: index) else { continue }
            endDisplay(
                cell, itemID: items[index].id, index: index,
                afterwards: scenario.cellPrefetching ? keepPrepared(index) : .pool)
        }
        for index in visible where cellStore.displayed[index] == nil {
            display(itemAt: index)
        }
    }

    /// willDisplay for the item at `index`: its prepared cell, or one dequeued and configured now.
    mutating func display(itemAt index: Int) {
        let (prepared, taken) = cellStore.takePrepared(index: index)
        recorder.take(taken)
        let cell = prepared ?? dequeueAndConfigure(itemAt: index, preparing: false)
        recorder.take(
            cellStore.beginDisplay(
                cell, index: index, itemID: items[index].id, wasPrepared: prepared != nil, now: recorder.now))
        let strategy = self.strategy
        strategy.willDisplay(cell: cell, at: index, in: &self)
    }

    /// Dequeues a cell (from the pool, or created) for the item at `index` and runs the cell provider on it.
    mutating func dequeueAndConfigure(itemAt index: Int, preparing: Bool) -> CellID {
        let item = items[index]
        let registration = dataSource.nextReuseIdentifier(base: template.cell.reuseIdentifier)
        recorder.note(.registrations(registration.registrations))
        let (cell, reused, dequeued) = cellStore.dequeue(reuseIdentifier: registration.identifier)
        recorder.take(dequeued)
        if reused {
            mainThread.spend(mainThread.costs.dequeueMs)
            let strategy = self.strategy
            strategy.prepareForReuse(cell: cell, in: &self)
        } else {
            mainThread.spend(mainThread.costs.createMs)
        }
        recorder.take(cellStore.assign(cell, itemID: item.id, index: index, reused: reused, preparing: preparing))
        mainThread.spend(mainThread.costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cell, itemAt: index, in: &self)
        return cell
    }

    /// didEndDisplaying (the caller has removed the cell from `displayed`); `index` is the row's index, if it is
    /// still in the snapshot.
    mutating func endDisplay(
        _ cell: CellID, itemID: ItemID, index: Int? = nil, afterwards: CellStore.Afterwards = .pool
    ) {
        recorder.take(cellStore.endDisplay(cell, itemID: itemID, afterwards: afterwards))
        let strategy = self.strategy
        strategy.didEndDisplaying(cell: cell, at: index, in: &self)
    }

    /// The ground-truth state of what a cell shows, for the item it represents, and the kind of wrong when stale.
    func state(of cell: Cell) -> (CellState, wrong: String?) {
        guard let index = cell.itemIndex, index < items.count else { return (.placeholder, nil) }
        let item = items[index]
        let textItemID = textItem(of: cell, representing: item).id
        return CellClassifier.classify(content: cell.content, textItemID: textItemID, representing: item)
    }

    /// The item whose title and subtitle the cell shows: the one it was configured with (a stale captured model's
    /// copy, or for the user's own cells the item its label's text names), else the item it represents.
    func textItem(of cell: Cell, representing item: Item) -> Item {
        cell.configuredItemID.flatMap { dataSource.configuredItem($0) } ?? item
    }

    /// Classifies the visible cells, updates metrics and state events, and builds the frame.
    mutating func makeFrame(offset: Double, velocity: Double) -> FrameState {
        let scale = scenario.canvas.scale
        let snapped = (offset * scale).rounded() / scale
        record(.frame(index: frameIndex, offset: snapped, velocity: velocity))
        var visible: [VisibleCell] = []
        visible.reserveCapacity(cellStore.displayed.count)
        for index in cellStore.displayed.keys.sorted() {
            guard let cellID = cellStore.displayed[index] else { continue }
            visible.append(classify(cellStore[cellID], at: index, offsetBy: snapped))
        }
        if scenario.gallery != nil { countDuplicates(visible) }
        layoutState.endAnimation(ifOverAt: now)
        var frame = FrameState(index: frameIndex, timeMs: now, offset: snapped, velocity: velocity, cells: visible)
        frame.anchorShift = layoutState.anchorShift
        frame.fadingCells = fadingCells(offsetBy: snapped)
        frame.views = makeVisibleViews(offset: snapped)
        if scenario.drawsAppViews { drawAppViews(in: &frame) }
        return frame
    }

    /// One visible cell as the frame shows it: classified against its item, with a state event when its state
    /// changed and a time-to-correct sample when it first shows the correct image.
    private mutating func classify(_ cell: Cell, at index: Int, offsetBy snapped: Double) -> VisibleCell {
        let item = items[index]
        let (state, wrong) = state(of: cell)
        if state == .placeholder {
            countPlaceholder(cell, item: item)
        } else if cell.imageLostTo != nil {
            cellStore.noteImageLoss(nil, in: cell.id)
        }
        if state != cell.lastState {
            record(.state(cell: cell.id, itemID: item.id, from: cell.lastState, to: state, wrong: wrong))
        }
        if state == .correct, !cell.reachedCorrect, let start = cell.displayStart {
            recorder.note(.timeToCorrect(ms: now - start))
        }
        cellStore.noteShown(cell.id, in: state)
        let shown = textItem(of: cell, representing: item)
        var visibleCell = VisibleCell(
            cellID: cell.id, itemID: item.id, itemIndex: index, title: shown.title, subtitle: shown.subtitle,
            frame: currentFrame(ofItemAt: index).offsetBy(dy: -snapped), content: cell.content, state: state,
            wrong: wrong
        )
        visibleCell.flags = dataSource.flags(at: index)
        visibleCell.contentSize = contentSize
        if layout.isSelfSizing {
            visibleCell.imageFrame = layoutState.imageRect(for: shown)
            visibleCell.titleLines = layoutState.titleLines(for: shown)
        } else if layout.isFramed {
            visibleCell.imageFrame = layoutState.imageRect(for: item)
            if layoutState.drawsSelfSizingCells { visibleCell.titleLines = layoutState.titleLines(for: shown) }
        } else if layoutState.imageFrameChanged {
            visibleCell.imageFrame = layoutState.imageFrame
        }
        return visibleCell
    }

    /// A visible cell shows the placeholder: stuck when its item's image is in the memory cache although the cell
    /// was configured for the item, and owed to a reload or reconfigure that took the image off screen.
    private mutating func countPlaceholder(_ cell: Cell, item: Item) {
        if cell.configuredItemID == item.id, loads.isCached(imageKey(for: item)) {
            recorder.note(.stuckPlaceholder)
        }
        if let loss = cell.imageLostTo { recorder.note(.placeholderOwed(to: loss)) }
    }

    /// Counts visible cells showing the same item (by text and image) as another visible cell.
    private mutating func countDuplicates(_ visible: [VisibleCell]) {
        var shown: [String: Int] = [:]
        for cell in visible {
            let image: String =
                switch cell.content {
                case .image(let tag): tag.itemID.rawValue
                default: ""
                }
            shown["\(cell.title)\u{0}\(image)", default: 0] += 1
        }
        recorder.note(.duplicateCellFrames(shown.values.filter { $0 > 1 }.reduce(0, +)))
    }

    /// Where the item's cell is now in content coordinates (mid-animation if one is running).
    func currentFrame(ofItemAt index: Int) -> Rect {
        layoutState.currentFrame(ofItemAt: index, identifier: dataSource.identifiers[index], at: now)
    }

    /// The pipeline key of an item's thumbnail.
    func imageKey(for item: Item) -> ImageKey { layoutState.imageKey(for: item) }
}
