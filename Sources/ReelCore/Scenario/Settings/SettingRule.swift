/// A rule over several settings of one JSON object: values the object leaves out that depend on those it gives,
/// and a check across its settings. Applied when a scenario file gives the object, and after any setting is
/// changed through `Scenario.setting(_:_:)` or `--vary`.
struct SettingRule: Sendable {
    /// The object's key path, e.g. `network.latency`.
    let object: String
    /// Sets what the object leaves out, given the names it has (file decoding only).
    let fill: @Sendable (inout Scenario, _ given: Set<Substring>) -> Void
    /// The setting at fault and why, when the settings do not fit together.
    let check: @Sendable (Scenario) -> (key: String, message: String)?

    init(
        _ object: String, fill: @escaping @Sendable (inout Scenario, Set<Substring>) -> Void = { _, _ in },
        check: @escaping @Sendable (Scenario) -> (key: String, message: String)?
    ) {
        self.object = object
        self.fill = fill
        self.check = check
    }

    /// The rules of the scenario format.
    static let all: [SettingRule] = [
        SettingRule("canvas") { scenario in
            let pixels = scenario.canvas.pixelSize
            guard pixels.width * pixels.height > 40_000_000 else { return nil }
            return ("canvas", "expected at most 40 megapixels per frame, got \(pixels)")
        },
        SettingRule("network.latency", fill: { scenario, given in
            guard !given.contains("p95_ms") else { return }
            let median = scenario.network.latencyMedianMs
            scenario.network.latencyP95Ms = max(median, median * 3.75)
        }, check: { scenario in
            let (median, p95) = (scenario.network.latencyMedianMs, scenario.network.latencyP95Ms)
            guard p95 < median else { return nil }
            let message = "expected p95_ms ≥ median_ms (\(JSONReader.describe(median))), got \(JSONReader.describe(p95))"
            return ("network.latency.p95_ms", message)
        }),
        SettingRule("network.failure_kinds", fill: { scenario, given in
            // An object that names some weights leaves the others at 0.
            if !given.contains("timeout") { scenario.network.failureKinds.timeout = 0 }
            if !given.contains("http_500") { scenario.network.failureKinds.http500 = 0 }
            if !given.contains("reset") { scenario.network.failureKinds.reset = 0 }
        }, check: { scenario in
            let kinds = scenario.network.failureKinds
            guard kinds.timeout + kinds.http500 + kinds.reset <= 0 else { return nil }
            return ("network.failure_kinds", "expected at least one weight > 0")
        }),
    ]
}
