extension Simulation {
    /// Ends display of the supplementary and decoration views whose elements left the viewport, and dequeues,
    /// configures and displays those of the elements that entered — as UIKit does with the attributes of the
    /// layout's elements in the visible rect.
    mutating func updateDisplayedViews(offset: Double) {
        var visible: [SupplementaryKey: SupplementaryFrame] = [:]
        if case .framed(let framed) = layout {
            for index in framed.supplementaryIndices(inBandFrom: offset, to: offset + scenario.canvas.height) {
                let element = framed.supplementaries[index]
                let frame = element.frame(atOffset: offset, viewportHeight: scenario.canvas.height)
                guard frame.maxY > offset, frame.minY < offset + scenario.canvas.height else { continue }
                visible[element.key] = element
            }
        }
        guard !visible.isEmpty || !viewStore.displayed.isEmpty else { return }
        let strategy = self.strategy
        let refresh = viewStore.takeRefresh()
        for key in viewStore.displayed.keys.sorted() where visible[key] == nil || refresh.contains(key) {
            guard let view = viewStore.endDisplay(key) else { continue }
            record(.viewEndDisplay(view: view, element: key))
            strategy.didEndDisplaying(view: view, for: key, in: &self)
        }
        for key in visible.keys.sorted() where viewStore.displayed[key] == nil {
            guard let element = visible[key] else { continue }
            let (view, reused) = viewStore.dequeue(kind: element.kind)
            mainThread.spend(reused ? mainThread.costs.dequeueMs : mainThread.costs.createMs)
            mainThread.spend(mainThread.costs.configureMs)
            record(.viewDequeue(view: view, element: key, reused: reused))
            strategy.configure(view: view, for: element, reused: reused, in: &self)
            viewStore.beginDisplay(view, element: key)
            record(.viewDisplay(view: view, element: key))
            strategy.willDisplay(view: view, for: element, in: &self)
        }
    }

    /// The visible supplementary and decoration views, classified, in drawing order (lower `zIndex` first, then by
    /// element), with a state event when a view's state changed.
    mutating func makeVisibleViews(offset snapped: Double) -> [VisibleView] {
        guard !viewStore.displayed.isEmpty, case .framed(let framed) = layout else { return [] }
        var shown: [(zIndex: Int, view: VisibleView)] = []
        for key in viewStore.displayed.keys.sorted() {
            guard let id = viewStore.displayed[key], let element = framed.supplementary(key) else { continue }
            let view = viewStore[id]
            let state = view.state
            if state != view.lastState {
                record(.viewState(view: id, element: key, from: view.lastState, to: state, shows: view.logShows))
            }
            viewStore.noteShown(id, in: state)
            recorder.note(.viewFrameShown(state))
            let frame = element.frame(atOffset: snapped, viewportHeight: scenario.canvas.height)
            shown.append(
                (
                    element.zIndex,
                    VisibleView(
                        viewID: id, element: key, category: element.category, frame: frame.offsetBy(dy: -snapped),
                        text: view.shows, state: state)
                ))
        }
        return shown.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element.view)
    }
}
