import Foundation
import ReelCore
import SampleGallery

/// The simulation alone (no rendering, no I/O) with the user's own cell code in the loop: the sample package's
/// galleries through ReelKit against the built-in strategy they correspond to, at 1k and 100k items.
enum GalleryBenchmark {
    /// Mean wall time of one simulation step (µs) over a long fling down and back on `items` items, with the
    /// scenario's `gallery` set to `gallery` (nil: the built-in `binding`).
    static func simulationCost(items: Int, template: Template, gallery: String?, prefetch: Bool) throws -> Double {
        var scenario = Scenario(
            name: "scale", items: .synthetic(count: items),
            script: [
                .fling(velocity: 8_000, deceleration: .normal), .wait(ms: 3_000),
                .fling(velocity: -8_000, deceleration: .normal), .wait(ms: 3_000),
            ])
        scenario.prefetch.enabled = prefetch
        scenario.prefetch.leadScreens = 2
        scenario.gallery = gallery
        var simulation = try Simulation(scenario: scenario, template: template, catalog: GalleryCatalog.catalog)
        let clock = ContinuousClock()  // measures the benchmark only
        let start = clock.now
        var frames = 0
        while !simulation.isFinished {
            _ = simulation.step { _ in .success(bytes: 50_000, pixels: 262_144) }
            frames += 1
        }
        simulation.finish()
        let elapsed = clock.now - start
        return (Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) * 1e-12)
            / Double(frames)
    }

    /// One line per gallery and size.
    static func report(template: Template) throws -> [String] {
        var lines: [String] = []
        let cases: [(label: String, gallery: String?, prefetch: Bool)] = [
            ("built-in cancel-clear-verify", nil, false), ("ReelKit photocell (seed 000)", "photocell", false),
            ("ReelKit prefetch-stable-ids (seed 003)", "prefetch-stable-ids", true),
        ]
        for (label, gallery, prefetch) in cases {
            var costs: [String] = []
            for count in [1_000, 100_000] {
                let cost = try simulationCost(items: count, template: template, gallery: gallery, prefetch: prefetch)
                costs.append("\(count) items \(String(format: "%.1f", cost)) µs/frame")
            }
            lines.append("simulation alone, \(label): " + costs.joined(separator: ", "))
        }
        return lines
    }
}
