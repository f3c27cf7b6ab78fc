import Foundation
import ReelCore
import ReelFiles
import ReelGraphics
import ReelRender

/// Writes a run's charts: `timeline.png`/`.svg` (cell states per item over time) and `time-to-correct.png`/`.svg`.
enum RunCharts {
    /// The two charts of `run`.
    static func drawings(_ run: RunRecord) -> (timeline: ChartDrawing, histogram: ChartDrawing) {
        let binding = SummaryMetric.binding.value(in: run.summary)?.reportString.map { " · \($0)" } ?? ""
        return (
            TimelineChart.drawing(
                run.chartData, title: "\(run.scenario)\(binding): cell state per displayed item over time"),
            HistogramChart.drawing(run.chartData, title: "\(run.scenario): time from first display to correct image")
        )
    }

    /// Writes the four chart files into the run folder and returns their URLs.
    @discardableResult
    package static func write(_ run: RunRecord) throws -> [URL] {
        let (timeline, histogram) = drawings(run)
        let contents: [[UInt8]] = [
            try timeline.png(), Array(timeline.svg().utf8), try histogram.png(), Array(histogram.svg().utf8),
        ]
        var urls: [URL] = []
        for (url, bytes) in zip(RunFolder(run.directory).charts, contents) {
            try AtomicFile.write(Data(bytes), to: url)
            urls.append(url)
        }
        return urls
    }
}
