/// Modelled main-thread cost of each UIKit operation, in milliseconds. Defaults are of the order a mid-range
/// iPhone shows in Instruments for a simple image cell.
package struct MainThreadCosts: Sendable, Equatable, Codable {
    /// Creating a cell (init, view hierarchy, constraints).
    package var createMs = 0.8
    /// Dequeuing a pooled cell, including prepareForReuse.
    var dequeueMs = 0.1
    /// Running the cell provider's configuration.
    package var configureMs = 0.4
    /// Layout of one visible cell per frame.
    var layoutMs = 0.02
    /// Measuring a self-sizing cell (its first layout pass).
    package var selfSizingMs = 0.5
    /// Decoding an image synchronously on the main thread, per source megapixel (only with `decodeOnMain`).
    package var decodeMsPerMegapixel = 6.0
    /// Whether images are decoded on the main thread when they arrive (the anti-pattern).
    package var decodeOnMain = false

    package init() {}
}

extension MainThreadCosts {
    /// Reads a template's `main_thread` object over `self`, with the ranges of the scenario's `main_thread` settings.
    mutating func read(_ reader: inout JSONReader) throws(InputError) {
        // The table writes into a scenario; only its `main_thread` overrides are taken from the scratch copy.
        var scratch = Scenario.defaults
        try ScenarioSettings.read(object: "main_thread", from: &reader, into: &scratch)
        self = overridden(by: scratch.mainThread)
    }
}
