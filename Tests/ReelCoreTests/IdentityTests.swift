import Foundation
import Testing

@testable import ReelCore

/// Toggles flags on rows 1 and 3, then inserts one item at the top while the first loads are still in flight.
func identityScenario(_ identity: ItemIdentity, latencyMs: Double = 100) -> Scenario {
    var scenario = atRest([
        .wait(ms: 100),
        .toggle(item: .id("1"), flag: .expanded),
        .toggle(item: .id("3"), flag: .selected),
        .wait(ms: 100),
        .insert(count: 1, at: .top, items: []),
        .apply(animated: true, durationMs: 300),
        .wait(ms: 1_500),
    ])
    scenario.network.latencyMedianMs = latencyMs
    scenario.network.latencyP95Ms = latencyMs * 2
    scenario.dataSource.identity = identity
    return scenario
}

@Suite struct IdentityTests {
    func flags(ofItem id: ItemID, in step: FrameStep) -> RowFlags? {
        step.frame.cells.first { $0.itemID == id }?.flags
    }

    @Test func indexIdentifiersRebuildRowsAndLoseStateOnAnInsertAtTheTop() throws {
        let (steps, sim) = try runAll(identityScenario(.index))
        #expect(sim.metrics.identity.rowsRebuilt > 10)  // every on-screen row now shows another item
        #expect(sim.metrics.identity.stateLost == 2)  // item 1 is no longer expanded, item 3 no longer selected
        #expect(sim.metrics.identity.stateMisattributed == 2)  // their positions' new items are
        let last = try #require(steps.last)
        #expect(flags(ofItem: "1", in: last) == [])
        #expect(flags(ofItem: "0", in: last) == .expanded)  // item 0 moved into row 1
        #expect(flags(ofItem: "2", in: last) == .selected)
        let events = steps.flatMap(\.events).map(\.event)
        #expect(events.contains(.rowState(itemID: "1", lost: "expanded", gained: "")))
        #expect(events.contains { if case .rebuildRow(_, _, "reconfigured", _) = $0 { true } else { false } })
        // The positions kept their cells: no cell was dequeued anew for the rebuilt rows.
        #expect(!events.contains { if case .rebuildRow(_, _, "replaced", _) = $0 { true } else { false } })
    }

    @Test func stableIdentifiersKeepRowsAndStateThroughTheSameInsert() throws {
        let (steps, sim) = try runAll(identityScenario(.stable))
        #expect(sim.metrics.identity.rowsRebuilt == 0)
        #expect(sim.metrics.identity.stateLost == 0)
        #expect(sim.metrics.identity.stateMisattributed == 0)
        let last = try #require(steps.last)
        #expect(flags(ofItem: "1", in: last) == .expanded)
        #expect(flags(ofItem: "3", in: last) == .selected)
        #expect(flags(ofItem: "0", in: last) == [])
        #expect(sim.metrics.identity.toggles == 2)
    }

    @Test func freshUUIDsReplaceEveryCellDropAllStateAndRestartInFlightLoads() throws {
        // Applied without animation, the replaced cells go straight back to the pool and are dequeued for the new
        // rows: prepareForReuse cancels their transfers before the new rows ask for the same images.
        var fresh = identityScenario(.freshUUID, latencyMs: 900)
        fresh.script[5] = .apply(animated: false, durationMs: 0)
        var stableScenario = identityScenario(.stable, latencyMs: 900)
        stableScenario.script[5] = .apply(animated: false, durationMs: 0)
        let (steps, sim) = try runAll(fresh)
        let stable = try runAll(stableScenario).sim
        let visibleBefore = steps[6].frame.cells.count
        #expect(sim.metrics.identity.rowsRebuilt >= visibleBefore)
        #expect(sim.metrics.identity.stateLost == 2)
        #expect(sim.metrics.identity.stateMisattributed == 0)
        #expect(sim.metrics.identity.loadsRestarted > 0)
        #expect(stable.metrics.identity.loadsRestarted == 0)
        // Restarted transfers are paid again: more requests, and the images come later.
        #expect(sim.metrics.requests.started > stable.metrics.requests.started)
        let events = steps.flatMap(\.events).map(\.event)
        #expect(events.contains { if case .rebuildRow(_, _, "replaced", _) = $0 { true } else { false } })
        #expect(steps.last?.frame.cells.allSatisfy { $0.flags.isEmpty } == true)
    }

    @Test func indexIdentifiersRestartLoadsTheRebuiltRowsHadInFlight() throws {
        let index = try runAll(identityScenario(.index, latencyMs: 900)).sim
        #expect(index.metrics.identity.loadsRestarted > 0)
        #expect(index.metrics.requests.cancelledInFlight > 0)
    }

    @Test func withoutReconfiguringChangedRowsIndexIdsLeaveCellsShowingTheOldItems() throws {
        var scenario = identityScenario(.index)
        scenario.dataSource.reconfigureChanged = false
        let (steps, sim) = try runAll(scenario)
        #expect(sim.metrics.identity.rowsRebuilt == 0)  // UIKit's apply sees nothing changed for a kept identifier
        // so rows show the previous item's title and image: wrong text, which takes precedence over a stale image
        #expect(sim.metrics.count(.wrongText) > 0)
        let last = try #require(steps.last)
        let row0 = try #require(last.frame.cells.first { $0.itemIndex == 0 })
        #expect(row0.itemID != "0" || row0.title == "Photo 0")
        #expect(last.frame.cells.contains { $0.title != "Photo \($0.itemID)" && $0.state == .wrongText })
        let fixed = try runAll(identityScenario(.index)).sim
        #expect(fixed.metrics.exposure.staleOtherItem == 0 && fixed.metrics.count(.wrongText) == 0)
    }

    @Test func restartsCountOnlyInFlightTransfersOfRebuiltRows() throws {
        // A long scroll with prefetching and prepared cells: same-frame restarts happen without any apply.
        var scrolling = scrollScenario(.cancelClearVerify, prefetch: true, cellPrefetching: true)
        scrolling.network.latencyMedianMs = 900
        scrolling.network.latencyP95Ms = 1_500
        let plain = try runAll(scrolling).sim
        #expect(plain.metrics.identity.loadsRestarted == 0)
        #expect(plain.metrics.identity.rowsRebuilt == 0)

        // The same scroll with an index-keyed insert mid-flight: rows rebuilt with loads in flight restart them.
        scrolling.dataSource.identity = .index
        scrolling.script.insert(
            contentsOf: [
                .wait(ms: 700), .insert(count: 2, at: .top, items: []), .apply(animated: false, durationMs: 0),
            ], at: 1)
        let (steps, rebuilt) = try runAll(scrolling)
        #expect(rebuilt.metrics.identity.rowsRebuilt > 0)
        #expect(rebuilt.metrics.identity.loadsRestarted > 0)
        #expect(rebuilt.metrics.requests.restarted >= rebuilt.metrics.identity.loadsRestarted)
        let restarts = steps.flatMap(\.events).compactMap {
            if case .restart(_, _, let rebuild) = $0.event { rebuild } else { nil }
        }
        #expect(restarts.filter { $0 }.count == rebuilt.metrics.identity.loadsRestarted)
    }

    @Test func preparedCellsAreRebuiltToo() throws {
        var scenario = identityScenario(.index, latencyMs: 600)
        scenario.cellPrefetching = true
        scenario.script.insert(.drag(by: 120, durationMs: 200), at: 0)
        let (steps, sim) = try runAll(scenario)
        let events = steps.flatMap(\.events).map(\.event)
        #expect(sim.metrics.cells.prepared > 0)
        let rebuiltCells = Set(
            events.compactMap { if case .rebuildRow(_, let cell, "reconfigured", _) = $0 { cell } else { nil } })
        let displayedCells = Set(steps[20].frame.cells.map(\.cellID))
        #expect(!rebuiltCells.subtracting(displayedCells).isEmpty)  // a prepared, not yet displayed cell was rebound
        #expect(sim.metrics.identity.stateLost == 2)
    }

    @Test func anAnimatedFreshUUIDApplyKeepsTheRemovedCellsForTheAnimationAndCreatesNewOnes() throws {
        let animated = try runAll(identityScenario(.freshUUID, latencyMs: 900)).sim
        var scenario = identityScenario(.freshUUID, latencyMs: 900)
        scenario.script[5] = .apply(animated: false, durationMs: 0)
        let immediate = try runAll(scenario).sim
        #expect(animated.metrics.cells.created > immediate.metrics.cells.created)
        #expect(animated.metrics.cells.peakLive > immediate.metrics.cells.peakLive)
        // The disappearing cells keep their transfers alive while the new cells join them: nothing restarts.
        #expect(animated.metrics.identity.loadsRestarted == 0)
        #expect(immediate.metrics.identity.loadsRestarted > 0)
    }

    @Test func heldImageBytesMatchWhatTheCellsShow() throws {
        var scenario = identityScenario(.freshUUID, latencyMs: 300)
        scenario.cellPrefetching = true
        scenario.dataSource.cellRegistration = .insideProvider
        scenario.script += [.fling(velocity: 3_000, deceleration: .normal), .wait(ms: 1_500)]
        var sim = try Simulation(scenario: scenario, template: photoGrid())
        var checked = 0
        while !sim.isFinished {
            _ = sim.step { _ in .success(bytes: 1000, pixels: 262_144) }
            let held = sim.cells.reduce(0) { $0 + CellStore.heldBytes($1.content) }
            #expect(held == sim.cellStore.heldImageBytes)
            checked += 1
        }
        #expect(checked > 100)
        #expect(sim.cellStore.heldImageBytes > 0)
    }

    @Test func togglingTwiceClearsTheFlag() throws {
        var scenario = atRest([
            .toggle(item: .index(2), flag: .selected), .wait(ms: 50), .toggle(item: .id("2"), flag: .selected),
            .wait(ms: 50),
        ])
        scenario.dataSource.identity = .index
        let (steps, _) = try runAll(scenario)
        #expect(steps.contains { $0.frame.cells.contains { $0.flags == .selected } })
        #expect(steps.last?.frame.cells.allSatisfy { $0.flags.isEmpty } == true)
    }

    @Test func freshUUIDIdentifiersAreSeededAndUnique() {
        let items = (0..<50).map { Item.synthetic(index: $0) }
        let first = ItemIdentity.freshUUID.identifiers(of: items, generation: 1)
        #expect(first == ItemIdentity.freshUUID.identifiers(of: items, generation: 1))
        #expect(Set(first).count == 50)
        #expect(Set(first).isDisjoint(with: ItemIdentity.freshUUID.identifiers(of: items, generation: 2)))
        #expect(first[0].count == 36 && first[0].split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(ItemIdentity.index.identifiers(of: items, generation: 3)[4] == "row-4")
    }

    @Test(arguments: [
        (
            #"{"name": "q", "script": [], "data_source": {"identity": "uuid"}}"#, "$.data_source.identity",
            "\"fresh-uuid\""
        ),
        (
            #"{"name": "q", "script": [], "data_source": {"cell_registration": "each"}}"#,
            "$.data_source.cell_registration", "\"inside-provider\""
        ),
        (#"{"name": "q", "script": [], "data_source": {"ids": "stable"}}"#, "$.data_source.ids", "unknown key"),
        (
            #"{"name": "q", "script": [{"toggle": {"item": "1", "flag": "checked"}}]}"#, "$.script[0].toggle.flag",
            "\"expanded\""
        ),
        (#"{"name": "q", "script": [{"toggle": {}}]}"#, "$.script[0].toggle.item", "missing"),
    ])
    func badDataSourceInputNamesThePath(json: String, path: String, fragment: String) {
        let failure = ScenarioJSON.error(json)
        #expect(failure?.path == path)
        #expect(failure?.message.contains(fragment) == true, "\(String(describing: failure))")
    }

    @Test func decodesTheDataSourceAndToggle() throws {
        let json =
            #"{"name": "q", "data_source": {"identity": "fresh-uuid", "cell_registration": "inside-provider"}, "#
            + #""script": [{"toggle": {"item": 3, "flag": "expanded"}}, {"toggle": {"item": "x"}}]}"#
        let scenario = try ScenarioJSON.decode(json)
        #expect(scenario.dataSource == DataSourceSettings(identity: .freshUUID, cellRegistration: .insideProvider))
        #expect(
            scenario.script == [.toggle(item: .index(3), flag: .expanded), .toggle(item: .id("x"), flag: .selected)])
        // A toggle naming no item is caught before the run starts.
        #expect(throws: InputError(file: "s.json", path: "$.script[1].toggle.item", message: "no item has id \"x\"")) {
            _ = try Simulation(scenario: scenario, template: photoGrid(), file: "s.json")
        }
    }
}
