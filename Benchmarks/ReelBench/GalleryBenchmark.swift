import Foundation
import Reel
import ReelCore
import SampleGallery

/// The simulation alone (no rendering, no I/O) with the user's own cell code in the loop: the sample package's
/// galleries through ReelKit against the built-in strategy they correspond to, and the photo cell on a layout of the
/// app's own (frames read from its attributes, not the template's grid), at 1k and 100k items.
enum GalleryBenchmark {
    /// Wall time (µs) of the first simulation step (the gallery's set-up: its `init`, the first snapshot) and the
    /// mean of every later step over a long fling down and back on `items` items, with the scenario's `gallery` set
    /// to `gallery` (nil: the built-in `binding`).
    static func simulationCost(items: Int, template: Template, gallery: String?, prefetch: Bool) throws -> (
        setup: Double, perFrame: Double
    ) {
        var scenario = Scenario(
            name: "scale", items: .synthetic(count: items),
            script: [
                .fling(velocity: 8_000, deceleration: .normal), .wait(ms: 3_000),
                .fling(velocity: -8_000, deceleration: .normal), .wait(ms: 3_000),
            ])
        scenario.prefetch.enabled = prefetch
        scenario.prefetch.leadScreens = 2
        scenario.gallery = gallery
        var simulation = try Simulation(
            scenario: scenario, template: template, catalog: GalleryCatalog.catalog.withStandardCatalogue())
        let clock = ContinuousClock()  // measures the benchmark only
        let start = clock.now
        _ = simulation.step { _ in .success(bytes: 50_000, pixels: 262_144) }
        let afterSetup = clock.now
        var frames = 0
        while !simulation.isFinished {
            _ = simulation.step { _ in .success(bytes: 50_000, pixels: 262_144) }
            frames += 1
        }
        simulation.finish()
        return (microseconds(afterSetup - start), microseconds(clock.now - afterSetup) / Double(max(1, frames)))
    }

    private static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) * 1e-12
    }

    /// One line per gallery and size.
    static func report(template: Template) throws -> [String] {
        var lines: [String] = []
        let cases: [(label: String, gallery: String?, prefetch: Bool)] = [
            ("built-in cancel-clear-verify", nil, false),
            ("ReelKit photocell (cancel-clear-verify)", "photocell", false),
            ("ReelKit prefetch-stable-ids (identifier-keyed prefetch)", "prefetch-stable-ids", true),
            ("ReelKit waterfall (the photo cell on a UICollectionViewLayout subclass)", "waterfall", false),
            ("ReelKit days (sections of 12 under pinned headers, a compositional layout)", "days", false),
        ]
        for (label, gallery, prefetch) in cases {
            var costs: [String] = []
            for count in [1_000, 100_000] {
                let cost = try simulationCost(items: count, template: template, gallery: gallery, prefetch: prefetch)
                costs.append(
                    "\(count) items \(String(format: "%.1f", cost.perFrame)) µs/frame "
                        + "(first frame, the set-up: \(String(format: "%.1f", cost.setup / 1000)) ms)")
            }
            lines.append("simulation alone after the first frame, \(label): " + costs.joined(separator: "; "))
        }
        return lines
    }
}
