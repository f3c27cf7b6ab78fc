import Testing

@testable import ReelCore

/// Features meeting each other in the same frame: a text-size change right after an apply that replaced
/// every cell, and the indicator's jump metric across hitches.
@Suite struct FeatureInteractionTests {
    func feed(_ script: [ScriptAction], identity: ItemIdentity = .stable, mainThread: MainThreadCostOverrides = .init())
        throws -> (steps: [FrameStep], sim: Simulation)
    {
        var scenario = Scenario(
            name: "s", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 200),
            network: NetworkSettings(seed: 4, latencyMedianMs: 100, latencyP95Ms: 200), script: script
        )
        scenario.dataSource.identity = identity
        scenario.mainThread = mainThread
        var sim = try Simulation(scenario: scenario, template: selfSizingTemplate(.feed, columns: 1))
        var steps: [FrameStep] = []
        while !sim.isFinished { steps.append(sim.step { _ in .success(bytes: 1000) }) }
        return (steps, sim)
    }

    @Test func aTextSizeChangeInTheFrameOfAnApplyThatReplacedEveryCellStillMeasuresAndAnchors() throws {
        let (steps, sim) = try feed(
            [
                .scrollTo(item: .index(40), animated: false), .wait(ms: 400),
                .insert(count: 1, at: .top, items: []), .apply(animated: false, durationMs: 0),
                .contentSize(.accessibilityLarge),
                .wait(ms: 500),
            ], identity: .freshUUID)
        let change = try #require(
            steps.flatMap(\.events).compactMap { event -> (recomputed: Int, updated: Int, shift: Double)? in
                if case .contentSize(_, _, let recomputed, let updated, let shift) = event.event {
                    (recomputed, updated, shift)
                } else {
                    nil
                }
            }.first)
        // The apply left no displayed cells (every row was replaced), yet the rows that will be on screen are
        // measured at the new size and the estimates above them, grown for the new size, move the anchor.
        #expect(change.recomputed >= 2 && change.updated >= 2, "\(change)")
        #expect(change.shift != 0)
        #expect(sim.metrics.identity.rowsRebuilt >= 2)
    }

    @Test func indicatorJumpsAreMeasuredOnlyBetweenFramesTheUserSees() throws {
        // Measuring cells costs 30 ms each here, so frames that replace estimates hitch and repeat the last frame.
        let (steps, sim) = try feed(
            [
                .scrollTo(item: .index(150), animated: false), .wait(ms: 300),
                .fling(velocity: -6_000, deceleration: .normal), .wait(ms: 2_000),
            ],
            mainThread: MainThreadCostOverrides(selfSizingMs: 30)
        )
        #expect(sim.metrics.hitches.count > 0)
        var jumps = 0
        for step in steps {
            let jumped = step.events.contains { if case .indicatorJump = $0.event { true } else { false } }
            if jumped { jumps += 1 }
            #expect(
                !(jumped && step.repeated), "frame \(step.frame.index) repeats the previous picture but logged a jump")
        }
        #expect(jumps > 0)
        let largest = sim.metrics.indicator.largestJumpFrame
        #expect(steps.first { $0.frame.index == largest }?.repeated == false)
    }
}
