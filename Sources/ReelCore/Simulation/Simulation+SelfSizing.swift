extension Simulation {
    /// Measures the unmeasured items on screen (their estimates are replaced), keeping the top visible item where
    /// it was on screen: when heights above it change, the scroll position moves by the same amount.
    mutating func measureVisibleCells(offset: Double) -> Double {
        guard case .selfSizing(var sizing) = layout else { return offset }
        let height = scenario.canvas.height
        let anchor = cellStore.displayed.keys.filter { sizing.frame(at: $0).maxY > offset }.min()
        var anchorY = anchor.map { sizing.frame(at: $0).minY }
        var current = offset
        for _ in 0..<4 {
            let band = sizing.indices(inBandFrom: current, to: current + height)
            let unmeasured = band.filter { !layoutState.isMeasured(items[$0]) }
            guard !unmeasured.isEmpty else { break }
            var updates: [(index: Int, height: Double)] = []
            for index in unmeasured {
                layoutState.setSelfSizing(sizing)
                let measured = layoutState.measure(items[index])
                updates.append((index, measured))
            }
            recorder.note(.heightsMeasured(unmeasured.count))
            mainThread.spend(mainThread.costs.selfSizingMs * Double(unmeasured.count))
            sizing.setHeights(updates)
            if let anchor, let before = anchorY {
                let delta = sizing.frame(at: anchor).minY - before
                if delta != 0 {
                    compensateScroll(by: delta)
                    current += delta
                    anchorY = sizing.frame(at: anchor).minY
                }
            }
        }
        layoutState.setSelfSizing(sizing)
        scroll.setContentHeight(sizing.contentHeight, at: now)
        return current
    }

    /// Asks the displayed cells of self-sizing items not yet asked for their own heights (a binding whose cells size
    /// themselves, as UIKit sizes a configured cell before it shows it); when heights change, the layout moves with
    /// the top visible item kept in place and the displayed cells follow the new frames. Returns the offset.
    mutating func sizeDisplayedCells(offset: Double) -> Double {
        let strategy = self.strategy
        guard strategy.sizesCells else { return offset }
        if layout.isFramed { return sizeDisplayedFramedCells(offset: offset) }
        var current = offset
        // Each pass sizes the cells it finds unasked; the cells its new heights bring on screen are the next pass's.
        for _ in 0..<64 {
            guard case .selfSizing(var sizing) = layout else { return current }
            let asked = cellStore.displayed.keys.sorted().filter { !layoutState.isSizedByCell(items[$0]) }
            guard !asked.isEmpty else { break }
            let anchor = cellStore.displayed.keys.filter { sizing.frame(at: $0).maxY > current }.min()
            let anchorY = anchor.map { sizing.frame(at: $0).minY }
            var updates: [(index: Int, height: Double)] = []
            for index in asked {
                guard let cell = cellStore.displayed[index] else { continue }
                let height = askCellHeight(cell, at: index, frame: sizing.frame(at: index))
                if layoutState.noteCellSize(height, of: items[index]), let height {
                    updates.append((index, height))
                }
            }
            guard !updates.isEmpty else { break }
            sizing.setHeights(updates)
            layoutState.setSelfSizing(sizing)
            if let anchor, let before = anchorY {
                let delta = sizing.frame(at: anchor).minY - before
                if delta != 0 {
                    compensateScroll(by: delta)
                    current += delta
                }
            }
            scroll.setContentHeight(sizing.contentHeight, at: now)
            updateDisplayedCells(offset: current)
        }
        return current
    }

    /// `sizeDisplayedCells` for an app's layout placing items one by one: the displayed cells of items of estimated
    /// height (`ItemFrames.selfSizing`) not yet asked at their width give their heights; when one changed, the app's
    /// layout places the items again with them (`cellHeightsChanged`), the top visible item keeps its place on
    /// screen, and the displayed cells follow. Returns the offset.
    private mutating func sizeDisplayedFramedCells(offset: Double) -> Double {
        let strategy = self.strategy
        var current = offset
        for _ in 0..<64 {
            guard let given = layoutState.appFrames, !given.selfSizing.isEmpty else { return current }
            let asked = cellStore.displayed.keys.sorted().filter { index in
                given.sizesItself(index)
                    && !layoutState.isSizedByCell(items[index], width: layout.frame(at: index).width)
            }
            guard !asked.isEmpty else { break }
            let anchor = cellStore.displayed.keys.filter { layout.frame(at: $0).maxY > current }.min()
            let anchorItem = anchor.map { items[$0].id }
            let anchorY = anchor.map { layout.frame(at: $0).minY }
            var changed = false
            for index in asked {
                guard let cell = cellStore.displayed[index] else { continue }
                let frame = layout.frame(at: index)
                let height = askCellHeight(cell, at: index, frame: frame)
                if layoutState.noteCellSize(height, of: items[index], width: frame.width), height != frame.height {
                    changed = true
                }
            }
            guard changed else { break }
            recorder.note(.heightsMeasured(asked.count))
            strategy.cellHeightsChanged(in: &self)
            if let anchorItem, let before = anchorY, let index = dataSource.index(ofItem: anchorItem) {
                let delta = layout.frame(at: index).minY - before
                if delta != 0 {
                    compensateScroll(by: delta)
                    current += delta
                }
            }
            scroll.setContentHeight(layout.contentHeight, at: now)
            updateDisplayedCells(offset: current)
        }
        return current
    }

    /// The height the displayed `cell` of the item at `index` asks for at its frame's width (its frame's height the
    /// estimate), snapped to device pixels; nil to keep the estimate (no answer, or not a positive finite height).
    private mutating func askCellHeight(_ cell: CellID, at index: Int, frame: Rect) -> Double? {
        let strategy = self.strategy
        let asked = strategy.preferredHeight(
            ofCell: cell, at: index, width: frame.width, estimate: frame.height, in: &self)
        guard let asked, asked.isFinite, asked > 0 else { return nil }
        return (asked * scenario.canvas.scale).rounded() / scenario.canvas.scale
    }

    /// Moves the scroll position by `delta` because content above the anchor changed height, so nothing on screen
    /// jumps; cells gliding in an apply's animation keep their place on screen too.
    mutating func compensateScroll(by delta: Double) {
        scroll.shift(by: delta)
        layoutState.noteAnchorShift(delta)
        recorder.note(.anchorCompensation(points: delta))
    }
}
