import Testing

@testable import ReelCore

@Suite struct ScrollPhysicsTests {
    @Test func flickAt1000ComesToRest499PointsLater() {
        var scroll = ScrollModel(viewportHeight: 844, contentHeight: 100_000, offset: 1_000)
        scroll.fling(velocity: 1000, deceleration: .normal, at: 0)
        let rest = scroll.offset(at: scroll.restTime + 1)
        #expect(abs(rest - 1_000 - 499) <= 1)
        #expect(scroll.velocity(at: scroll.restTime + 1) == 0)
        // Continuous in between: halfway in time it is well on its way.
        let mid = scroll.offset(at: scroll.restTime / 2)
        #expect(mid > 1_000 && mid < rest)
    }

    @Test func fastDecelerationStopsSooner() {
        #expect(abs(ScrollPhysics.restDistance(velocity: 1000, rate: Deceleration.fast.rate) - 99) < 0.001)
        #expect(abs(ScrollPhysics.restDistance(velocity: -2000, rate: Deceleration.normal.rate) + 998) < 0.001)
    }

    @Test func flingPastTheEndBouncesBackToTheEdge() {
        var scroll = ScrollModel(viewportHeight: 800, contentHeight: 2_000, offset: 1_000)
        scroll.fling(velocity: 4_000, deceleration: .normal, at: 0)
        let maxOffset = 1_200.0
        var peak = 0.0
        var t = 0.0
        while t < scroll.restTime {
            peak = max(peak, scroll.offset(at: t))
            t += 1
        }
        #expect(peak > maxOffset)
        #expect(peak <= maxOffset + scroll.maxBounceOvershoot + 0.5)
        #expect(abs(scroll.offset(at: scroll.restTime) - maxOffset) < 0.01)
    }

    @Test func dragPastTheTopRubberBandsAndSpringsBack() {
        var scroll = ScrollModel(viewportHeight: 800, contentHeight: 5_000)
        scroll.drag(by: -400, durationMs: 400, at: 0)
        let pulled = scroll.offset(at: 400)
        #expect(pulled < 0)
        #expect(pulled > -400)  // resisted: less than the finger moved
        #expect(abs(pulled + ScrollPhysics.rubberBand(400, dimension: 800)) < 0.001)
        #expect(abs(scroll.offset(at: scroll.restTime)) < 0.05)
    }

    @Test func animatedScrollEasesToTheClampedTarget() {
        var scroll = ScrollModel(viewportHeight: 800, contentHeight: 5_000)
        scroll.scroll(to: 10_000, animated: true, at: 100)
        #expect(scroll.offset(at: 100) == 0)
        #expect(scroll.offset(at: 250) > 0 && scroll.offset(at: 250) < 4_200)
        #expect(scroll.offset(at: 400) == 4_200)
        scroll.scroll(to: 10, animated: false, at: 500)
        #expect(scroll.offset(at: 500) == 10)
    }

    @Test func aNewFlickInterruptsTheOldOne() {
        var scroll = ScrollModel(viewportHeight: 800, contentHeight: 100_000, offset: 5_000)
        scroll.fling(velocity: 3_000, deceleration: .normal, at: 0)
        let at500 = scroll.offset(at: 500)
        scroll.fling(velocity: -3_000, deceleration: .normal, at: 500)
        #expect(scroll.offset(at: 500) == at500)
        #expect(scroll.offset(at: 600) < at500)
    }
}
