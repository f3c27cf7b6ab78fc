extension Simulation {
    /// The user changed the text size (`UIContentSizeCategory.didChangeNotification`). Every displayed and
    /// prepared cell gets the new fonts (`adjustsFontForContentSizeCategory`: a configure's worth of main-thread
    /// work each). In self-sizing layouts the height cache is dropped, those cells are measured again at once, the
    /// layout is rebuilt (other items get estimates at the new size until they come on screen) and the scroll
    /// position moves so the top visible item's top edge stays where it was on screen. Fixed grids keep their
    /// frames; only the drawn text changes.
    mutating func changeContentSize(to category: ContentSizeCategory) {
        let previous = contentSize
        guard category != previous else {
            record(
                .contentSize(category: category, from: previous, heightsRecomputed: 0, cellsUpdated: 0, anchorShift: 0))
            return
        }
        layoutState.setContentSize(category)
        let strategy = self.strategy
        strategy.contentSizeChanged(to: category, in: &self)
        let offset = scroll.offset(at: now)
        let onScreen = Set(layout.indices(inBandFrom: offset, to: offset + scenario.canvas.height))
            .union(cellStore.displayed.keys)
        let cellsUpdated = onScreen.union(cellStore.prepared.keys).count
        mainThread.spend(mainThread.costs.configureMs * Double(cellsUpdated))
        let (recomputed, shift) = layout.isSelfSizing ? remeasureForContentSize() : (0, 0)
        record(
            .contentSize(
                category: category, from: previous, heightsRecomputed: recomputed, cellsUpdated: cellsUpdated,
                anchorShift: shift
            ))
    }

    /// Drops every measured height, measures the cells on screen and the prepared ones again, rebuilds the layout and
    /// compensates the scroll position for the anchor: the first item whose top edge is on screen keeps that edge
    /// where it was (when no top edge is on screen, the item covering the top keeps its top). Works from the layout,
    /// not from the displayed cells, so a change in the same frame as an apply measures what will be on screen.
    /// Returns the heights measured and the compensation in points.
    private mutating func remeasureForContentSize() -> (recomputed: Int, shift: Double) {
        let offset = scroll.offset(at: now)
        let band = layout.indices(inBandFrom: offset, to: offset + scenario.canvas.height)
        let anchor = band.filter { layout.frame(at: $0).minY >= offset }.min() ?? band.min()
        let anchorY = anchor.map { layout.frame(at: $0).minY }
        layoutState.forgetAllHeights()
        let cellIndices = Set(band).union(cellStore.displayed.keys).union(cellStore.prepared.keys)
            .filter { $0 >= 0 && $0 < items.count }.sorted()
        for index in cellIndices {
            _ = layoutState.measure(items[index])
        }
        recorder.note(.heightsRecomputed(cellIndices.count))
        mainThread.spend(mainThread.costs.selfSizingMs * Double(cellIndices.count))
        layoutState.relayout(items: items)
        var shift = 0.0
        if let anchor, let anchorY {
            shift = layout.frame(at: anchor).minY - anchorY
            if shift != 0 { compensateScroll(by: shift) }
        }
        scroll.setContentHeight(layout.contentHeight, at: now)
        return (cellIndices.count, shift)
    }
}

extension Simulation {
    /// The user switched the screen to `appearance` (light or dark). The binding's views hear of it and are drawn in
    /// it from this frame: every displayed and prepared cell takes a configure's worth of main-thread work (UIKit
    /// calls `traitCollectionDidChange(_:)` and redraws each). Layout does not change.
    mutating func changeAppearance(to appearance: Appearance) {
        let previous = scenario.appearance
        guard appearance != previous else {
            record(.appearance(style: appearance, from: previous, cellsUpdated: 0))
            return
        }
        scenario.appearance = appearance
        let strategy = self.strategy
        strategy.appearanceChanged(to: appearance, in: &self)
        let cellsUpdated = Set(cellStore.displayed.keys).union(cellStore.prepared.keys).count
        mainThread.spend(mainThread.costs.configureMs * Double(cellsUpdated))
        record(.appearance(style: appearance, from: previous, cellsUpdated: cellsUpdated))
    }
}
