import Testing

@testable import ReelExecutors

/// A session's outcome log: every outcome and warning once, in the order first reported; outcomes taken once.
@Suite struct OutcomeLogTests {
    @Test func anOutcomeIsRecordedOnceAndTakenOnce() {
        var log = OutcomeLog()
        let escape = UserCodeOutcome(.escape, "a view changed off the executor")
        let ignored = UserCodeOutcome(.ignored, "a refresh control")
        let firsts = [log.report(escape), log.report(ignored), log.report(escape)]
        #expect(firsts == [true, true, false])
        let taken = log.take()
        #expect(taken.map(\.kind) == [.escape, .ignored])
        let again = log.take()
        #expect(again.isEmpty)
        // Taken outcomes are still known: the same one is not reported again.
        let repeated = log.report(ignored)
        #expect(!repeated)
    }

    @Test func aWarningIsKeptOnce() {
        var log = OutcomeLog()
        let firsts = [log.warn("slow"), log.warn("slow"), log.warn("blocked")]
        #expect(firsts == [true, false, true])
        #expect(log.warnings == ["slow", "blocked"])
    }
}
