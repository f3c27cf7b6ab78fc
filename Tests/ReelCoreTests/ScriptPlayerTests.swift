import Testing

@testable import ReelCore

/// The script player and the recorder alone.
@Suite struct ScriptPlayerTests {
    @Test func actionsStartWhenThePreviousOnesHaveHeldTheScript() {
        var player = ScriptPlayer([
            .fling(velocity: 100, deceleration: .normal), .wait(ms: 50), .drag(by: 10, durationMs: 20), .wait(ms: 5),
        ])
        #expect(player.end == 75)
        var started: [Double] = []
        var actions: [ScriptAction] = []
        for t in [0.0, 0, 49, 50, 100, 1_000] {
            let next = player.next(through: t)
            started.append(next?.at ?? -1)
            if let next { actions.append(next.action) }
        }
        // The wait starts with the fling; nothing is due at 49; the drag at 50; the last wait after the drag.
        #expect(started == [0, 0, -1, 50, 70, -1])
        #expect(actions[2] == .drag(by: 10, durationMs: 20))
        #expect(player.isDone)
    }

    @Test func theRecorderStampsEventsWithTimeAndFrame() {
        var recorder = Recorder()
        recorder.now = 16
        recorder.record(.cacheHit(itemID: "a"))
        recorder.record(.evict(url: "u"), at: 8)
        let events = recorder.finishFrame()
        #expect(
            events == [
                TimedEvent(timeMs: 16, frame: 0, event: .cacheHit(itemID: "a")),
                TimedEvent(timeMs: 8, frame: 0, event: .evict(url: "u")),
            ])
        recorder.record(.cacheHit(itemID: "b"))
        #expect(recorder.frameIndex == 1 && recorder.finishFrame().first?.frame == 1)
    }
}
