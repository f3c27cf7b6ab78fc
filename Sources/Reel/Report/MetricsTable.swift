import ReelCore

/// The report's metrics table, read from `summary.json` (anything missing shows "n/a"; wall-clock fields are left out
/// so the report is a pure function of the run).
enum MetricsTable {
    /// A metric: label, value, and an optional grade class (good, warning, critical).
    struct Row: Equatable {
        var label: String
        var value: String
        var grade: String?
    }

    static func rows(_ run: RunRecord) -> [Row] {
        let summary = JSONValue.object(run.summary)
        func number(_ path: String...) -> Double? {
            var value: JSONValue? = summary
            for key in path {
                guard case .object(let object)? = value else { return nil }
                value = object[key]
            }
            return value?.reportNumber
        }
        func show(_ value: Double?, _ unit: String = "") -> String {
            value.map { JSONLine.number($0, decimals: 1) + unit } ?? "n/a"
        }
        let cellFrames = CellState.allCases.map { number("cell_frames", $0.rawValue) ?? 0 }.reduce(0, +)
        func share(_ state: CellState) -> String {
            guard let count = number("cell_frames", state.rawValue) else { return "n/a" }
            let percent = cellFrames > 0 ? " (" + JSONLine.number(count * 100 / cellFrames, decimals: 1) + "%)" : ""
            return show(count) + percent
        }
        var rows: [Row] = []
        let hitch = number("hitch_ratio_ms_per_s")
        // Runs recorded before the ratio was measured over scrolling time only have no `hitches.scrolling_ms`.
        let scrolling = number("hitches", "scrolling_ms")
        let over = scrolling.map { " over \(show($0, " ms")) of scrolling" } ?? ""
        rows.append(
            Row(
                label: "Hitch time ratio",
                value: hitch.map { show($0, " ms/s") + " — " + Metrics.hitchGrade($0) + over }
                    ?? "n/a (not recorded)",
                grade: hitch.map(Metrics.hitchGrade)
            ))
        if scrolling != nil {
            let percentiles = ["p50", "p90", "p99"].map {
                "\($0) \(show(number("hitches", "frame_overrun_ms", $0), " ms"))"
            }
            let initial = show(number("hitches", "initial_layout_ms"), " ms")
            rows.append(
                Row(
                    label: "Frame overrun",
                    value: percentiles.joined(separator: " · ") + " · initial layout " + initial,
                    grade: nil
                ))
        }
        rows.append(
            Row(label: "Frames", value: "\(show(number("frames"))) (\(show(number("duration_ms"), " ms")))", grade: nil)
        )
        for state in CellState.allCases {
            let isDefect = state == .stale || state == .wrongText
            let grade: String? =
                isDefect ? ((number("cell_frames", state.rawValue) ?? 0) > 0 ? "critical" : "good") : nil
            let name = state.rawValue.replacingOccurrences(of: "_", with: " ")
            rows.append(Row(label: "Cell-frames \(name)", value: share(state), grade: grade))
        }
        rows.append(
            Row(
                label: "Stale exposure",
                value: show((number("stale_cell_frames") ?? 0) * run.frameDurationMs, " cell-ms"), grade: nil))
        rows.append(
            Row(
                label: "Time to correct image",
                value:
                    "p50 \(show(number("time_to_correct_ms", "p50"), " ms")) · "
                    + "p95 \(show(number("time_to_correct_ms", "p95"), " ms")) · "
                    + "max \(show(number("time_to_correct_ms", "max"), " ms")) "
                    + "(\(show(number("time_to_correct_ms", "samples"))) samples, "
                    + "\(show(number("time_to_correct_ms", "never_correct"))) never correct)",
                grade: nil
            ))
        rows.append(
            Row(
                label: "Requests",
                value: ["started", "joined", "cancelled", "delivered", "failed"].map {
                    "\($0) \(show(number("requests", $0)))"
                }.joined(separator: " · "),
                grade: nil
            ))
        rows.append(Row(label: "Bytes fetched", value: show(number("requests", "bytes_fetched")), grade: nil))
        rows.append(
            Row(
                label: "Memory cache",
                value: "hits \(show(number("cache", "hits"))) · "
                    + "misses \(show(number("cache", "misses"))) · evictions "
                    + "\(show(number("cache", "evictions"))) · "
                    + "peak \(show((number("cache", "peak_bytes")).map { $0 / 1_048_576 }, " MiB"))",
                grade: nil
            ))
        rows.append(
            Row(
                label: "Prefetch",
                value: ["requests", "hits", "wasted", "cancelled"].map { "\($0) \(show(number("prefetch", $0)))" }
                    .joined(separator: " · "),
                grade: nil
            ))
        rows.append(
            Row(
                label: "Cells",
                value: "created \(show(number("cells", "created"))) · reused \(show(number("cells", "reused")))",
                grade: nil))
        if case .object(let indicator)? = run.summary["scroll_indicator"], case .bool(true)? = indicator["shown"] {
            rows.append(
                Row(
                    label: "Scroll indicator",
                    value:
                        "largest jump \(show(number("scroll_indicator", "largest_jump_pt"), " pt")) · jumps over 1 pt "
                        + "\(show(number("scroll_indicator", "jumps_over_1pt"))) · "
                        + "visible in \(show(number("scroll_indicator", "frames_visible"))) frames",
                    grade: nil
                ))
        }
        return rows
    }
}
