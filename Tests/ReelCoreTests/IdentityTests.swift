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
    func flags(ofItem id: String, in step: FrameStep) -> RowFlags? {
        step.frame.cells.first { $0.itemID == id }?.flags
    }

    @Test func indexIdentifiersRebuildRowsAndLoseStateOnAnInsertAtTheTop() throws {
        let (steps, sim) = try runAll(identityScenario(.index))
        #expect(sim.metrics.rowsRebuilt > 10)  // every on-screen row now shows another item
        #expect(sim.metrics.rowStateLost == 2)  // item 1 is no longer expanded, item 3 no longer selected
        #expect(sim.metrics.rowStateMisattributed == 2)  // their positions' new items are
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
        #expect(sim.metrics.rowsRebuilt == 0)
        #expect(sim.metrics.rowStateLost == 0)
        #expect(sim.metrics.rowStateMisattributed == 0)
        let last = try #require(steps.last)
        #expect(flags(ofItem: "1", in: last) == .expanded)
        #expect(flags(ofItem: "3", in: last) == .selected)
        #expect(flags(ofItem: "0", in: last) == [])
        #expect(sim.metrics.toggles == 2)
    }

    @Test func freshUUIDsReplaceEveryCellDropAllStateAndRestartInFlightLoads() throws {
        let (steps, sim) = try runAll(identityScenario(.freshUUID, latencyMs: 900))
        let stable = try runAll(identityScenario(.stable, latencyMs: 900)).sim
        let visibleBefore = steps[6].frame.cells.count
        #expect(sim.metrics.rowsRebuilt >= visibleBefore)
        #expect(sim.metrics.rowStateLost == 2)
        #expect(sim.metrics.rowStateMisattributed == 0)
        #expect(sim.metrics.loadsRestarted > 0)
        #expect(stable.metrics.loadsRestarted == 0)
        // Restarted transfers are paid again: more requests, and the images come later.
        #expect(sim.metrics.requestsStarted > stable.metrics.requestsStarted)
        let events = steps.flatMap(\.events).map(\.event)
        #expect(events.contains { if case .rebuildRow(_, _, "replaced", _) = $0 { true } else { false } })
        #expect(steps.last?.frame.cells.allSatisfy { $0.flags.isEmpty } == true)
    }

    @Test func indexIdentifiersRestartLoadsTheRebuiltRowsHadInFlight() throws {
        let index = try runAll(identityScenario(.index, latencyMs: 900)).sim
        #expect(index.metrics.loadsRestarted > 0)
        #expect(index.metrics.cancelledInFlight > 0)
    }

    @Test func togglingTwiceClearsTheFlag() throws {
        var scenario = atRest([.toggle(item: .index(2), flag: .selected), .wait(ms: 50), .toggle(item: .id("2"), flag: .selected), .wait(ms: 50)])
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
        (#"{"name": "q", "script": [], "data_source": {"identity": "uuid"}}"#, "$.data_source.identity", "\"fresh-uuid\""),
        (#"{"name": "q", "script": [], "data_source": {"cell_registration": "each"}}"#, "$.data_source.cell_registration", "\"inside-provider\""),
        (#"{"name": "q", "script": [], "data_source": {"ids": "stable"}}"#, "$.data_source.ids", "unknown key"),
        (#"{"name": "q", "script": [{"toggle": {"item": "1", "flag": "checked"}}]}"#, "$.script[0].toggle.flag", "\"expanded\""),
        (#"{"name": "q", "script": [{"toggle": {}}]}"#, "$.script[0].toggle.item", "missing"),
    ])
    func badDataSourceInputNamesThePath(json: String, path: String, fragment: String) {
        let failure = ScenarioJSON.error(json)
        #expect(failure?.path == path)
        #expect(failure?.message.contains(fragment) == true, "\(String(describing: failure))")
    }

    @Test func decodesTheDataSourceAndToggle() throws {
        let json = #"{"name": "q", "data_source": {"identity": "fresh-uuid", "cell_registration": "inside-provider"}, "script": [{"toggle": {"item": 3, "flag": "expanded"}}, {"toggle": {"item": "x"}}]}"#
        let scenario = try ScenarioJSON.decode(json)
        #expect(scenario.dataSource == DataSourceSettings(identity: .freshUUID, cellRegistration: .insideProvider))
        #expect(scenario.script == [.toggle(item: .index(3), flag: .expanded), .toggle(item: .id("x"), flag: .selected)])
        // A toggle naming no item is caught before the run starts.
        #expect(throws: InputError(file: "s.json", path: "$.script[1].toggle.item", message: "no item has id \"x\"")) {
            _ = try Simulation(scenario: scenario, template: photoGrid(), file: "s.json")
        }
    }
}
