/// One figure of `summary.json`, declared once: its key path, what it means, and how it is read from a run's
/// `Metrics`. The writer (Reel's `Summary`) writes `SummaryMetric.all` in order; the report and `reel animate`
/// read figures back through the same values, and docs/summary-reference.md is generated from them, so a key is
/// spelled in one place.
package struct SummaryMetric: Sendable {
    /// What a figure is read from: the run's metrics, its scenario and what the run driver measured.
    package struct Source {
        package var metrics: Metrics
        package var scenario: Scenario
        package var frameCount: Int
        package var cachePeakBytes: Int
        /// The `run` block (wall clock, workers; the one part that is not deterministic), as JSON.
        package var run: String
        /// How much of the scenario a HAR replay times; nil without `network.har`.
        package var har: HARCoverage?

        package init(
            metrics: Metrics, scenario: Scenario, frameCount: Int, cachePeakBytes: Int, run: String,
            har: HARCoverage? = nil
        ) {
            self.metrics = metrics
            self.scenario = scenario
            self.frameCount = frameCount
            self.cachePeakBytes = cachePeakBytes
            self.run = run
            self.har = har
        }
    }

    /// A figure as written: numbers with `JSONLine`'s formatting, or JSON built by the figure (null, a map).
    package enum Value: Sendable {
        case int(Int)
        case number(Double)
        case text(String)
        case flag(Bool)
        case json(String)
    }

    /// The key path in `summary.json`, e.g. `hitches.scrolling_ms`.
    package let key: String
    /// One line: what it counts, with its unit.
    package let doc: String
    /// The figure of a run; nil leaves the key out (the `gallery` block of a built-in binding's run).
    package let read: @Sendable (Source) -> Value?

    init(_ key: String, _ doc: String, read: @escaping @Sendable (Source) -> Value?) {
        self.key = key
        self.doc = doc
        self.read = read
    }

    /// The keys from the root down.
    package var path: [Substring] { key.split(separator: ".") }
    /// The last key: the name inside its block.
    package var name: Substring { path.last ?? Substring(key) }

    /// A count of the run's metrics.
    static func count(
        _ key: String, _ path: any KeyPath<Metrics, Int> & Sendable, _ doc: String
    ) -> SummaryMetric {
        SummaryMetric(key, doc) { .int($0.metrics[keyPath: path]) }
    }

    /// A measure of the run's metrics (ms, points), written to 3 decimals.
    static func measure(
        _ key: String, _ path: any KeyPath<Metrics, Double> & Sendable, _ doc: String
    ) -> SummaryMetric {
        SummaryMetric(key, doc) { .number($0.metrics[keyPath: path]) }
    }

    /// The figure as `summary` (a parsed `summary.json`) holds it, nil when missing.
    package func value(in summary: [String: JSONValue]) -> JSONValue? {
        var value = JSONValue.object(summary)
        for key in path {
            guard case .object(let object) = value, let child = object[String(key)] else { return nil }
            value = child
        }
        return value
    }

    /// The number `summary` holds for this figure, nil when missing or not a number.
    package func number(in summary: [String: JSONValue]) -> Double? {
        guard case .number(let number)? = value(in: summary) else { return nil }
        return number
    }
}

extension SummaryMetric.Value {
    /// Writes the value under `key`.
    package func write(_ key: String, into line: inout JSONLine) {
        switch self {
        case .int(let value): line.add(key, value)
        case .number(let value): line.add(key, value)
        case .text(let value): line.add(key, value)
        case .flag(let value): line.add(key, value)
        case .json(let value): line.addRaw(key, value)
        }
    }
}
