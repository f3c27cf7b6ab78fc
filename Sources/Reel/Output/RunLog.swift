import ReelCore
import ReelRender

/// What a run's report and summary need beyond the metrics, gathered from each step while the run writes its logs:
/// frame times, the visible cells of every frame and the hitches.
struct RunLog: Sendable {
    /// Each frame's virtual time (ms), by frame index.
    private(set) var frameTimes: [Double] = []
    /// The visible cells of each frame, as `cells.csv` lists them.
    private(set) var cells: [[RunRecord.CellRow]] = []
    private(set) var hitches: [ChartData.Hitch] = []

    /// Takes in one step: its frame and the events that led to it.
    mutating func record(_ step: FrameStep) {
        for timed in step.events {
            switch timed.event {
            case .hitch(_, let hitchMs, _):
                hitches.append(ChartData.Hitch(timeMs: timed.timeMs, durationMs: hitchMs))
            default:
                break
            }
        }
        let frame = step.frame
        guard frame.index >= 0 else { return }
        if frame.index >= frameTimes.count {
            frameTimes += [Double](repeating: 0, count: frame.index + 1 - frameTimes.count)
            cells += [[RunRecord.CellRow]](repeating: [], count: frame.index + 1 - cells.count)
        }
        frameTimes[frame.index] = frame.timeMs
        cells[frame.index] += frame.cells.map {
            RunRecord.CellRow(cell: $0.cellID.number, item: $0.itemID, state: $0.state, shows: $0.content.logName)
        }
    }
}
