import Testing

@testable import ReelCore

/// A grid whose images have all arrived, then the script's `updates` staged and applied at 1.5 s.
private func updateScenario(
    _ updates: [ScriptAction], animated: Bool = false, memoryCacheMB: Double = 64, scrollFirst: Bool = false
) -> Scenario {
    let scroll: [ScriptAction] = [
        .fling(velocity: 3_000, deceleration: .normal), .wait(ms: 1_500), .scrollTo(item: .index(0), animated: false),
    ]
    var script = scrollFirst ? scroll : []
    script += [.wait(ms: 1_500)] + updates + [.apply(animated: animated, durationMs: 300), .wait(ms: 1_000)]
    var scenario = Scenario(
        name: "t", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 300),
        network: NetworkSettings(seed: 3, latencyMedianMs: 300, latencyP95Ms: 900),
        prefetch: PrefetchSettings(enabled: false), binding: .cancelClearVerify, script: script
    )
    scenario.pipeline.memoryCacheMB = memoryCacheMB
    return scenario
}

/// The cell showing the item `id` in each frame (nil when none does).
private func cells(showing id: ItemID, in steps: [FrameStep]) -> [CellID?] {
    steps.map { step in step.frame.cells.first { $0.itemID == id }?.cellID }
}

@Suite struct ReloadReconfigureTests {
    @Test func reloadReplacesTheCellWithAnotherOneEvenWhenThePoolIsEmpty() throws {
        let (steps, sim) = try run(updateScenario([.reload(.items([.index(0)]))]))
        let shown = cells(showing: "0", in: steps).compactMap { $0 }
        let before = try #require(shown.first)
        let after = try #require(shown.last)
        #expect(before != after)
        #expect(Set(shown) == [before, after])
        let events = steps.flatMap(\.events).map(\.event)
        #expect(events.contains(.reload(cell: before, itemID: "0")))
        #expect(events.contains(.create(cell: after)))  // the pool was empty: a new cell, never the old one
        #expect(sim.metrics.updates.reloaded == 1)
        #expect(sim.metrics.updates.reconfigured == 0)
    }

    @Test func reloadRunsPrepareForReuseOnAPooledCellAndDropsThePreparedOne() throws {
        var scenario = updateScenario([.reload(.items([.index(0), .index(23)]))], scrollFirst: true)
        scenario.cellPrefetching = true
        let (steps, sim) = try run(scenario)
        let events = steps.flatMap(\.events).map(\.event)
        let reload = try #require(events.firstIndex { if case .reload = $0 { true } else { false } })
        guard case .reload(let old, _) = events[reload] else { return }
        // After the reload: prepareForReuse on a pooled cell, then it is dequeued for item 0.
        let after = events[reload...]
        let reused = try #require(
            after.compactMap { event -> CellID? in if case .reuse(let cell, _) = event { cell } else { nil } }.first)
        #expect(reused != old)
        #expect(after.contains(.dequeue(cell: reused, itemID: "0", index: 0, reused: true)))
        #expect(cells(showing: "0", in: steps).last == reused)
        // Item 23 was only prepared (below the screen): its prepared cell goes back to the pool, nothing displays.
        #expect(events[..<reload].contains { if case .prepare(_, "23", _) = $0 { true } else { false } })
        #expect(after.contains { if case .unprepare(_, "23", _) = $0 { true } else { false } })
        #expect(sim.metrics.updates.reloaded == 1)
    }

    @Test func reconfigureKeepsTheSameCellAndRunsNoPrepareForReuse() throws {
        let (steps, sim) = try run(updateScenario([.reconfigure(.items([.index(0)]), newVersion: false)]))
        let shown = cells(showing: "0", in: steps).compactMap { $0 }
        #expect(Set(shown).count == 1)
        let events = steps.flatMap(\.events).map(\.event)
        #expect(events.contains(.reconfigure(cell: shown[0], itemID: "0")))
        #expect(!events.contains { if case .reuse = $0 { true } else { false } })
        #expect(sim.metrics.updates.reconfigured == 1)
        #expect(sim.metrics.updates.reloaded == 0)
    }

    @Test func withoutAMemoryCacheTheReloadFlashesThePlaceholderAndTheReconfigureDoesNot() throws {
        let reloaded = try run(updateScenario([.reload(.items([.index(0)]))], memoryCacheMB: 0))
        let reconfigured = try run(
            updateScenario([.reconfigure(.items([.index(0)]), newVersion: false)], memoryCacheMB: 0))
        func states(_ steps: [FrameStep]) -> [CellState] {
            steps.compactMap { step in step.frame.cells.first { $0.itemID == "0" }?.state }
        }
        // The item showed its image, then (reload) the new cell's placeholder, then its image again.
        let afterReload = states(reloaded.steps).drop { $0 != .correct }
        #expect(afterReload.contains(.placeholder))
        #expect(afterReload.last == .correct)
        #expect(!states(reconfigured.steps).drop { $0 != .correct }.contains(.placeholder))
        let placeholderFrames = afterReload.filter { $0 == .placeholder }.count
        #expect(reloaded.sim.metrics.updates.reloadPlaceholderCellFrames == placeholderFrames)
        #expect(reconfigured.sim.metrics.updates.reconfigurePlaceholderCellFrames == 0)
        // Its image is fetched again for the new cell; the reconfigured cell fetches it again too, out of sight.
        #expect(reloaded.sim.metrics.requests.started == reconfigured.sim.metrics.requests.started)
    }

    @Test func anAnimatedReloadCrossfadesTheOldCellOverTheNewOne() throws {
        let (steps, _) = try run(updateScenario([.reload(.items([.index(4)]))], animated: true))
        let fading = steps.compactMap { step in step.frame.fadingCells.first.map { (step.frame.cells, $0) } }
        // 300 ms at 60 fps: about 18 frames, the old cell's opacity falling from 1 towards 0.
        #expect((16...19).contains(fading.count))
        let opacities = fading.map(\.1.opacity)
        #expect(opacities == opacities.sorted(by: >))
        #expect(opacities.allSatisfy { $0 > 0 && $0 <= 1 })
        for (cells, old) in fading {
            let new = try #require(cells.first { $0.itemID == "4" })
            #expect(old.cell.cellID != new.cellID)
            #expect(old.cell.frame == new.frame)
        }
        #expect(steps.last?.frame.fadingCells.isEmpty == true)
    }

    @Test func theIndexPathCheckDropsTheImageOfACellWhoseItemMovedAndItStaysOnThePlaceholder() throws {
        // Loads in flight for the first screen, then 3 items inserted above: every cell keeps its item at a new
        // index path, so each completion finds `indexPath(for: cell)` changed and drops the image.
        let script: [ScriptAction] = [
            .wait(ms: 100), .insert(count: 3, at: .top, items: []), .apply(animated: false, durationMs: 0),
            .wait(ms: 8_000),
        ]
        var scenario = Scenario(
            name: "t", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 90),
            network: NetworkSettings(seed: 3, latencyMedianMs: 900, latencyP95Ms: 1_400),
            prefetch: PrefetchSettings(enabled: false), binding: .indexPathCheck, script: script
        )
        let (steps, sim) = try run(scenario)
        let last = try #require(steps.last?.frame.cells)
        // The items of the first screen, moved down.
        let moved = last.filter { Int($0.itemID.rawValue).map { $0 < 18 } ?? false }
        #expect(!moved.isEmpty && moved.allSatisfy { $0.state == .placeholder })
        #expect(sim.metrics.count(.stale) == 0)
        #expect(sim.metrics.exposure.stuckPlaceholder > 0)
        // The inserted items' cells started their loads at their final index paths: they show their images.
        #expect(last.filter { Int($0.itemID.rawValue).map { $0 >= 90 } ?? false }.allSatisfy { $0.state == .correct })

        // The other pattern, `cellForItem(at:)` by the captured index path, writes into the cell there now: other
        // items' images, and the moved items' own images in their neighbours' cells.
        scenario.binding = .capturedIndexPath
        let captured = try run(scenario).sim.metrics
        #expect(captured.exposure.staleOtherItem > 0)
    }

    @Test func badReloadAndReconfigureActionsNameTheirJSONPath() throws {
        func script(_ action: String) -> String {
            #"{"name": "t", "items": {"count": 60}, "script": [{"wait": {"ms": 10}}, "# + action + "]}"
        }
        let missing = ScenarioJSON.error(script(#"{"reload": {}}"#))
        #expect(missing?.path == "$.script[1].reload.items")
        #expect(missing?.message == "required items is missing")
        let unknown = ScenarioJSON.error(script(#"{"reload": {"items": [0], "animated": true}}"#))
        #expect(unknown?.path == "$.script[1].reload.animated")
        let empty = ScenarioJSON.error(script(#"{"reconfigure": {"items": []}}"#))
        #expect(empty?.path == "$.script[1].reconfigure.items")
        // A reference outside the snapshot is found before the run starts.
        let outside = try ScenarioJSON.decode(script(#"{"reload": {"items": [900]}}"#))
        let expected = InputError(
            file: "s.json", path: "$.script[1].reload", message: "expected an index below 60, got 900")
        #expect(throws: expected) {
            _ = try Simulation(scenario: outside, template: photoGrid(), file: "s.json")
        }
    }
}
