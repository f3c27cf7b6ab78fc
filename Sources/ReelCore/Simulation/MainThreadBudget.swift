/// The simulated main thread as a resource: the modelled cost of each kind of work, what the current frame has
/// spent, and what the screen shows — the frame itself, or, while the work overruns the frame budget (a hitch), the
/// previous frame again once per missed refresh.
package struct MainThreadBudget: Sendable {
    package let costs: MainThreadCosts
    /// The frame budget (ms): one refresh.
    package let frameBudgetMs: Double
    /// Work spent in the current frame (ms).
    private(set) var spentMs = 0.0
    /// The frame on screen, and the refreshes it is still held for.
    private var shownFrame: FrameState?
    private var holdFrames = 0

    package init(costs: MainThreadCosts, frameBudgetMs: Double) {
        self.costs = costs
        self.frameBudgetMs = frameBudgetMs
    }

    /// Starts a new frame with nothing spent.
    package mutating func startFrame() { spentMs = 0 }

    /// Adds main-thread work to the current frame.
    package mutating func spend(_ ms: Double) { spentMs += ms }

    /// Whether `work` (ms, added in order) more still leaves the frame under `share` of its budget.
    package func hasRoom(for work: Double..., share: Double) -> Bool {
        work.reduce(spentMs, +) < frameBudgetMs * share
    }

    /// What the screen shows for the frame just computed, and whether that repeats the previous frame. Records a
    /// hitch when the work overran the budget, counts the frame for the hitch ratio (`scrolling`: the scroll view
    /// moves at the frame's time), and counts the cell-frames shown by state.
    package mutating func present(
        _ frame: FrameState, scrolling: Bool
    ) -> (frame: FrameState, repeated: Bool, record: PartRecord) {
        let budget = frameBudgetMs
        var record = PartRecord()
        record.note(.mainThreadWork(frame: frame.index, workMs: spentMs, budgetMs: budget, scrolling: scrolling))
        var shown = frame
        var repeated = false
        if let previous = shownFrame, holdFrames > 0 {
            holdFrames -= 1
            shown = Self.held(previous, as: frame)
            repeated = true
        }
        if spentMs > budget {
            let missed = Int((spentMs / budget).rounded(.up)) - 1
            record.record(.hitch(workMs: spentMs, hitchMs: spentMs - budget, missed: missed))
            if let previous = shownFrame {
                shown = Self.held(previous, as: frame)
                repeated = true
                holdFrames = max(holdFrames, missed - 1)
            }
        }
        if repeated { record.note(.frameRepeated) }
        for cell in shown.cells { record.note(.cellFrameShown(cell.state, wrong: cell.wrong)) }
        shownFrame = shown
        return (shown, repeated, record)
    }

    /// The previous frame shown again in `frame`'s place.
    private static func held(_ previous: FrameState, as frame: FrameState) -> FrameState {
        var copy = previous
        copy.index = frame.index
        copy.timeMs = frame.timeMs
        copy.velocity = frame.velocity
        return copy
    }
}
