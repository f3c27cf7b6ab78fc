import Foundation
import Reel
import ReelCore
import ReelGraphics
import Testing

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

@Suite struct ReportTests {
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
            "id=\"play\"", "id=\"timeline-chart\"><svg", "id=\"time-to-correct-chart\"><svg", "data:image/webp;base64,",
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

    @Test func aCheckSectionShowsExpectedActualAndDiffPerFailingFrame() async throws {
        let source = try await ReportFixture.shared.value
        let frames = source.appendingPathComponent("frames")
        let failure = CheckSection.Failure(
            frame: 3, expected: frames.appendingPathComponent("frame-00002.png"),
            actual: frames.appendingPathComponent("frame-00003.png"),
            diff: frames.appendingPathComponent("frame-00004.png"), message: "120 pixels differ (0.5%)"
        )
        let second = CheckSection.Failure(
            frame: 9, expected: failure.expected, actual: failure.actual, diff: nil, message: "x")
        let check = CheckSection(
            title: "2 of 40 frames differ", passed: false, failures: [failure, second], notes: ["threshold 0.1"],
            maxEmbedded: 1)
        let output = Fixture.temporaryFolder("report-check").appendingPathExtension("html")
        defer { try? FileManager.default.removeItem(at: output) }
        try Report.write(run: source, check: check, options: .init(output: output, writeCharts: false))
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.contains("<span class=\"verdict failed\">failed</span>"))
        #expect(html.contains("id=\"failure-3\""))
        #expect(html.contains("Frame 3: 120 pixels differ (0.5%)"))
        #expect(html.components(separatedBy: "<figcaption>").count - 1 == 3)
        #expect(html.contains("class=\"compare\""))
        #expect(html.contains("Also failing (images not embedded): frames 9"))
        #expect(html.contains("threshold 0.1"))
    }
}
