/// Modelled main-thread cost of each UIKit operation, in milliseconds. Defaults are of the order a mid-range
/// iPhone shows in Instruments for a simple image cell.
public struct MainThreadCosts: Sendable, Equatable {
    /// Creating a cell (init, view hierarchy, constraints).
    public var createMs = 0.8
    /// Dequeuing a pooled cell, including prepareForReuse.
    public var dequeueMs = 0.1
    /// Running the cell provider's configuration.
    public var configureMs = 0.4
    /// Layout of one visible cell per frame.
    public var layoutMs = 0.02
    /// Measuring a self-sizing cell (its first layout pass).
    public var selfSizingMs = 0.5
    /// Decoding an image synchronously on the main thread, per source megapixel (only with `decodeOnMain`).
    public var decodeMsPerMegapixel = 6.0
    /// Whether images are decoded on the main thread when they arrive (the anti-pattern).
    public var decodeOnMain = false

    public init() {}
}

extension MainThreadCosts {
    /// Reads a `main_thread` object over `self` (template values first, then the scenario's).
    mutating func read(_ reader: inout JSONReader) throws(InputError) {
        createMs = try reader.number("create_ms", in: 0...1_000, default: createMs)
        dequeueMs = try reader.number("dequeue_ms", in: 0...1_000, default: dequeueMs)
        configureMs = try reader.number("configure_ms", in: 0...1_000, default: configureMs)
        layoutMs = try reader.number("layout_ms", in: 0...1_000, default: layoutMs)
        selfSizingMs = try reader.number("self_sizing_ms", in: 0...1_000, default: selfSizingMs)
        decodeMsPerMegapixel = try reader.number("decode_ms_per_mp", in: 0...10_000, default: decodeMsPerMegapixel)
        decodeOnMain = try reader.bool("decode_on_main", default: decodeOnMain)
        try reader.finish()
    }

    /// The costs with the scenario's overrides (the raw `main_thread` object) applied.
    public func overridden(by value: JSONValue?, file: String, path: String) throws(InputError) -> MainThreadCosts {
        guard let value else { return self }
        var reader = try JSONReader(value, file: file, path: path)
        var costs = self
        try costs.read(&reader)
        return costs
    }
}
