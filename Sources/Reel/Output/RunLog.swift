import ReelCore

/// What a run's report and summary need beyond the metrics, gathered from each step while the run writes its logs:
/// the visible cells of every frame, the timeline events charts are drawn from, and failed loads by kind.
struct RunLog: Sendable {
    /// The visible cells of each frame, as `cells.csv` lists them.
    private(set) var cells: [[RunRecord.CellRow]] = []
    /// Frame times, hitches and time-to-correct episodes, at the precision `timeline.jsonl` holds them.
    private(set) var events = TimelineEvents()
    /// Failed deliveries counted by kind (`requests.failed_by_kind`).
    private(set) var failuresByKind: [LoadFailure.Kind: Int] = [:]

    /// Takes in one step: the events that led to its frame, and the frame's visible cells.
    mutating func record(_ step: FrameStep) {
        for timed in step.events {
            events.record(timed)
            if case .deliver(_, _, let failure?, _) = timed.event { failuresByKind[failure.kind, default: 0] += 1 }
        }
        let frame = step.frame
        guard frame.index >= 0 else { return }
        if frame.index >= cells.count {
            cells += [[RunRecord.CellRow]](repeating: [], count: frame.index + 1 - cells.count)
        }
        cells[frame.index] += frame.cells.map {
            RunRecord.CellRow(cell: $0.cellID, item: $0.itemID, state: $0.state, shows: $0.content.logName)
        }
    }
}
