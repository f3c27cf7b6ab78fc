import Testing

@testable import ReelCore

/// A long scroll down a 2,000-item grid in several flicks.
func longScroll(_ placement: CellRegistrationPlacement) -> Scenario {
    var scenario = scrollScenario(.cancelClearVerify)
    scenario.items = .synthetic(count: 2_000)
    scenario.script =
        [.wait(ms: 200)]
        + Array(repeating: [ScriptAction.fling(velocity: 5_000, deceleration: .normal), .wait(ms: 1_200)], count: 8)
        .flatMap { $0 }
    scenario.dataSource.cellRegistration = placement
    return scenario
}

@Suite struct CellRegistrationTests {
    /// Cells created by the end of each second of the run, with the offset reached.
    func createdOverTime(_ steps: [FrameStep]) -> [(offset: Double, created: Int)] {
        var created = 0
        var samples: [(Double, Int)] = []
        for step in steps {
            created += step.events.filter { if case .create = $0.event { true } else { false } }.count
            if step.frame.index % 60 == 59 { samples.append((step.frame.offset, created)) }
        }
        return samples
    }

    @Test func aRegistrationMadeInsideTheProviderNeverReusesAndCellsGrowWithDistance() throws {
        let (leakySteps, leaky) = try runAll(longScroll(.insideProvider))
        let (fixedSteps, fixed) = try runAll(longScroll(.once))
        #expect(leaky.metrics.cells.reused == 0)
        #expect(leaky.metrics.cells.created == leaky.metrics.cells.dequeues)
        #expect(leaky.metrics.cells.registrations == leaky.metrics.cells.dequeues)
        #expect(fixed.metrics.cells.registrations == 1)
        #expect(
            leaky.metrics.cells.created >= 5 * fixed.metrics.cells.created,
            "\(leaky.metrics.cells.created) vs \(fixed.metrics.cells.created)")
        #expect(leaky.metrics.cells.peakLive == leaky.metrics.cells.created)
        #expect(leaky.metrics.cells.peakMemoryBytes > 5 * fixed.metrics.cells.peakMemoryBytes)

        // Created cells track the distance scrolled: the count per 1,000 pt stays about the same all the way down.
        let leakySamples = createdOverTime(leakySteps)
        let first = try #require(leakySamples.first { $0.offset > 2_000 })
        let last = try #require(leakySamples.last)
        #expect(last.offset > 4 * first.offset)
        let early = Double(first.created) / first.offset
        let late = Double(last.created) / last.offset
        #expect(late > 0.7 * early && late < 1.3 * early, "\(early) vs \(late) cells per point")

        // The fixed variant stops creating cells after the first screens.
        let fixedSamples = createdOverTime(fixedSteps)
        let settled = try #require(fixedSamples.first { $0.offset > 3 * 844 })
        #expect(
            fixed.metrics.cells.created - settled.created <= 2, "\(settled.created) → \(fixed.metrics.cells.created)")
    }
}
