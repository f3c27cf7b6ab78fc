extension Simulation {
    /// Asks the binding what the frame looks like (`drawing: app`): each visible cell's and supplementary view's own
    /// view tree and the collection view's background. A cell fading out of an animated reload keeps the template's
    /// look: its object may already show another item.
    mutating func drawAppViews(in frame: inout FrameState) {
        let requests =
            frame.cells.map { DrawingRequest(.cell($0.cellID), width: $0.frame.width, height: $0.frame.height) }
            + frame.views.map { DrawingRequest(.view($0.viewID), width: $0.frame.width, height: $0.frame.height) }
        let strategy = self.strategy
        guard let drawn = strategy.drawings(of: requests, in: &self) else { return }
        drawnImageKeys = Set(drawn.drawings.values.flatMap(\.imageTags).map(\.key))
        frame.background = drawn.background
        for index in frame.cells.indices {
            frame.cells[index].drawing = drawn.drawings[.cell(frame.cells[index].cellID)]
        }
        for index in frame.views.indices {
            frame.views[index].drawing = drawn.drawings[.view(frame.views[index].viewID)]
        }
    }
}
