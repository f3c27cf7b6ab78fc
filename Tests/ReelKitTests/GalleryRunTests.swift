import ReelCore
import Testing

@testable import ReelKit

/// Runs `gallery` through the simulation with every transfer succeeding; returns the metrics and the timeline.
func runGallery<Gallery: ReelGallery>(
    _ gallery: Gallery.Type, scenario: Scenario = staleScenario()
) throws -> (metrics: Metrics, timeline: [String]) {
    var catalog = BindingCatalog()
    catalog.register(gallery, as: "test")
    var scenario = scenario
    scenario.gallery = "test"
    var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
    var lines: [String] = []
    while !sim.isFinished {
        let step = sim.step { _ in .success(bytes: 1000) }
        lines += step.events.map(\.jsonLine)
    }
    lines += sim.finish().map(\.jsonLine)
    return (sim.metrics, lines)
}

/// A photo grid built in code.
func photoGrid() -> Template {
    Template(
        name: "photo-grid", background: .black, layout: GridSpec(columns: 3, spacing: 2),
        cell: CellStyle(
            reuseIdentifier: "photo", background: .black, cornerRadius: 0, image: ImageStyle(), title: nil,
            subtitle: nil, placeholder: .black, failed: .black)
    )
}

/// Flings through 300 items on a slow network with prefetching off: reuse happens while loads are in flight.
func staleScenario() -> Scenario {
    Scenario(
        name: "t", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 300),
        network: NetworkSettings(seed: 7, latencyMedianMs: 400, latencyP95Ms: 1_500),
        prefetch: PrefetchSettings(enabled: false),
        script: [
            .fling(velocity: 2_500, deceleration: .normal), .wait(ms: 1_500),
            .fling(velocity: -1_800, deceleration: .normal), .wait(ms: 1_500),
        ]
    )
}

@Suite(.serialized) struct GalleryRunTests {
    @Test func photoCellNeverShowsAStaleImage() async throws {
        let result = try await onNewThread { try runGallery(CellGallery<PhotoCell>.self) }
        #expect(result.metrics.count(.stale) == 0)
        #expect(result.metrics.count(.correct) > 0)
        #expect(result.metrics.requests.cancelled > 0)
    }

    @Test func aCellThatLeavesItsPlaceholderAfterAFailureShowsTheFailedState() async throws {
        var scenario = staleScenario()
        scenario.network.failureRate = 0.2
        let run = scenario
        let first = try await onNewThread {
            try runGallery(ItemCellGallery<PlaceholderKeepingCell>.self, scenario: run)
        }
        let again = try await onNewThread {
            try runGallery(ItemCellGallery<PlaceholderKeepingCell>.self, scenario: run)
        }
        #expect(first.metrics.requests.failed > 0)
        #expect(first.metrics.count(.failed) > 0)
        #expect(first.metrics.count(.stale) == 0 && first.metrics.count(.correct) > 0)
        #expect(first.timeline == again.timeline)
    }

    @Test func naiveCellShowsStaleImages() async throws {
        let result = try await onNewThread { try runGallery(CellGallery<NaiveCell>.self) }
        #expect(result.metrics.count(.stale) > 0)
        #expect(result.metrics.gallery.outcomes["late_write", default: 0] > 0)
    }

    @Test func sameGalleryGivesTheSameTimelineEveryRun() async throws {
        let runs = try await onNewThread {
            try (0..<3).map { _ in try runGallery(CellGallery<PhotoCell>.self).timeline }
        }
        #expect(Set(runs).count == 1)
        #expect(runs[0].count > 100)
    }
}
