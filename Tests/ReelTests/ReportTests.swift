import Foundation
import ReelCore
import ReelFiles
import ReelGraphics
import ReelTestSupport
import Testing

@testable import Reel

/// One small rendered run with a report, shared by the report tests (rendered once, on first use).
enum ReportFixture {
    static let scenario = #"""
        {"name": "report", "canvas": {"width": 120, "height": 200, "scale": 1, "fps": 20}, "items": {"count": 40},
         "network": {"seed": 5, "latency": {"median_ms": 250, "p95_ms": 700}, "failure_rate": 0.1}, "binding": "naive",
         "prefetch": {"enabled": false}, "script": [{"fling": {"velocity": 900}}, {"wait": {"ms": 700}}]}
        """#

    /// Renders the scenario with `--report` and the three animations into a fresh folder.
    static func render(label: String) async throws -> URL {
        let file = try Fixture.writeScenario(scenario, label: label)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = Fixture.temporaryFolder(label)
        let result = try await runReel([
            "render", file, "--out", out.path, "--report", "--animation", "apng", "--animation", "gif", "--animation",
            "webp",
            "--workers", "2",
        ])
        guard result.status == 0 else { throw OutputError(path: out.path, message: result.stderr) }
        return out
    }

    /// The shared run folder (rendered by the first test that asks).
    static let shared = Task { try await render(label: "report-shared") }
}

@Suite(.tags(.endToEnd)) struct ReportTests {
    static let outputs = [
        "report.html", "timeline.png", "timeline.svg", "time-to-correct.png", "time-to-correct.svg",
        "animation.apng", "animation.gif", "animation.webp",
    ]

    @Test func renderWritesASelfContainedReportAndTheSameBytesEveryTime() async throws {
        let first = try await ReportFixture.shared.value
        let second = try await ReportFixture.render(label: "report-again")
        defer { try? FileManager.default.removeItem(at: second) }
        for name in Self.outputs {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two runs")
        }
        let html = try String(contentsOf: first.appendingPathComponent("report.html"), encoding: .utf8)
        for fragment in [
            "<h1>report</h1>", "id=\"metrics\"", "Hitch time ratio", "id=\"scrubber\"",
            "id=\"play\"", "id=\"timeline-chart\"><svg", "id=\"time-to-correct-chart\"><svg", "data:image/jpeg;base64,",
        ] {
            #expect(html.contains(fragment), "\(fragment)")
        }
        for external in ["src=\"http", "href=\"http", "<link", "src=\"file:", "url(http", "@import"] {
            #expect(!html.contains(external), "external asset: \(external)")
        }
        #expect(!html.contains("wall_ms") && !html.contains("frames_per_second"))
    }

    @Test func chartSamplesAgreeWithTheSummary() async throws {
        let run = try RunRecord.read(try await ReportFixture.shared.value)
        guard case .object(let ttc)? = run.summary["time_to_correct_ms"], case .number(let samples)? = ttc["samples"],
            case .number(let never)? = ttc["never_correct"]
        else {
            Issue.record("summary.json has no time_to_correct_ms")
            return
        }
        #expect(run.chartData.timeToCorrectMs.count == Int(samples))
        #expect(run.chartData.neverCorrect == Int(never))
        #expect((run.chartData.hitches == nil) == (run.summary["hitch_ratio_ms_per_s"] == nil))
        #expect(!run.chartData.rows.isEmpty)
        let cellFrames = run.cells.map(\.count).reduce(0, +)
        let drawn = run.chartData.rows.flatMap(\.segments).map { ($0.endMs - $0.startMs) / run.frameDurationMs }.reduce(
            0, +)
        #expect(abs(drawn - Double(cellFrames)) < 0.01)
    }

    @Test func hitchesInTheLogAreChartedAndTheRatioGraded() async throws {
        let source = try await ReportFixture.shared.value
        let copy = Fixture.temporaryFolder("report-hitches")
        try FileManager.default.copyItem(at: source, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let timeline = copy.appendingPathComponent("timeline.jsonl")
        let handle = try FileHandle(forWritingTo: timeline)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"t_ms":100,"frame":2,"event":"hitch","ms":40}"#.utf8 + [10]))
        try handle.close()
        let hitchesBefore = try RunRecord.read(source).chartData.hitches?.count ?? 0
        let summary = copy.appendingPathComponent("summary.json")
        var lines = try String(contentsOf: summary, encoding: .utf8).components(separatedBy: "\n")
            .filter { !$0.contains("\"hitch_ratio_ms_per_s\":") }
        lines.insert("  \"hitch_ratio_ms_per_s\":7.5,", at: 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: summary)

        try Report.write(run: copy)
        let html = try String(contentsOf: copy.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<td class=\"warning\">7.5 ms/s — warning over "))
        #expect(html.contains("hitches: \(hitchesBefore + 1)"))
        let svg = try String(contentsOf: copy.appendingPathComponent("timeline.svg"), encoding: .utf8)
        #expect(svg.contains("hitches: \(hitchesBefore + 1)"))
    }

    @Test func aCheckSectionLeadsWithTheWorstFrameOfEachFailingRunAndLinksEveryFailingFrame() async throws {
        let source = try await ReportFixture.shared.value
        let frames = source.appendingPathComponent("frames")
        func failure(_ frame: Int, pixels: Int, images: Bool = true) -> CheckSection.Failure {
            CheckSection.Failure(
                frame: frame, expected: frames.appendingPathComponent(images ? "frame-00002.png" : "none.png"),
                actual: frames.appendingPathComponent(images ? "frame-00003.png" : "none.png"),
                diff: images ? frames.appendingPathComponent("frame-00004.png") : nil,
                message: "\(pixels) pixels differ", differentPixels: pixels,
                bounds: PixelRect(x: 10, y: 20, width: 30, height: 40))
        }
        // Two runs: 3–5 (worst 4, 900 px) and 9–10 (worst 10, 2 000 px, the worst of all); only one run embedded.
        let failures = [
            failure(3, pixels: 100), failure(4, pixels: 900), failure(5, pixels: 50, images: false),
            failure(9, pixels: 10, images: false), failure(10, pixels: 2_000),
        ]
        let check = CheckSection(
            title: "5 of 40 frames differ", passed: false, failures: failures, notes: ["timeline: 2 items changed"],
            maxEmbedded: 1, golden: source, scale: 1)
        let output = source.appendingPathComponent("report-check.html")
        defer { try? FileManager.default.removeItem(at: output) }
        try Report.write(run: source, check: check, options: .init(output: output, writeCharts: false))
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.contains("<span class=\"verdict failed\">failed</span>"))
        // The table names both runs with their worst frames, in frame order; the worst run's panel is embedded.
        #expect(html.contains("<table id=\"failing-runs\">"))
        #expect(html.contains("<td>3–5</td><td>3</td><td><a href=\"#frame-4\" data-frame=\"4\">frame 4</a></td>"))
        #expect(html.contains("<td>9–10</td><td>2</td><td><a href=\"#failure-10\" data-frame=\"10\">frame 10</a>"))
        #expect(html.contains("<article class=\"failure worst\" id=\"failure-10\" data-frame=\"10\">"))
        #expect(!html.contains("id=\"failure-4\""), "only maxEmbedded runs get images")
        #expect(html.components(separatedBy: "<figcaption>").count - 1 == 3)
        #expect(html.contains("class=\"crop\""))
        #expect(html.contains("<svg class=\"overlay\""), "the cells' overlay is drawn over the frames")
        // Every failing frame is linked; the kept images of a frame under the report's folder are linked too.
        for frame in [3, 4, 5, 9, 10] { #expect(html.contains("<li><a href=\"#frame-\(frame)\"")) }
        #expect(html.contains(" · <a href=\"frames/frame-00003.png\">actual</a>"))
        // Metrics and the timeline differences are one link away at the top.
        #expect(html.contains("<a href=\"#metrics\">Metrics</a>") && html.contains("<a href=\"#timeline-diff\">"))
        #expect(html.contains("timeline: 2 items changed"))
        let check0 = try #require(html.range(of: "id=\"check\"")).lowerBound
        let metrics = try #require(html.range(of: "id=\"metrics\"")).lowerBound
        #expect(check0 < metrics)
    }

    @Test func theCropHoldsTheChangedCellsAndStaysInsideTheFrame() {
        let cells = [
            PixelRect(x: 0, y: 100, width: 200, height: 200), PixelRect(x: 200, y: 100, width: 200, height: 200),
        ]
        let view = FailureView(
            width: 400, height: 1000, bounds: PixelRect(x: 150, y: 150, width: 20, height: 20), boxes: cells, scale: 2)
        #expect(view.crop.x == 0 && view.crop.width == 232)
        #expect(view.crop.y == 34 && view.crop.height == 333)
        let edge = FailureView(
            width: 400, height: 1000, bounds: PixelRect(x: 390, y: 990, width: 10, height: 10), boxes: [], scale: 1)
        #expect(edge.crop.x + edge.crop.width == 400 && edge.crop.y + edge.crop.height == 1000)
        let everything = FailureView(
            width: 400, height: 1000, bounds: PixelRect(x: 0, y: 0, width: 390, height: 990), boxes: [], scale: 1)
        #expect(everything.isWhole)
    }
}
