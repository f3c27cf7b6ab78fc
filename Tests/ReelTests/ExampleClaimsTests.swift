import Foundation
import ReelCore
import ReelKit
import Testing

@testable import Reel

/// What the examples of docs/metrics.md and the README claim, on the model alone (modelled arrival times do not
/// depend on the bytes, so the counts are the rendered run's).
@Suite struct ExampleClaimsTests {
    /// Runs `example` with `change` applied, every load succeeding at its modelled time.
    func metrics(_ example: String, _ change: (inout Scenario) -> Void = { _ in }) throws -> Metrics {
        var loaded = try LoadedScenario.load(path: Fixture.example(example))
        change(&loaded.scenario)
        var simulation = try Simulation(
            scenario: loaded.scenario, template: loaded.template, file: example, catalog: .builtIn)
        while !simulation.isFinished { _ = simulation.step { _ in .success(bytes: 30_000, pixels: 65_536) } }
        return simulation.metrics
    }

    @Test func theCapturedModelShowsWrongTextAndTheFixNone() throws {
        let captured = try metrics("captured-model")
        let fixed = try metrics("captured-model") { $0.binding = .cancelClearVerify }
        #expect(captured.count(.wrongText) > 0)
        #expect(captured.count(.stale) == 0)
        #expect(fixed.count(.wrongText) == 0)
    }

    @Test func prefetchingAtLeastHalvesThePlaceholdersOnASlowNetwork() throws {
        let on = try metrics("prefetch-benefit")
        let off = try metrics("prefetch-benefit") { $0.prefetch.enabled = false }
        #expect(on.count(.placeholder) * 2 <= off.count(.placeholder))
    }

    @Test func aFormatterMadePerCellIsCriticalAndACachedOneGood() throws {
        let perCell = try metrics("costly-configure")
        let cached = try metrics("costly-configure") { $0.mainThread.configureMs = 0.4 }
        #expect(perCell.hitchRatio > 10)
        #expect(cached.hitchRatio < 5)
    }

    @Test func cellPrefetchingSpreadsCostlyConfigurationOverIdleFrames() throws {
        let on = try metrics("cell-prefetching")
        let off = try metrics("cell-prefetching") { $0.cellPrefetching = false }
        #expect(on.cells.displayedFromPrepared > 0 && off.cells.prepared == 0)
        #expect(on.hitchRatio < 5)
        #expect(off.hitchRatio > 10)
    }
}
