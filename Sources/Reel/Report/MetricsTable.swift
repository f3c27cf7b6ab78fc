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
        func number(_ metric: SummaryMetric) -> Double? { metric.number(in: run.summary) }
        func show(_ value: Double?, _ unit: String = "") -> String {
            value.map { JSONLine.number($0, decimals: 1) + unit } ?? "n/a"
        }
        let cellFrames = CellState.allCases.map { number(.cellFrames($0)) ?? 0 }.reduce(0, +)
        func share(_ state: CellState) -> String {
            guard let count = number(.cellFrames(state)) else { return "n/a" }
            let percent = cellFrames > 0 ? " (" + JSONLine.number(count * 100 / cellFrames, decimals: 1) + "%)" : ""
            return show(count) + percent
        }
        /// Figures as "name value · name value", each named by its last key.
        func listed(_ metrics: [SummaryMetric]) -> String {
            metrics.map { "\($0.name) \(show(number($0)))" }.joined(separator: " · ")
        }
        var rows: [Row] = []
        let hitch = number(.hitchRatio)
        // Runs recorded before the ratio was measured over scrolling time only have no `hitches.scrolling_ms`.
        let scrolling = number(.hitchesScrollingMs)
        let over = scrolling.map { " over \(show($0, " ms")) of scrolling" } ?? ""
        rows.append(
            Row(
                label: "Hitch time ratio",
                value: hitch.map { show($0, " ms/s") + " — " + Metrics.hitchGrade($0) + over }
                    ?? "n/a (not recorded)",
                grade: hitch.map(Metrics.hitchGrade)
            ))
        if scrolling != nil {
            let percentiles = SummaryMetric.overrunPercentiles.map {
                "p\($0) \(show(number(.frameOverrun($0)), " ms"))"
            }
            let initial = show(number(.initialLayoutMs), " ms")
            rows.append(
                Row(
                    label: "Frame overrun",
                    value: percentiles.joined(separator: " · ") + " · initial layout " + initial,
                    grade: nil
                ))
        }
        rows.append(
            Row(label: "Frames", value: "\(show(number(.frames))) (\(show(number(.durationMs), " ms")))", grade: nil)
        )
        for state in CellState.allCases {
            let isDefect = state == .stale || state == .wrongText
            let grade: String? =
                isDefect ? ((number(.cellFrames(state)) ?? 0) > 0 ? "critical" : "good") : nil
            let name = state.rawValue.replacingOccurrences(of: "_", with: " ")
            rows.append(Row(label: "Cell-frames \(name)", value: share(state), grade: grade))
        }
        rows.append(
            Row(
                label: "Stale exposure",
                value: show((number(.staleCellFrames) ?? 0) * run.frameDurationMs, " cell-ms"), grade: nil))
        rows.append(
            Row(
                label: "Time to correct image",
                value:
                    "p50 \(show(number(.timeToCorrectP50), " ms")) · "
                    + "p95 \(show(number(.timeToCorrectP95), " ms")) · "
                    + "max \(show(number(.timeToCorrectMax), " ms")) "
                    + "(\(show(number(.timeToCorrectSamples))) samples, "
                    + "\(show(number(.neverCorrect))) never correct)",
                grade: nil
            ))
        rows.append(
            Row(
                label: "Requests",
                value: listed([
                    .requestsStarted, .requestsJoined, .requestsCancelled, .requestsDelivered, .requestsFailed,
                ]),
                grade: nil
            ))
        rows.append(Row(label: "Bytes fetched", value: show(number(.bytesFetched)), grade: nil))
        rows.append(
            Row(
                label: "Memory cache",
                value: listed([.cacheHits, .cacheMisses, .cacheEvictions]) + " · "
                    + "peak \(show(number(.cachePeakBytes).map { $0 / 1_048_576 }, " MiB"))",
                grade: nil
            ))
        rows.append(
            Row(
                label: "Prefetch",
                value: listed([.prefetchRequests, .prefetchHits, .prefetchWasted, .prefetchCancelled]),
                grade: nil
            ))
        rows.append(
            Row(
                label: "Cells",
                value: listed([.cellsCreated, .cellsReused]),
                grade: nil))
        if case .bool(true)? = SummaryMetric.indicatorShown.value(in: run.summary) {
            rows.append(
                Row(
                    label: "Scroll indicator",
                    value:
                        "largest jump \(show(number(.indicatorLargestJump), " pt")) · jumps over 1 pt "
                        + "\(show(number(.indicatorJumps))) · "
                        + "visible in \(show(number(.indicatorFramesVisible))) frames",
                    grade: nil
                ))
        }
        return rows
    }
}
