import Testing

@testable import ReelCore

/// Runs a simulation with every transfer succeeding with `pixels`-pixel sources.
func runAll(_ scenario: Scenario, template: Template = photoGrid(), pixels: Int = 262_144) throws -> (
    steps: [FrameStep], sim: Simulation
) {
    var sim = try Simulation(scenario: scenario, template: template)
    var steps: [FrameStep] = []
    while !sim.isFinished { steps.append(sim.step { _ in .success(bytes: 1000, pixels: pixels) }) }
    return (steps, sim)
}

func atRest(_ script: [ScriptAction], binding: BindingStrategyKind = .cancelClearVerify, fps: Double = 60) -> Scenario {
    var scenario = Scenario(
        name: "t", canvas: Canvas(width: 390, height: 844, scale: 2, fps: fps), items: .synthetic(count: 120),
        network: NetworkSettings(seed: 2, latencyMedianMs: 100, latencyP95Ms: 200),
        prefetch: PrefetchSettings(enabled: false),
        binding: binding, script: script
    )
    scenario.cellPrefetching = false
    return scenario
}

@Suite struct CellPrefetchingTests {
    @Test func cellsArePreparedAheadAndSomeAreNeverDisplayed() throws {
        let (steps, sim) = try runAll(scrollScenario(.cancelClearVerify, cellPrefetching: true))
        let off = try runAll(scrollScenario(.cancelClearVerify, cellPrefetching: false)).sim
        #expect(sim.metrics.cells.prepared > 0)
        #expect(sim.metrics.cells.displayedFromPrepared > 0)
        #expect(sim.metrics.cells.preparedNeverDisplayed > 0)
        #expect(off.metrics.cells.prepared == 0)
        let events = steps.flatMap(\.events).map(\.event)
        #expect(events.contains { if case .display(_, _, true) = $0 { true } else { false } })
        #expect(events.contains { if case .unprepare = $0 { true } else { false } })
        // On a slow scroll, prepared cells start their loads before they come on screen: fewer placeholders.
        var slow = scrollScenario(.cancelClearVerify, cellPrefetching: true)
        slow.script = [.wait(ms: 500), .drag(by: 1_500, durationMs: 4_000), .wait(ms: 500)]
        let slowOn = try runAll(slow).sim.metrics
        slow.cellPrefetching = false
        let slowOff = try runAll(slow).sim.metrics
        #expect(slowOn.count(.placeholder) < slowOff.count(.placeholder))
    }

    @Test func aCellThatScrolledOffComesBackWithoutBeingConfiguredAgain() throws {
        var scenario = atRest([
            .wait(ms: 600), .drag(by: 200, durationMs: 150), .drag(by: -200, durationMs: 150), .wait(ms: 300),
        ])
        scenario.cellPrefetching = true
        let (steps, _) = try runAll(scenario)
        let events = steps.flatMap(\.events).map(\.event)
        let redisplayed = events.filter { if case .display(_, "0", true) = $0 { true } else { false } }
        #expect(!redisplayed.isEmpty)
        let dequeuesOfItem0 = events.filter { if case .dequeue(_, "0", _, _) = $0 { true } else { false } }
        #expect(dequeuesOfItem0.count == 1)
    }
}

@Suite struct HitchTests {
    func scroll(decodeOnMain: Bool, fps: Double = 60) -> Scenario {
        var scenario = scrollScenario(.cancelClearVerify, prefetch: true)
        scenario.canvas.fps = fps
        scenario.mainThread = MainThreadCostOverrides(decodeOnMain: decodeOnMain)
        return scenario
    }

    @Test func decodingOnTheMainThreadHitchesAndRepeatsFrames() throws {
        let (slowSteps, slow) = try runAll(scroll(decodeOnMain: true), pixels: 2_560_000)  // 1600×1600 sources
        let (_, fast) = try runAll(scroll(decodeOnMain: false), pixels: 2_560_000)
        #expect(slow.metrics.hitchRatio > 10)
        #expect(slow.metrics.hitches.framesRepeated > 0)
        #expect(slowSteps.contains { $0.repeated && $0.frame.drawsSame(as: slowSteps[$0.frame.index - 1].frame) })
        #expect(fast.metrics.hitchRatio < 5)
        #expect(Metrics.hitchGrade(slow.metrics.hitchRatio) == "critical")
        #expect(slowSteps.flatMap(\.events).contains { if case .hitch = $0.event { true } else { false } })
    }

    @Test func a120FPSCanvasHasHalfTheBudget() throws {
        let (steps, sim) = try runAll(scroll(decodeOnMain: true, fps: 120), pixels: 1_000_000)
        #expect(abs((steps[1].frame.timeMs - steps[0].frame.timeMs) - 1000.0 / 120) < 1e-9)
        #expect(sim.metrics.hitches.count > 0)
    }
}

@Suite struct SnapshotUpdateTests {
    @Test func reconfigureDequeuesNoCellsButReloadDoes() throws {
        let settle: [ScriptAction] = [.wait(ms: 800)]
        let reconfigure = try runAll(
            atRest(
                settle + [
                    .reconfigure(.visible, newVersion: false), .apply(animated: false, durationMs: 0), .wait(ms: 500),
                ])
        ).sim
        let reload = try runAll(
            atRest(settle + [.reload(.visible), .apply(animated: false, durationMs: 0), .wait(ms: 500)])
        ).sim
        let baseline = try runAll(atRest(settle + [.wait(ms: 500)])).sim
        #expect(reconfigure.metrics.cells.dequeues == baseline.metrics.cells.dequeues)  // reconfigure dequeues none
        // every visible cell, once
        #expect(reconfigure.metrics.updates.reconfigured == baseline.metrics.cells.dequeues)
        #expect(reload.metrics.cells.dequeues == 2 * baseline.metrics.cells.dequeues)  // reload dequeues one per item
        #expect(reload.metrics.updates.reloaded == baseline.metrics.cells.dequeues)
        // Never its own old cell: the first reload creates one (the pool is empty while its old cell is still on
        // screen), each next one takes the cell the reload before it released.
        #expect(reload.metrics.cells.created == baseline.metrics.cells.created + 1)
        #expect(reload.metrics.cells.reused == baseline.metrics.cells.reused + baseline.metrics.cells.dequeues - 1)
    }

    @Test func anAnimatedInsertAtTheTopGlidesCellsDownAndKeepsThemCorrect() throws {
        let script: [ScriptAction] = [
            .wait(ms: 800), .insert(count: 3, at: .top, items: []), .apply(animated: true, durationMs: 300),
            .wait(ms: 1_000),
        ]
        let (steps, sim) = try runAll(atRest(script))
        let applyFrame = try #require(
            steps.firstIndex { $0.events.contains { if case .applySnapshot = $0.event { true } else { false } } })
        // Item "0" moves down one row (3 columns) over the animation: its y grows strictly, frame by frame.
        let ys = steps[(applyFrame - 1)...(applyFrame + 19)].compactMap {
            $0.frame.cells.first { $0.itemID == "0" }?.frame.y
        }
        #expect(ys.count == 21)
        let rowPitch = sim.layout.itemHeight + 2
        #expect(abs(ys.last! - ys.first! - rowPitch) < 0.01)
        let moving = zip(ys, ys.dropFirst()).filter { $1 > $0 }
        #expect(moving.count >= 15)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(sim.metrics.count(.stale) == 0)
        #expect(steps.last?.frame.cells.allSatisfy { $0.state == .correct } == true)
    }

    @Test func badEditReferencesAreInputErrors() throws {
        var scenario = atRest([.move(item: .id("nope"), to: 0)])
        #expect(throws: InputError.self) { _ = try Simulation(scenario: scenario, template: photoGrid()) }
        scenario.script = [.insert(count: 1, at: .top, items: [Item(id: "5", url: "u", title: "dup")])]
        do {
            _ = try Simulation(scenario: scenario, template: photoGrid())
            Issue.record("expected a duplicate-id error")
        } catch {
            #expect(error.path == "$.script[0].insert")
            #expect(error.message.contains("duplicate item id \"5\""))
        }
    }

    @Test func diffCountsInsertsDeletesAndMoves() {
        let diff = SnapshotDiff(from: ["a", "b", "c", "d"], to: ["x", "a", "c", "b"])
        #expect(diff.inserted == ["x"])
        #expect(diff.deleted == ["d"])
        #expect(diff.moved.count == 1)
    }

    @Test func shuffleIsSeeded() {
        var first = SnapshotEditor(items: (0..<20).map { Item.synthetic(index: $0) }, nextSyntheticIndex: 20)
        var second = first
        _ = first.stage(.shuffle(seed: 9), visible: [])
        _ = second.stage(.shuffle(seed: 9), visible: [])
        #expect(first.items == second.items)
        #expect(first.items.map(\.id.rawValue) != (0..<20).map(String.init))
    }
}

@Suite struct MinimapTests {
    @Test func theMinimapShowsTheVisibleRangePrefetchRangeAndItemStates() throws {
        var sim = try Simulation(
            scenario: scrollScenario(.cancelClearVerify, prefetch: true, cellPrefetching: true), template: photoGrid())
        sim.makesMinimap = true
        var steps: [FrameStep] = []
        while !sim.isFinished { steps.append(sim.step { _ in .success(bytes: 1000) }) }
        let frame = try #require(steps.dropFirst(40).first?.frame)
        let minimap = try #require(frame.minimap)
        #expect(minimap.visible.lowerBound == frame.offset)
        #expect(minimap.contentHeight == sim.layout.contentHeight)
        #expect(!minimap.prefetch.isEmpty)
        let marks = Set(steps.compactMap(\.frame.minimap).flatMap(\.items).map(\.mark))
        #expect(marks.isSuperset(of: [.correct, .loading, .cached, .prepared]))
        // Every visible cell appears on the minimap with its own state.
        for cell in frame.cells {
            #expect(minimap.items.contains { $0.frame == sim.layout.frame(at: cell.itemIndex) })
        }
    }
}
