import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

/// The table of `summary.json` figures: a run's summary has exactly the table's keys, in its order, and the report
/// finds every figure it reads; the report reads a timeline back as the run recorded it.
@Suite(.tags(.endToEnd)) struct SummaryMetricTests {
    /// The leaf key paths of a parsed summary; the objects a figure holds whole (a map of kinds, the `run` block)
    /// count as one leaf.
    static func leaves(_ value: JSONValue, prefix: String = "", wholes: Set<String>) -> Set<String> {
        guard case .object(let fields) = value, !wholes.contains(prefix) else { return [prefix] }
        var keys: Set<String> = []
        for (key, child) in fields {
            keys.formUnion(leaves(child, prefix: prefix.isEmpty ? key : prefix + "." + key, wholes: wholes))
        }
        return keys
    }

    @Test func aRunsSummaryHasExactlyTheTablesKeysInItsOrder() async throws {
        let folder = Fixture.temporaryFolder("summary-table")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try LoadedScenario.load(path: Fixture.scenario("small-scroll"))
        _ = try await Runner.run(loaded, options: RunOptions(outputDirectory: folder))
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        let keys = SummaryMetric.all.map(\.key)
        #expect(Set(keys).count == keys.count, "a key is declared twice")
        let parsed = try JSONValue.parse(Data(summary.utf8), file: "summary.json")
        guard case .object(let fields) = parsed else {
            Issue.record("summary.json is not an object")
            return
        }
        // A built-in binding's run has no `gallery` block, and one without `network.har` no `har` block: every other
        // figure of the table is written, and no other.
        let optional = ["gallery.", "har."]
        let builtIn = keys.filter { key in !optional.contains { key.hasPrefix($0) } }
        let wholes: Set<String> = ["requests.failed_by_kind", "run"]
        #expect(Self.leaves(parsed, wholes: wholes) == Set(builtIn))
        // The blocks come in table order, one per line.
        let lines = summary.split(separator: "\n").filter { $0.hasPrefix("  \"") }
        let top = lines.map { $0.dropFirst(3).prefix { $0 != "\"" } }.map(String.init)
        var blocks: [String] = []
        for key in builtIn.map({ String($0.prefix { $0 != "." }) }) where blocks.last != key { blocks.append(key) }
        #expect(top == blocks)
        for metric in SummaryMetric.all where builtIn.contains(metric.key) {
            #expect(metric.value(in: fields) != nil, "\(metric.key)")
        }
        let record = try RunRecord.read(folder)
        let rows = MetricsTable.rows(record)
        #expect(rows.count >= 10)
        for row in rows { #expect(!row.value.contains("n/a"), "\(row.label): \(row.value)") }
    }

    @Test func aGallerysRunGetsTheGalleryBlockAndOthersNone() {
        var scenario = Scenario(name: "g", script: [])
        var metrics = Metrics()
        metrics.exposure.cellFrames[.wrongText] = 3
        metrics.gallery.duplicateCellFrames = 2
        metrics.gallery.outcomes = ["escape": 2, "error": 1]
        metrics.gallery.messages = [#"error: action "x" threw"#]
        let builtIn = Summary.json(
            SummaryMetric.Source(metrics: metrics, scenario: scenario, frameCount: 2, cachePeakBytes: 0, run: "{}"))
        #expect(!builtIn.contains("\"gallery\""))
        #expect(builtIn.contains("\n  \"binding\":\"cancel-clear-verify\",\n"))
        scenario.gallery = "feed"
        let gallery = Summary.json(
            SummaryMetric.Source(metrics: metrics, scenario: scenario, frameCount: 2, cachePeakBytes: 0, run: "{}"))
        #expect(gallery.contains("\n  \"binding\":\"gallery:feed\",\n"))
        let block =
            #"  "gallery":{"name":"feed","wrong_text_cell_frames":3,"duplicate_cell_frames":2,"#
            + #""user_code":{"error":1,"escape":2},"messages":["error: action \"x\" threw"]},"#
        #expect(gallery.contains("\n" + block + "\n  \"run\":{}\n}\n"), "\(gallery)")
    }

    @Test func theReportReadsBackTheTimelineTheRunRecorded() throws {
        let events: [TimedEvent] = [
            TimedEvent(timeMs: 0, frame: 0, event: .frame(index: 0, offset: 0, velocity: 0)),
            TimedEvent(timeMs: 0, frame: 0, event: .display(cell: 1, itemID: "4", prepared: false)),
            TimedEvent(timeMs: 0, frame: 0, event: .display(cell: 2, itemID: "5", prepared: true)),
            TimedEvent(timeMs: 16.6666, frame: 1, event: .frame(index: 1, offset: 10, velocity: 600)),
            TimedEvent(timeMs: 16.6666, frame: 1, event: .hitch(workMs: 30, hitchMs: 13.3334, missed: 1)),
            TimedEvent(
                timeMs: 16.6666, frame: 1,
                event: .state(cell: 1, itemID: "4", from: .placeholder, to: .correct, wrong: nil)),
            TimedEvent(timeMs: 33.3333, frame: 2, event: .frame(index: 2, offset: 20, velocity: 600)),
            TimedEvent(timeMs: 33.3333, frame: 2, event: .endDisplay(cell: 2, itemID: "5")),
            TimedEvent(timeMs: 33.3333, frame: 2, event: .deliver(task: 1, itemID: "4", failure: nil, subscribers: 1)),
        ]
        let file = Fixture.temporaryFolder("timeline-read").appendingPathExtension("jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(events.map { $0.jsonLine + "\n" }.joined().utf8).write(to: file)
        let read = try TimelineEvents.read(file, frames: 3)
        var recorded = TimelineEvents(frames: 3)
        for event in events { recorded.record(event) }
        #expect(read.frameTimes == recorded.frameTimes)
        #expect(read.frameTimes == [0, 16.667, 33.333])
        #expect(read.timeToCorrectMs == recorded.timeToCorrectMs && read.timeToCorrectMs == [16.667])
        #expect(read.neverCorrect == recorded.neverCorrect && read.neverCorrect == 1)
        #expect(read.hitches == recorded.hitches && read.hitches?.count == 1)
    }
}

/// docs/summary-reference.md is generated from the table (and the failure kinds); this fails when the committed text
/// differs. `REEL_UPDATE=changed` (or `all`) rewrites it instead.
@Suite(.tags(.reference)) struct SummaryReferenceTests {
    @Test func theCommittedReferenceIsTheOneTheTableGenerates() throws {
        let generated = SummaryMetric.markdownReference()
        try GeneratedText("summary-keys", in: "docs/summary-reference.md", from: "SummaryMetric.all", wholeFile: true)
            .check(generated)
        for metric in SummaryMetric.all { #expect(generated.contains("| `\(metric.key)` |")) }
        for kind in LoadFailure.Kind.all { #expect(generated.contains("| `\(kind.referenceKey)` |")) }
    }
}
