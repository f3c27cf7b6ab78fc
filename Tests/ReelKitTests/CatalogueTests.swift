import CatalogueOracle
import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import ReelKit

/// One run of `scenario` with `catalog` serving its `binding`: the timeline, line by line, and the metrics.
func runCatalogue(_ scenario: Scenario, catalog: BindingCatalog) throws -> (timeline: [String], metrics: Metrics) {
    var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
    var lines: [String] = []
    while !sim.isFinished {
        let step = sim.step { _ in .success(bytes: 1000) }
        lines += step.events.map(\.jsonLine)
    }
    sim.finish()
    return (lines, sim.metrics)
}

/// The example scenario `name` from `examples/`.
func exampleScenario(_ name: String) throws -> Scenario {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let file = root.appendingPathComponent("examples/\(name).json")
    return try Scenario.decode(Data(contentsOf: file), file: file.path)
}

/// The catalogue's ReelKit cells against ReelCore's strategies: same scenario, same timeline, event for event.
@Suite(.serialized, .tags(.endToEnd)) struct CatalogueTests {
    @Test(arguments: [
        ("stale-naive", BindingStrategyKind.naive), ("no-clear", .noClear), ("index-path-check", .indexPathCheck),
        ("stale-fixed", .cancelClearVerify), ("quickstart", .cancelClearVerify), ("reconfigure", .reconfigure),
        ("captured-model", .capturedModel), ("unstable-ids", .cancelClearVerify),
        ("index-path-keyed-prefetch", .indexPathKeyedPrefetch), ("reload-vs-reconfigure", .cancelClearVerify),
        ("cancel-no-verify", .cancelNoVerify),
    ])
    func reelKitCellGivesTheStrategysTimeline(example: String, kind: BindingStrategyKind) async throws {
        let scenario = try exampleScenario(example)
        #expect(scenario.binding == kind)
        try await expectSameTimeline(scenario)
    }

    /// `captured-index-path` has no example of its own: it runs index-path-check's insert during loads.
    @Test func capturedIndexPathCellGivesTheStrategysTimeline() async throws {
        var scenario = try exampleScenario("index-path-check")
        scenario.binding = .capturedIndexPath
        try await expectSameTimeline(scenario)
    }

    private func expectSameTimeline(_ scenario: Scenario) async throws {
        let (core, kit) = try await onNewThread {
            (try runCatalogue(scenario, catalog: .oracle), try runCatalogue(scenario, catalog: .builtIn))
        }
        #expect(core.timeline.count > 100)
        #expect(kit.timeline.count == core.timeline.count)
        let firstDifference = zip(core.timeline, kit.timeline).enumerated()
            .first { $0.element.0 != $0.element.1 }?.offset
        #expect(firstDifference == nil, "first difference at event \(firstDifference ?? -1)")
        // Every count of the summary too (cache lookups, prefetch hits and waste, requests, updates, cells).
        #expect(kit.metrics == core.metrics)
        #expect(kit.metrics.gallery.outcomes.isEmpty)
    }

    @Test func everyNameIsAReelKitGallery() {
        let kinds = Catalogue.bindings.registeredKinds
        #expect(kinds == BindingStrategyKind.allCases)
        for kind in BindingStrategyKind.allCases {
            #expect((Catalogue.gallery(for: kind) != nil) == kinds.contains(kind))
        }
    }

    @Test func theNaiveCellShowsStaleImagesAndTheImageCellNone() async throws {
        let scenario = try exampleScenario("stale-naive")
        var fixedScenario = scenario
        fixedScenario.binding = .cancelClearVerify
        let other = fixedScenario
        let naive = try await onNewThread { try runCatalogue(scenario, catalog: Catalogue.bindings).metrics }
        let fixed = try await onNewThread { try runCatalogue(other, catalog: Catalogue.bindings).metrics }
        #expect(naive.count(.stale) > 0)
        #expect(fixed.count(.stale) == 0)
        #expect(fixed.count(.correct) > 0)
    }

    @Test func theCapturedModelShowsTheWrongItemsAfterTheUpdate() async throws {
        let scenario = try exampleScenario("captured-model")
        let metrics = try await onNewThread { try runCatalogue(scenario, catalog: Catalogue.bindings).metrics }
        // The new row's cell shows the captured copy's item: another item's title (and its image).
        #expect(metrics.count(.wrongText) > 0)
        #expect(metrics.updates.snapshotsApplied == 1)
    }

    @Test func theIndexPathCheckLeavesTheMovedCellsOnThePlaceholderAndTheLookupPutsImagesOnOtherItems() async throws {
        let scenario = try exampleScenario("index-path-check")
        var lookup = scenario
        lookup.binding = .capturedIndexPath
        let other = lookup
        let check = try await onNewThread { try runCatalogue(scenario, catalog: Catalogue.bindings).metrics }
        let captured = try await onNewThread { try runCatalogue(other, catalog: Catalogue.bindings).metrics }
        #expect(check.count(.stale) == 0)
        #expect(check.exposure.stuckPlaceholder > 0)
        #expect(captured.exposure.staleOtherItem > 0)
    }

    @Test func theIndexPathKeyedStoreShowsOtherItemsImagesAfterTheInsert() async throws {
        let scenario = try exampleScenario("index-path-keyed-prefetch")
        let metrics = try await onNewThread { try runCatalogue(scenario, catalog: Catalogue.bindings).metrics }
        #expect(metrics.exposure.staleOtherItem > 0)
    }
}
