import Testing

@testable import ReelCore

/// The hitch figures of `summary.json`, against small frame sequences computed by hand (docs/metrics.md defines them).
@Suite struct HitchRatioTests {
    /// Feeds (work ms, scrolling) per frame, frame 0 first.
    private func counts(budget: Double, _ frames: [(work: Double, scrolling: Bool)]) -> HitchCounts {
        var counts = HitchCounts()
        for (index, frame) in frames.enumerated() {
            counts.recordFrame(index: index, workMs: frame.work, budgetMs: budget, scrolling: frame.scrolling)
        }
        return counts
    }

    @Test func frameZeroAndFramesAtRestAreLeftOutOfTheRatio() {
        // Budget 10 ms. Frame 0 (50 ms) is the initial layout: reported alone, not a hitch.
        // Scrolling frames 1, 2, 3, 5 overrun by 0, 15, 2, 0 ms: hitch time 17 ms over 4 × 10 = 40 ms of scrolling,
        // so 17 / 0.040 s = 425 ms/s. Frame 4 overruns by 20 ms at rest: counted apart, not in the ratio.
        // Overruns sorted: [0, 0, 2, 15]; nearest rank ⌈p/100 · 4⌉: p50 → rank 2 = 0, p90 → rank 4 = 15,
        // p99 → rank 4 = 15.
        let hitches = counts(
            budget: 10,
            [(50, true), (4, true), (25, true), (12, true), (30, false), (9, true)])
        #expect(hitches.initialLayoutMs == 50)
        #expect(hitches.scrollingFrames == 4 && hitches.scrollingMs == 40)
        #expect(hitches.count == 2 && hitches.hitchMs == 17)
        #expect(hitches.ratio == 425)
        #expect(hitches.overrunsMs == [0, 15, 2, 0])
        #expect(hitches.overrunPercentile(50) == 0)
        #expect(hitches.overrunPercentile(90) == 15)
        #expect(hitches.overrunPercentile(99) == 15)
        #expect(hitches.outsideScrollingCount == 1 && hitches.outsideScrollingMs == 20)
        #expect(hitches.mainThreadMs == 130)
    }

    @Test func threeSmallHitchesInASecondAndAHalfOfScrollingAreAWarning() {
        // 60 fps (budget 1000/60 ms). Frame 0 idle, then 100 scrolling frames (1666.67 ms), three of them 5 ms over:
        // 15 ms / 1.66667 s = 9.0 ms/s → "warning". Overruns sorted: 97 zeros then 5, 5, 5; p50 → rank 50 = 0,
        // p90 → rank 90 = 0, p99 → rank 99 = 5.
        let budget = 1000.0 / 60
        var frames: [(work: Double, scrolling: Bool)] = [(2, false)]
        for n in 1...100 { frames.append(([10, 40, 70].contains(n) ? budget + 5 : 3, true)) }
        let hitches = counts(budget: budget, frames)
        #expect(abs(hitches.scrollingMs - 1666.6666666666667) < 1e-9)
        #expect(abs(hitches.hitchMs - 15) < 1e-9)
        #expect(abs(hitches.ratio - 9) < 1e-9)
        #expect(Metrics.hitchGrade(hitches.ratio) == "warning")
        #expect(hitches.overrunPercentile(50) == 0 && hitches.overrunPercentile(90) == 0)
        #expect(abs(hitches.overrunPercentile(99) - 5) < 1e-9)
    }

    @Test func aRunThatNeverScrollsHasARatioOfZero() {
        // A 40 ms initial layout and a 30 ms frame at rest: nothing scrolled, so no ratio and no percentiles.
        let hitches = counts(budget: 10, [(40, false), (30, false)])
        #expect(hitches.scrollingMs == 0 && hitches.ratio == 0 && hitches.hitchMs == 0)
        #expect(hitches.overrunPercentile(50) == 0 && hitches.overrunPercentile(99) == 0)
        #expect(hitches.initialLayoutMs == 40 && hitches.outsideScrollingMs == 20)
    }

    @Test func gradesFollowApple() {
        // Under 5 ms/s good, 5 to 10 (both included) warning, over 10 critical.
        #expect(Metrics.hitchGrade(4.99) == "good")
        #expect(Metrics.hitchGrade(5) == "warning")
        #expect(Metrics.hitchGrade(10) == "warning")
        #expect(Metrics.hitchGrade(10.01) == "critical")
    }

    @Test func percentilesAreNearestRank() {
        // Ten samples 1…10: p50 → rank 5 = 5, p90 → rank 9 = 9, p99 → rank ⌈9.9⌉ = 10, p0 → rank 1 = 1.
        let samples = (1...10).reversed().map(Double.init)
        #expect(Percentile.of(samples, 50) == 5)
        #expect(Percentile.of(samples, 90) == 9)
        #expect(Percentile.of(samples, 99) == 10)
        #expect(Percentile.of(samples, 0) == 1)
        #expect(Percentile.of([], 50) == nil)
    }

    @Test func scrollingTimeIsTheFramesWhoseTimeFallsInAMotion() throws {
        // 50 fps (20 ms frames). A 500 ms drag from t = 0: frames 1…24 (t = 20…480 ms) fall in it, frame 25
        // (t = 500) is at rest, frame 0 is the initial layout: 24 frames, 480 ms of scrolling. The 300 ms wait that
        // follows adds none.
        let (steps, sim) = try runAll(atRest([.drag(by: 400, durationMs: 500), .wait(ms: 300)], fps: 50))
        #expect(steps.count > 26)
        #expect(sim.metrics.hitches.scrollingFrames == 24)
        #expect(sim.metrics.hitches.scrollingMs == 480)
        #expect(sim.metrics.hitches.initialLayoutMs > 0)
    }
}
