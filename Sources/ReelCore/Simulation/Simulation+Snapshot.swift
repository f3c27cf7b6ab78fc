extension Simulation: SnapshotWorld {
    package func item(at index: Int) -> Item { items[index] }

    package func index(ofItem id: ItemID) -> Int? { dataSource.index(ofItem: id) }

    package var snapshotGeneration: Int { dataSource.generation }

    package var nowMs: Double { now }

    package var scrollOffset: Double { scroll.offset(at: now) }

    package mutating func reconfigureItem(_ itemID: ItemID) {
        guard let index = dataSource.index(ofItem: itemID),
            let cell = cellStore.displayed[index] ?? cellStore.prepared[index]
        else { return }
        record(.reconfigure(cell: cell, itemID: itemID))
        let showedImage = cellStore.displayed[index] == cell && state(of: cellStore[cell]).0 == .correct
        mainThread.spend(mainThread.costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cell, itemAt: index, in: &self)
        if showedImage { cellStore.noteImageLoss(.reconfigure, in: cell) }
    }

    package mutating func applySnapshot(_ items: [Item], reconfigured: [ItemID], reloaded: [ItemID], animated: Bool) {
        dataSource.stage(items: items, reconfigured: reconfigured, reloaded: reloaded)
        applySnapshot(animated: animated, durationMs: animated ? Self.userApplyDurationMs : 0)
    }

    package mutating func setPrefetchingEnabled(_ enabled: Bool) {
        scenario.cellPrefetching = enabled
    }

    package var canvas: Canvas { scenario.canvas }
    package var safeArea: EdgeInsets { scenario.safeArea }

    package mutating func setContentInset(_ inset: ContentInset) { scroll.setContentInset(inset, at: now) }
    package var appTextMeasure: AppTextMeasure? { measureAppText }

    package func index(atX x: Double, y: Double) -> Int? {
        layout.indices(inBandFrom: y, to: y + 1e-6).first { index in
            let frame = layout.frame(at: index)
            return frame.minX <= x && x < frame.maxX && frame.minY <= y && y < frame.maxY
        }
    }

    package mutating func setLayout(_ appLayout: AppLayout?) {
        let before = (layoutState.spec, layoutState.appFrames)
        layoutState.replaceLayout(appLayout, items: items)
        guard layoutState.spec != before.0 || layoutState.appFrames != before.1 else { return }
        scroll.setContentHeight(layout.contentHeight, at: now)
    }

    package func cellHeight(of id: ItemID, width: Double) -> Double? { layoutState.cellHeight(of: id, width: width) }

    package mutating func recordUserCode(kind: String, message: String, cell: CellID?) {
        record(.userCode(kind: kind, message: message, cell: cell))
    }

    /// How long an animated apply from the app's code moves rows (UIKit's default animation).
    static let userApplyDurationMs = 300.0

}
