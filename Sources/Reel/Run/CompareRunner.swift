import Foundation
import ReelCore

/// Runs variants of one scenario in lockstep — the same scroll, the same network draws — and renders them side
/// by side into one frame sequence. Each panel's logs go to `panels/<name>/`.
package enum CompareRunner {
    /// Renders the comparison into `options.outputDirectory` (default `output/<name>-compare/`). The result's
    /// figures are the first panel's; timings are the whole run's.
    package static func run(
        _ loaded: LoadedScenario, variants: [Variant], options: RunOptions = .init()
    ) throws -> RunResult {
        let run = try RunDriver.run(loaded, variants: variants, layout: .sideBySide, options: options)
        var result = run.panels[0]
        result.directory = run.directory
        return result
    }
}
