import Foundation
import ReelCore
import ReelGraphics
import ReelRender
import Testing

@Suite struct ChartTests {
    static let data = ChartData(
        durationMs: 1000,
        rows: [
            .init(
                item: "7",
                segments: [
                    .init(startMs: 0, endMs: 300, state: .placeholder), .init(startMs: 300, endMs: 500, state: .stale),
                    .init(startMs: 500, endMs: 1000, state: .correct),
                ]),
            .init(item: "8", segments: [.init(startMs: 100, endMs: 900, state: .failed)]),
            .init(item: "9", segments: [.init(startMs: 200, endMs: 600, state: .wrongText)]),
        ],
        hitches: [.init(timeMs: 400, durationMs: 33), .init(timeMs: 700, durationMs: nil)],
        timeToCorrectMs: [120, 180, 180, 450, 900], neverCorrect: 2
    )

    @Test func timelineDrawsEverySegmentInItsStateColourAndMarksHitches() throws {
        let chart = TimelineChart.drawing(Self.data, title: "t <&>", width: 640)
        let rects = chart.elements.compactMap { element -> ChartDrawing.Color? in
            if case .rect(_, _, _, _, let color, _) = element { return color }
            return nil
        }
        for state in CellState.allCases { #expect(rects.filter { $0 == .of(state) }.count >= 2, "\(state)") }
        #expect(rects.filter { $0 == .hitch }.count == 1 + 2 * 2)  // legend swatch, band and tick per hitch
        let svg = chart.svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("t &lt;&amp;&gt;"))
        #expect(svg.contains("hitches: 2"))
        let png = try chart.png()
        let bitmap = try PNGDecoder.decode(png)
        #expect(bitmap.width == 640 && bitmap.height == chart.height)
        #expect(png == (try TimelineChart.drawing(Self.data, title: "t <&>", width: 640).png()))
    }

    @Test func hitchesShowNotApplicableWhenTheLogHasNone() {
        var data = Self.data
        data.hitches = nil
        #expect(TimelineChart.drawing(data, title: "x").svg().contains("hitches: n/a"))
    }

    @Test func histogramBinsEverySampleAndMarksPercentiles() throws {
        let chart = HistogramChart.drawing(Self.data, title: "h")
        let svg = chart.svg()
        #expect(svg.contains("5 samples · p50 180 ms · p95 900 ms · never correct: 2"))
        let bars = chart.elements.filter {
            if case .rect(_, _, _, _, let color, _) = $0 { return color == .of(.correct) }
            return false
        }
        #expect(bars.count == 4)  // 100–150 (1), 150–200 (2), 450–500 (1), 900–950 (1) at 50 ms bins
        #expect(svg.contains(">p50<") && svg.contains(">p95<"))
        var empty = Self.data
        empty.timeToCorrectMs = []
        #expect(HistogramChart.drawing(empty, title: "h").svg().contains("no samples"))
        _ = try chart.png()
    }
}
