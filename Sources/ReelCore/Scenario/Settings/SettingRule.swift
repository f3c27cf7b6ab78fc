import ReelHAR

/// A rule over several settings of one JSON object: values the object leaves out that depend on those it gives,
/// and a check across its settings. Applied when a scenario file gives the object, and after any setting is
/// changed through `Scenario.setting(_:_:)` or `--vary` (the fill with the keys given in the file and since, so
/// `--vary network.latency.median_ms=1000` derives p95 as a file giving only that median does).
struct SettingRule: Sendable {
    typealias Fill = @Sendable (inout Scenario, _ given: Set<Substring>) -> Void
    typealias Check = @Sendable (Scenario) -> (key: String, message: String)?

    /// The object's key path, e.g. `network.latency`.
    let object: String
    /// One line for the reference: what the rule asks.
    let doc: String
    /// Sets what the object leaves out, given the names it has.
    let fill: Fill
    /// The setting at fault and why, when the settings do not fit together.
    let check: Check

    init(_ object: String, _ doc: String, fill: @escaping Fill = { _, _ in }, check: @escaping Check) {
        self.object = object
        self.doc = doc
        self.fill = fill
        self.check = check
    }

    /// The rules of the scenario format.
    static let all: [SettingRule] = [safeArea, canvas, network, latency, failureKinds, imageURLs]

    private static let imageURLs = SettingRule(
        "image_urls", "`match` is `path`, `exact`, or a pattern with a named group `(?<item>…)`."
    ) { scenario in
        do throws(ImageURLMatchError) {
            _ = try ImageURLMatch(parsing: scenario.imageURLMatchText)
        } catch {
            return ("image_urls.match", error.message)
        }
        return nil
    }

    private static let canvas = SettingRule(
        "canvas",
        "at most \(Canvas.maxPixelSide) pixels (`width` × `scale`, `height` × `scale`) per side and at most "
            + "40 megapixels per frame; more than the safe area's insets on each axis."
    ) { scenario in
        if let unfit = UnfitSafeArea(scenario) {
            let (sum, size) = (JSONReader.describe(unfit.insets), JSONReader.describe(unfit.size))
            let key = unfit.vertical ? "canvas.height" : "canvas.width"
            return (key, "expected more than the safe area's insets (\(sum)) on that side, got \(size)")
        }
        let pixels = scenario.canvas.pixelSize
        if pixels.width > Canvas.maxPixelSide || pixels.height > Canvas.maxPixelSide {
            return ("canvas", "expected at most \(Canvas.maxPixelSide) pixels per side (cairo's limit), got \(pixels)")
        }
        guard pixels.width * pixels.height > 40_000_000 else { return nil }
        return ("canvas", "expected at most 40 megapixels per frame, got \(pixels)")
    }

    private static let safeArea = SettingRule(
        "safe_area", "`top` + `bottom` below the canvas's height, `left` + `right` below its width."
    ) { scenario in
        guard let unfit = UnfitSafeArea(scenario) else { return nil }
        let (sum, size) = (JSONReader.describe(unfit.insets), JSONReader.describe(unfit.size))
        return unfit.vertical
            ? ("safe_area.bottom", "expected top + bottom below canvas.height (\(size)), got \(sum)")
            : ("safe_area.right", "expected left + right below canvas.width (\(size)), got \(sum)")
    }

    /// Safe-area insets that cover a whole side of the canvas. Checked with `canvas` as well: a device's insets stay
    /// when a file's `canvas` object makes the screen smaller.
    private struct UnfitSafeArea {
        let vertical: Bool
        let insets: Double
        let size: Double

        init?(_ scenario: Scenario) {
            let (insets, canvas) = (scenario.safeArea, scenario.canvas)
            if insets.top + insets.bottom >= canvas.height {
                (vertical, self.insets, size) = (true, insets.top + insets.bottom, canvas.height)
            } else if insets.left + insets.right >= canvas.width {
                (vertical, self.insets, size) = (false, insets.left + insets.right, canvas.width)
            } else {
                return nil
            }
        }
    }

    private static let network = SettingRule(
        "network", "`har` or `trace`, not both; `map` only with `har`, and `order` or a pattern with one named group."
    ) { scenario in
        let network = scenario.network
        if network.harFile != nil, network.traceFile != nil {
            return ("network.har", "cannot be combined with network.trace: replay one or the other")
        }
        guard let map = network.harMap else { return nil }
        guard network.harFile != nil else { return ("network.map", "maps HAR entries to items: set network.har too") }
        do throws(HARMapping.Refusal) {
            _ = try HARMapping(parsing: map)
        } catch {
            return ("network.map", error.text)
        }
        return nil
    }

    private static let latency = SettingRule(
        "network.latency", "`p95_ms` ≥ `median_ms`; an object without `p95_ms` sets it to 3.75 × `median_ms`.",
        fill: { scenario, given in
            guard !given.contains("p95_ms") else { return }
            let median = scenario.network.latencyMedianMs
            scenario.network.latencyP95Ms = max(median, median * 3.75)
        },
        check: { scenario in
            let (median, p95) = (scenario.network.latencyMedianMs, scenario.network.latencyP95Ms)
            guard p95 < median else { return nil }
            let (medianText, p95Text) = (JSONReader.describe(median), JSONReader.describe(p95))
            return ("network.latency.p95_ms", "expected p95_ms ≥ median_ms (\(medianText)), got \(p95Text)")
        }
    )

    private static let failureKinds = SettingRule(
        "network.failure_kinds", "at least one weight > 0; an object leaves the weights it omits at 0.",
        fill: { scenario, given in
            if !given.contains("timeout") { scenario.network.failureKinds.timeout = 0 }
            if !given.contains("http_500") { scenario.network.failureKinds.http500 = 0 }
            if !given.contains("reset") { scenario.network.failureKinds.reset = 0 }
        },
        check: { scenario in
            let kinds = scenario.network.failureKinds
            guard kinds.timeout + kinds.http500 + kinds.reset <= 0 else { return nil }
            return ("network.failure_kinds", "expected at least one weight > 0")
        }
    )
}
