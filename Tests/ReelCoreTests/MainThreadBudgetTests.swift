import Testing

@testable import ReelCore

/// The main thread alone: work within the budget shows the frame; an overrun holds the last frame for every
/// refresh it missed and counts a hitch.
@Suite struct MainThreadBudgetTests {
    private func frame(_ index: Int, state: CellState = .correct) -> FrameState {
        let cell = VisibleCell(
            cellID: 1, itemID: "\(index)", itemIndex: index, title: "", subtitle: nil,
            frame: Rect(x: 0, y: 0, width: 1, height: 1), content: .placeholder, state: state
        )
        return FrameState(index: index, timeMs: Double(index) * 10, offset: Double(index), velocity: 0, cells: [cell])
    }

    @Test func anOverrunRepeatsTheShownFrameForEachMissedRefresh() {
        var budget = MainThreadBudget(costs: MainThreadCosts(), frameBudgetMs: 10)
        var recorder = Recorder()
        budget.startFrame()
        budget.spend(4)
        let first = budget.present(frame(0), scrolling: true)
        recorder.take(first.record)
        #expect(first.repeated == false)
        budget.startFrame()
        budget.spend(25)  // misses two refreshes
        let (shown, repeated, overrun) = budget.present(frame(1), scrolling: true)
        recorder.take(overrun)
        #expect(repeated && shown.offset == 0 && shown.index == 1)
        budget.startFrame()
        let held = budget.present(frame(2), scrolling: true)
        recorder.take(held.record)
        #expect(held.repeated)  // still held
        budget.startFrame()
        let next = budget.present(frame(3), scrolling: true)
        recorder.take(next.record)
        #expect(next.frame.offset == 3)
        #expect(recorder.metrics.hitches.count == 1 && recorder.metrics.hitches.hitchMs == 15)
        #expect(recorder.metrics.hitches.framesRepeated == 2)
        #expect(recorder.metrics.hitches.mainThreadMs == 29)
        #expect(recorder.metrics.count(.correct) == 4)
        #expect(recorder.finishFrame().map(\.event) == [.hitch(workMs: 25, hitchMs: 15, missed: 2)])
    }

    @Test func roomIsMeasuredAgainstAShareOfTheBudget() {
        var budget = MainThreadBudget(costs: MainThreadCosts(), frameBudgetMs: 10)
        budget.spend(3)
        #expect(budget.hasRoom(for: 1, 0.5, share: 0.5))
        #expect(!budget.hasRoom(for: 1, 1, share: 0.5))
    }
}
