import Foundation
import ReelCore
import ReelFiles

/// Runs a scenario end to end: simulation, real image loading, rendering workers and the output files.
package enum Runner {
    /// Renders `loaded` into its output folder (default `output/<name>/`); throws `InputError` when a setting cannot
    /// run, `OutputError` (or a startup error) when the run cannot finish.
    package static func run(_ loaded: LoadedScenario, options: RunOptions = .init()) throws -> RunResult {
        let panel = Variant(name: loaded.scenario.name, scenario: loaded.scenario)
        return try RunDriver.run(loaded, variants: [panel], layout: .single, options: options).panels[0]
    }
}
