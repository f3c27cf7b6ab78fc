/// What a range minimap shows for one frame: the whole content, the visible rect, the prefetch and prepared
/// ranges, and every item with a state worth a colour (the rest are drawn as not yet seen).
package struct Minimap: Sendable, Equatable, Codable {
    /// What an item on the minimap is doing.
    package enum Mark: String, Sendable, Equatable, Codable {
        case placeholder, stale, correct, failed
        /// A visible cell showing another item's text.
        case wrongText = "wrong_text"
        /// Its image is in the memory cache.
        case cached
        /// A transfer for it is queued or in flight.
        case loading
        /// A prepared (not displayed) cell holds it.
        case prepared
    }

    /// One coloured item: its frame in content coordinates and its mark.
    package struct Item: Sendable, Equatable, Codable {
        package var frame: Rect
        package var mark: Mark
    }

    package var contentHeight: Double
    package var contentWidth: Double
    package var visible: ClosedRange<Double>
    package var prefetch: [ClosedRange<Double>]
    package var prepared: ClosedRange<Double>?
    package var items: [Item]
}

extension Simulation {
    /// The minimap of the current state (visible cells as classified in `frame`).
    func makeMinimap(offset: Double, frame: FrameState) -> Minimap {
        let height = scenario.canvas.height
        var marks: [Int: Minimap.Mark] = [:]
        for itemID in loads.loadingItemIDs {
            if let index = dataSource.index(ofItem: itemID) { marks[index] = .loading }
        }
        for (index, item) in items.enumerated() where marks[index] == nil && loads.isCached(imageKey(for: item)) {
            marks[index] = .cached
        }
        for index in cellStore.prepared.keys { marks[index] = .prepared }
        for cell in frame.cells {
            marks[cell.itemIndex] =
                switch cell.state {
                case .placeholder: .placeholder
                case .stale: .stale
                case .correct: .correct
                case .failed: .failed
                case .wrongText: .wrongText
                }
        }
        let contentHeight = layout.contentHeight
        // A band wholly past the end of short content is empty (it used to trap forming the range).
        let bands = prefetcher.bands(offset: offset).compactMap { band -> ClosedRange<Double>? in
            let (low, high) = (max(0, band.low), min(contentHeight, max(0, band.high)))
            return low <= high ? low...high : nil
        }
        let preparedFrames = cellStore.prepared.keys.map { layout.frame(at: $0) }
        var preparedRange: ClosedRange<Double>?
        if let low = preparedFrames.map(\.minY).min(), let high = preparedFrames.map(\.maxY).max() {
            preparedRange = low...high
        }
        return Minimap(
            contentHeight: contentHeight, contentWidth: scenario.canvas.width,
            visible: frame.offset...(frame.offset + height), prefetch: bands, prepared: preparedRange,
            items: marks.keys.sorted().map { Minimap.Item(frame: layout.frame(at: $0), mark: marks[$0] ?? .cached) }
        )
    }
}
