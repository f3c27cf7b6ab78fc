import ReelCore

/// The histogram of time from first display to the correct image (`time-to-correct.png`/`.svg`).
package enum HistogramChart {
    /// Draws the samples of `data` in round-width bins, with p50 and p95 marked.
    package static func drawing(_ data: ChartData, title: String, width: Int = 720, height: Int = 340) -> ChartDrawing {
        let left = 56.0
        let right = 20.0
        let top = 72.0
        let bottom = 44.0
        let plotWidth = Double(width) - left - right
        let plotHeight = Double(height) - top - bottom
        var chart = ChartDrawing(width: width, height: height)
        let samples = data.timeToCorrectMs
        chart.text(title, x: left, y: 22, size: 15, bold: true)
        let p50 = Percentile.of(samples, 50)
        let p95 = Percentile.of(samples, 95)
        var caption = "\(samples.count) samples"
        if let p50, let p95 { caption += " · p50 \(ChartAxis.label(p50)) ms · p95 \(ChartAxis.label(p95)) ms" }
        caption += " · never correct: \(data.neverCorrect)"
        chart.text(caption, x: left, y: 44, size: 11, color: .muted)
        chart.rect(left, top + plotHeight, plotWidth, 1, .muted)
        guard let maximum = samples.max() else {
            chart.text(
                "no samples", x: left + plotWidth / 2, y: top + plotHeight / 2, size: 12, color: .muted, anchor: .middle
            )
            return chart
        }

        let binWidth = ChartAxis.step(span: max(maximum, 1), maxTicks: 24)
        let binCount = Int((maximum / binWidth).rounded(.down)) + 1
        var bins = [Int](repeating: 0, count: binCount)
        for sample in samples { bins[min(binCount - 1, Int((sample / binWidth).rounded(.down)))] += 1 }
        let span = Double(binCount) * binWidth
        func x(_ ms: Double) -> Double { left + plotWidth * ms / span }
        let highest = Double(bins.max() ?? 1)
        let countStep = max(1, ChartAxis.step(span: highest, maxTicks: 5).rounded(.up))
        let ceiling = countStep * (highest / countStep).rounded(.up)
        func y(_ count: Double) -> Double { top + plotHeight - plotHeight * count / ceiling }

        var level = 0.0
        while level <= ceiling {
            chart.rect(left, y(level), plotWidth, 1, .grid)
            chart.text(ChartAxis.label(level), x: left - 6, y: y(level) + 4, size: 10, color: .muted, anchor: .end)
            level += countStep
        }
        for (index, count) in bins.enumerated() where count > 0 {
            let x0 = x(Double(index) * binWidth)
            let barWidth = x(Double(index + 1) * binWidth) - x0
            chart.rect(x0 + 1, y(Double(count)), max(1, barWidth - 2), y(0) - y(Double(count)), .of(.correct))
        }
        let labelStep = ChartAxis.step(span: span, maxTicks: 8)
        var tick = 0.0
        while tick <= span + 0.001 {
            chart.rect(x(tick), top + plotHeight, 1, 5, .muted)
            chart.text(
                ChartAxis.label(tick), x: x(tick), y: top + plotHeight + 18, size: 10, color: .muted, anchor: .middle)
            tick += labelStep
        }
        chart.text(
            "ms from first display to correct image", x: left + plotWidth, y: top + plotHeight + 34, size: 10,
            color: .muted, anchor: .end)
        for (label, value) in [("p50", p50), ("p95", p95)] {
            guard let value else { continue }
            chart.rect(x(value), top - 4, 1.5, plotHeight + 4, .ink)
            chart.text(label, x: x(value) + 4, y: top + 6, size: 10, bold: true)
        }
        return chart
    }
}
