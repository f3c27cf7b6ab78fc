import Testing

@testable import ReelExecutors

/// A session's virtual clock: sleepers wake in (deadline, filing) order, time never goes back, exact sleeps are
/// matched to their deadline, and Dispatch deadlines built from a marked `now()` are exact.
@Suite struct VirtualClockTests {
    @Test func sleepersWakeInDeadlineThenFilingOrder() {
        var clock = VirtualClock<String>()
        clock.sleep("b", forMs: 20, witness: nil)
        clock.sleep("a", forMs: 10, witness: nil)
        clock.sleep("c", forMs: 20, witness: nil)
        clock.sleep("now", forMs: -5, witness: nil)
        #expect(clock.sleepers == 4)
        let first = clock.advance(to: 0)
        #expect(first.woken == ["now"])
        #expect(!first.moved)
        let second = clock.advance(to: 20)
        #expect(second.woken == ["a", "b", "c"])
        #expect(second.moved)
        #expect(clock.sleepers == 0)
    }

    @Test func timeNeverGoesBack() {
        var clock = VirtualClock<Int>()
        _ = clock.advance(to: 50)
        let back = clock.advance(to: 10)
        #expect(!back.moved)
        #expect(clock.nowMs == 50)
    }

    @Test func anExactSleepIsTakenOnlyAtItsDeadlineAndOnlyOnce() {
        var clock = VirtualClock<Int>()
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(300))
        clock.fileExactSleep(until: deadline, ms: 300)
        let late = clock.takeExactSleep(at: deadline.advanced(by: .milliseconds(1)))
        // Any take uses the filed delay up.
        let usedUp = clock.takeExactSleep(at: deadline)
        clock.fileExactSleep(until: deadline, ms: 300)
        let matched = clock.takeExactSleep(at: deadline.advanced(by: .nanoseconds(500)))
        #expect(late == nil)
        #expect(usedUp == nil)
        #expect(matched == 300)
        #expect(clock.exactSleeps == 1)
    }

    @Test func aDispatchDeadlineFromTheMarkedNowIsExact() {
        var clock = VirtualClock<Int>()
        _ = clock.advance(to: 100)
        clock.markDispatchNow(5_000_000_000)
        // `.now() + 0.3` read back much later on the real clock is still 300 ms of virtual time.
        #expect(clock.delay(untilDispatch: 5_300_000_000, realNowNs: 9_000_000_000) == 300)
        // A deadline before the mark is measured against the real clock, and never negative.
        #expect(clock.delay(untilDispatch: 4_000_000_000, realNowNs: 3_000_000_000) == 1000)
        #expect(clock.delay(untilDispatch: 1_000_000_000, realNowNs: 3_000_000_000) == 0)
    }
}
