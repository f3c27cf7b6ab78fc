extension Simulation {
    /// Adds modelled main-thread work to the current frame.
    mutating func spendMainThread(_ ms: Double) {
        mainThreadMs += ms
    }

    /// What the screen shows for the frame just computed: the frame itself, or — while main-thread work overruns
    /// the frame budget — the previous frame again, once per missed refresh. Counts the cell-frames shown.
    mutating func present(_ frame: FrameState) -> (FrameState, repeated: Bool) {
        let budget = scenario.canvas.frameDurationMs
        counters.mainThreadMs += mainThreadMs
        var shown = frame
        var repeated = false
        if let previous = shownFrame, holdFrames > 0 {
            holdFrames -= 1
            shown = held(previous, as: frame)
            repeated = true
        }
        if mainThreadMs > budget {
            let missed = Int((mainThreadMs / budget).rounded(.up)) - 1
            counters.hitches += 1
            counters.hitchMs += mainThreadMs - budget
            record(.hitch(workMs: mainThreadMs, hitchMs: mainThreadMs - budget, missed: missed))
            if let previous = shownFrame {
                shown = held(previous, as: frame)
                repeated = true
                holdFrames = max(holdFrames, missed - 1)
            }
        }
        if repeated { counters.framesRepeated += 1 }
        for cell in shown.cells {
            counters.cellFrames[cell.state, default: 0] += 1
            if cell.wrong == "outdated" { counters.staleOutdated += 1 } else if cell.wrong != nil { counters.staleOtherItem += 1 }
        }
        shownFrame = shown
        return (shown, repeated)
    }

    private func held(_ previous: FrameState, as frame: FrameState) -> FrameState {
        var copy = previous
        copy.index = frame.index
        copy.timeMs = frame.timeMs
        copy.velocity = frame.velocity
        return copy
    }
}
