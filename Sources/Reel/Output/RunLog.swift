import ReelCore

/// What a run's report and summary need beyond the metrics, gathered from each step while the run writes its logs:
/// the visible cells of every frame and the timeline events charts are drawn from.
struct RunLog: Sendable {
    /// The visible cells of each frame, as `cells.csv` lists them.
    private(set) var cells: [[RunRecord.CellRow]] = []
    /// Frame times, hitches and time-to-correct episodes, at the precision `timeline.jsonl` holds them.
    private(set) var events = TimelineEvents()

    /// Takes in one step: the events that led to its frame, and the frame's visible cells.
    mutating func record(_ step: FrameStep) {
        for timed in step.events {
            events.record(timed)
        }
        let frame = step.frame
        guard frame.index >= 0 else { return }
        if frame.index >= cells.count {
            cells += [[RunRecord.CellRow]](repeating: [], count: frame.index + 1 - cells.count)
        }
        cells[frame.index] += frame.cells.map {
            RunRecord.CellRow(
                cell: $0.cellID.number, item: $0.itemID.rawValue, state: $0.state, shows: $0.content.logName)
        }
    }
}
