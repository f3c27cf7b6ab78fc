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

    /// Moves the scroll position by `delta` because content above the anchor changed height, so nothing on screen
    /// jumps; cells gliding in an apply's animation keep their place on screen too.
    mutating func compensateScroll(by delta: Double) {
        scroll.shift(by: delta)
        layoutState.noteAnchorShift(delta)
        recorder.note(.anchorCompensation(points: delta))
    }
}
