/// What a range minimap shows for one frame: the whole content, the visible rect, the prefetch and prepared
/// ranges, and every item with a state worth a colour (the rest are drawn as not yet seen).
public struct Minimap: Sendable, Equatable {
    /// What an item on the minimap is doing.
    public enum Mark: String, Sendable, Equatable {
        case placeholder, stale, correct, failed
        /// Its image is in the memory cache.
        case cached
        /// A transfer for it is queued or in flight.
        case loading
        /// A prepared (not displayed) cell holds it.
        case prepared
    }

    /// One coloured item: its frame in content coordinates and its mark.
    public struct Item: Sendable, Equatable {
        public var frame: Rect
        public var mark: Mark
    }

    public var contentHeight: Double
    public var contentWidth: Double
    public var visible: ClosedRange<Double>
    public var prefetch: [ClosedRange<Double>]
    public var prepared: ClosedRange<Double>?
    public var items: [Item]
}

extension Simulation {
    /// The minimap of the current state (visible cells as classified in `frame`).
    func makeMinimap(offset: Double, frame: FrameState) -> Minimap {
        let height = scenario.canvas.height
        var marks: [Int: Minimap.Mark] = [:]
        for task in scheduler.tasks.values {
            for id in task.subscribers {
                if let index = scheduler.subscriptions[id].flatMap({ itemIndexByID[$0.itemID] }) { marks[index] = .loading }
            }
        }
        for (index, item) in items.enumerated() where marks[index] == nil && cache.contains(imageKey(for: item)) {
            marks[index] = .cached
        }
        for index in prepared.keys { marks[index] = .prepared }
        for cell in frame.cells {
            marks[cell.itemIndex] = switch cell.state {
            case .placeholder: .placeholder
            case .stale: .stale
            case .correct: .correct
            case .failed: .failed
            }
        }
        let settings = scenario.prefetch
        var bands: [ClosedRange<Double>] = []
        if settings.enabled {
            let ahead = settings.leadScreens * height
            let behind = settings.trailScreens * height
            let raw = direction > 0
                ? [(offset + height, offset + height + ahead), (offset - behind, offset)]
                : [(offset - ahead, offset), (offset + height, offset + height + behind)]
            bands = raw.filter { $0.1 > $0.0 }.map { max(0, $0.0)...min(layout.contentHeight, max(0, $0.1)) }
        }
        let preparedFrames = prepared.keys.map { layout.frame(at: $0) }
        var preparedRange: ClosedRange<Double>?
        if let low = preparedFrames.map(\.minY).min(), let high = preparedFrames.map(\.maxY).max() { preparedRange = low...high }
        return Minimap(
            contentHeight: layout.contentHeight, contentWidth: scenario.canvas.width, visible: frame.offset...(frame.offset + height),
            prefetch: bands, prepared: preparedRange,
            items: marks.keys.sorted().map { Minimap.Item(frame: layout.frame(at: $0), mark: marks[$0] ?? .cached) }
        )
    }
}
