/// Every scalar setting of the scenario format, each declared once, in the order a scenario file is read.
/// Compound parts (`name`, `template`, `items`, `script`) are decoded by hand in `Scenario+Decoding.swift`.
public enum ScenarioSettings {
    /// The settings, in reading order.
    package static let all: [Setting] =
        device + canvas + safeArea + network + pipeline + prefetch + behaviour + mainThread + dataSource + view + images

    /// The setting with this key, if any.
    package static func named(_ key: String) -> Setting? { all.first { $0.key == key } }

    /// The keys `reel compare --vary` accepts, in table order.
    package static var variableKeys: [String] { all.filter(\.variable).map(\.key) }

    private static let canvas: [Setting] = [
        .number("canvas.width", \.canvas.width, in: 16...8_192, variable: false, "Width of the canvas in points."),
        .number("canvas.height", \.canvas.height, in: 16...8_192, variable: false, "Height of the canvas in points."),
        .number("canvas.scale", \.canvas.scale, in: 0.5...4, variable: false, "Pixels per point."),
        .number("canvas.fps", \.canvas.fps, in: 1...240, variable: false, "Frames per second of virtual time."),
    ]

    private static let device: [Setting] = [
        .choice(
            "device", \.device, variable: false,
            "A device whose portrait screen the scenario takes: its canvas width, height and scale and its safe area "
                + "(docs/scenarios.md lists them); `custom` leaves `canvas` and `safe_area` as given. A file's "
                + "`canvas` and `safe_area` objects override single values.")
    ]

    private static let safeArea: [Setting] = [
        .number(
            "safe_area.top", \.safeArea.top, in: 0...300,
            "Safe-area inset at the top (status bar, sensor housing): the collection view's content starts below it."),
        .number("safe_area.left", \.safeArea.left, in: 0...300, "Safe-area inset at the left edge."),
        .number(
            "safe_area.bottom", \.safeArea.bottom, in: 0...300,
            "Safe-area inset at the bottom (home indicator): the content ends above it."),
        .number("safe_area.right", \.safeArea.right, in: 0...300, "Safe-area inset at the right edge."),
    ]

    private static let network: [Setting] = [
        .integer(
            "network.seed", \.network.seed, in: 0...Int(Int32.max), variable: false,
            "Seed of the modelled network's draws (compare panels share them)."),
        .number(
            "network.latency.median_ms", \.network.latencyMedianMs, in: 0...60_000,
            "Median of the lognormal request latency."),
        .number(
            "network.latency.p95_ms", \.network.latencyP95Ms, in: 0...120_000,
            "95th percentile of the latency (≥ median_ms; when not given, 3.75 × median_ms)."),
        .number("network.failure_rate", \.network.failureRate, in: 0...1, "Share of requests that fail (modelled)."),
        .number(
            "network.failure_kinds.timeout", \.network.failureKinds.timeout, in: 0...1_000,
            "Weight of timeouts among failures (a `failure_kinds` object leaves weights it omits at 0)."),
        .number(
            "network.failure_kinds.http_500", \.network.failureKinds.http500, in: 0...1_000,
            "Weight of HTTP 500 responses among failures."),
        .number(
            "network.failure_kinds.reset", \.network.failureKinds.reset, in: 0...1_000,
            "Weight of connection resets among failures."),
        .number(
            "network.bandwidth_bytes_per_s", \.network.bandwidthBytesPerSecond, in: 1...1e12, unset: "unlimited",
            "Modelled bandwidth: a bigger body arrives later."),
        .text(
            "network.trace", \.network.traceFile, unset: "none: the model",
            "A trace written by `--record-trace` to replay instead of the model (relative to the scenario)."),
        .text(
            "network.har", \.network.harFile, unset: "none: the model",
            "A HAR 1.2 file whose timings, sizes and statuses replay for the items it maps (relative to the scenario; "
                + "see docs/har.md)."),
        .text(
            "network.map", \.network.harMap, unset: "`order`",
            "How HAR entries map to items: `order` (the n-th image entry is the n-th item) or a regular expression "
                + "over the URL with a named group `(?<index>…)` or `(?<id>…)`."),
    ]

    private static let pipeline: [Setting] = [
        .integer("pipeline.max_concurrent", \.pipeline.maxConcurrent, in: 1...64, "Image transfers in flight at once."),
        .number(
            "pipeline.memory_cache_mb", \.pipeline.memoryCacheMB, in: 0...16_384,
            "Memory cache size in MiB (LRU by byte cost)."),
        .number(
            "pipeline.memory_cache_entry_mb", \.pipeline.memoryCacheEntryMB, in: 0...16_384,
            unset: "the whole cache", "Largest single cache entry in MiB."),
        .integer("pipeline.timeout_ms", \.pipeline.timeoutMs, in: 100...600_000, "Timeout of a whole transfer."),
        .integer("pipeline.connect_timeout_ms", \.pipeline.connectTimeoutMs, in: 100...600_000, "Connection timeout."),
        .integer(
            "pipeline.max_bytes", \.pipeline.maxBytes, in: 1_024...1_073_741_824,
            "Largest response body accepted."),
        .integer("pipeline.max_redirects", \.pipeline.maxRedirects, in: 0...20, "Redirects followed."),
        .integer(
            "pipeline.max_pixels", \.pipeline.maxPixels, in: 1...1_000_000_000,
            "Largest image accepted, checked from its header before decoding."),
        .text(
            "pipeline.file_root", \.pipeline.fileRoot, unset: "none: only http and https",
            "Folder that `file://` URLs may load from (relative to the scenario)."),
    ]

    private static let prefetch: [Setting] = [
        .flag("prefetch.enabled", \.prefetch.enabled, "Whether images are prefetched ahead of display."),
        .number(
            "prefetch.lead_screens", \.prefetch.leadScreens, in: 0...20,
            "Screens prefetched ahead in the scroll direction."),
        .number("prefetch.trail_screens", \.prefetch.trailScreens, in: 0...20, "Screens prefetched behind."),
        .integer(
            "prefetch.max_concurrent", \.prefetch.maxConcurrent, in: 1...64,
            "Prefetch transfers in flight at once (visible loads always go first)."),
    ]

    private static let images: [Setting] = [
        .text(
            "image_urls.match", \.imageURLMatchText, unset: "`path`",
            "Which item an image URL the app requests is: `path` (scheme, host and path equal exactly one item's; "
                + "query and fragment ignored), `exact`, or a regular expression with a named group `(?<item>…)` "
                + "(the item whose own URL gives the same capture).")
    ]

    private static let behaviour: [Setting] = [
        .choice("binding", \.binding, "How a cell gets its image: a bug of the catalogue or a pattern that fixes it.")
    ]

    private static let mainThread: [Setting] = {
        let builtIn = MainThreadCosts()
        func template(_ value: Double) -> String { "the template's (built in: \(JSONReader.describe(value)))" }
        return [
            .number(
                "main_thread.create_ms", \.mainThread.createMs, in: 0...1_000, unset: template(builtIn.createMs),
                "Main-thread cost of creating a cell."),
            .number(
                "main_thread.dequeue_ms", \.mainThread.dequeueMs, in: 0...1_000, unset: template(builtIn.dequeueMs),
                "Cost of dequeuing a pooled cell, prepareForReuse included."),
            .number(
                "main_thread.configure_ms", \.mainThread.configureMs, in: 0...1_000,
                unset: template(builtIn.configureMs), "Cost of running the cell provider's configuration."),
            .number(
                "main_thread.layout_ms", \.mainThread.layoutMs, in: 0...1_000, unset: template(builtIn.layoutMs),
                "Cost of laying out one visible cell per frame."),
            .number(
                "main_thread.self_sizing_ms", \.mainThread.selfSizingMs, in: 0...1_000,
                unset: template(builtIn.selfSizingMs), "Cost of measuring a self-sizing cell."),
            .number(
                "main_thread.decode_ms_per_mp", \.mainThread.decodeMsPerMegapixel, in: 0...10_000,
                unset: template(builtIn.decodeMsPerMegapixel),
                "Cost of a synchronous decode per source megapixel."),
            .flag(
                "main_thread.decode_on_main", \.mainThread.decodeOnMain, unset: "the template's (built in: false)",
                "Whether images are decoded on the main thread when they arrive (the anti-pattern)."),
        ]
    }()

    private static let dataSource: [Setting] = [
        .flag(
            "cell_prefetching", \.cellPrefetching,
            "UIKit's automatic cell prefetching: cells prepared ahead of display in frames with spare time."),
        .choice(
            "data_source.identity", \.dataSource.identity,
            "What the app hands the data source as row identifiers."),
        .choice(
            "data_source.cell_registration", \.dataSource.cellRegistration,
            "Where the cell registration is created (`inside-provider`: a new reuse identifier each time)."),
        .flag(
            "data_source.reconfigure_changed", \.dataSource.reconfigureChanged,
            "Whether rows whose identifier now names another item are reconfigured after an apply."),
    ]

    private static let view: [Setting] = [
        .choice("content_size", \.contentSize, "The Dynamic Type text size the run starts with."),
        .flag("scroll_indicator", \.scrollIndicator, "Whether the vertical scroll indicator is drawn and measured."),
        .choice(
            "drawing", \.drawing,
            "What draws a gallery's cells: `app`, the views its code built; `template`, reel's template cell "
                + "(built-in bindings always draw the template)."),
        .choice(
            "appearance", \.appearance,
            "The screen's appearance (UIKit's user interface style) a gallery's views are drawn in: its semantic and "
                + "dynamic colours resolve in it."),
        .number(
            "layout.estimated_height", \.layout.estimatedHeight, in: LayoutOverrides.estimatedHeightRange,
            unset: "the template's", "Height used until a cell is measured (self-sizing templates only)."),
        .integer(
            "max_frames", \.maxFrames, in: 1...Scenario.maxFramesLimit, variable: false,
            "Most frames a run may make; a script that runs longer is refused by `validate` (`--max-frames` "
                + "overrides it; docs/limits.md)."),
    ]
}

extension Scenario {
    /// A scenario with every default: what a file with only `name` and `script` gives.
    static let defaults = Scenario(name: "scenario", script: [])
}
