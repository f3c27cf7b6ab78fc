import ReelCore

/// The Gantt chart (`timeline.png`/`.svg`): one row per displayed item, coloured by state over time, hitches marked.
package enum TimelineChart {
    /// Draws `data` at `width` pixels; the height follows the number of rows (2…12 px each).
    package static func drawing(_ data: ChartData, title: String, width: Int = 1200) -> ChartDrawing {
        let left = 64.0
        let right = 20.0
        let top = 64.0
        let bottom = 40.0
        let plotWidth = Double(width) - left - right
        let rowCount = max(data.rows.count, 1)
        let rowHeight = min(12, max(2, (720 / Double(rowCount)).rounded(.down)))
        let plotHeight = rowHeight * Double(rowCount)
        var chart = ChartDrawing(width: width, height: Int(top + plotHeight + bottom))
        let span = max(data.durationMs, 1)
        func x(_ ms: Double) -> Double { left + plotWidth * min(max(ms, 0), span) / span }

        chart.text(title, x: left, y: 22, size: 15, bold: true)
        legend(&chart, data: data, x: left, y: 44)

        // Grid and time axis.
        let step = ChartAxis.step(span: span, maxTicks: 12)
        var tick = 0.0
        while tick <= span + 0.001 {
            chart.rect(x(tick), top, 1, plotHeight, .grid)
            chart.rect(x(tick), top + plotHeight, 1, 5, .muted)
            chart.text(
                ChartAxis.label(tick / 1000) + " s", x: x(tick), y: top + plotHeight + 18, size: 10, color: .muted,
                anchor: .middle)
            tick += step
        }
        chart.text("virtual time", x: left + plotWidth, y: top + plotHeight + 34, size: 10, color: .muted, anchor: .end)
        chart.text("items", x: left - 8, y: top - 6, size: 10, color: .muted, anchor: .end)

        // Rows (labels when they fit, else every few rows).
        let labelEvery = max(1, Int((11 / rowHeight).rounded(.up)))
        for (index, row) in data.rows.enumerated() {
            let y = top + Double(index) * rowHeight
            let gap = rowHeight >= 6 ? 1.0 : 0
            for segment in row.segments {
                chart.rect(
                    x(segment.startMs), y, x(segment.endMs) - x(segment.startMs), rowHeight - gap, .of(segment.state))
            }
            if index % labelEvery == 0 {
                chart.text(
                    row.item, x: left - 8, y: y + min(rowHeight, 11) - 1.5, size: min(9, max(rowHeight, 7)),
                    color: .muted, anchor: .end)
            }
        }
        if data.rows.isEmpty {
            chart.text(
                "no item was displayed", x: left + plotWidth / 2, y: top + plotHeight / 2 + 4, size: 11, color: .muted,
                anchor: .middle)
        }

        // Hitches: a translucent band over every row, at least 2 px wide, with a tick above the plot.
        for hitch in data.hitches ?? [] {
            let start = x(hitch.timeMs)
            let end = x(hitch.timeMs + (hitch.durationMs ?? 0))
            chart.rect(start, top, max(2, end - start), plotHeight, .hitch, opacity: 0.35)
            chart.rect(start, top - 8, max(2, end - start), 6, .hitch)
        }
        chart.rect(left, top + plotHeight, plotWidth, 1, .muted)
        return chart
    }

    /// The state swatches and the hitch count ("n/a" when the log has no hitch records).
    static func legend(_ chart: inout ChartDrawing, data: ChartData, x: Double, y: Double) {
        var cursor = x
        for state in CellState.allCases {
            chart.rect(cursor, y - 9, 12, 10, .of(state))
            chart.text(state.rawValue, x: cursor + 16, y: y, size: 11)
            cursor += 16 + Double(state.rawValue.count) * 7 + 18
        }
        chart.rect(cursor, y - 9, 12, 10, .hitch)
        let hitches = data.hitches.map { "hitches: \($0.count)" } ?? "hitches: n/a"
        chart.text(hitches, x: cursor + 16, y: y, size: 11)
    }
}
