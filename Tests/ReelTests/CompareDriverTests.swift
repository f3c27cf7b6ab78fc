import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

/// `compare` runs on the same driver as `render`: the wall clock, trace recording and stage timings work for it too.
@Suite(.tags(.endToEnd)) struct CompareDriverTests {
    /// Twelve synthetic items on a small canvas, a fling and a wait: about 2 s of frames (time for real arrivals).
    static let json = """
        {"name": "driven", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 20}, "items": {"count": 12},
         "network": {"latency": {"median_ms": 60, "p95_ms": 120}},
         "script": [{"fling": {"velocity": 600}}, {"wait": {"ms": 1500}}]}
        """

    static func summary(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func aWallClockComparisonIsPacedRecordsOneReplayableTracePerPanelAndTimesItsStages() async throws {
        let folder = Fixture.temporaryFolder("compare-wall")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarioFile = folder.appendingPathComponent("driven.json")
        try Data(Self.json.utf8).write(to: scenarioFile)
        let loaded = try LoadedScenario.load(path: scenarioFile.path)
        let variants = Variant.strategies([.naive, .cancelClearVerify], of: loaded.scenario)
        let out = folder.appendingPathComponent("out")
        let options = RunOptions(
            outputDirectory: out, workers: 1, clock: .wall, recordTrace: folder.appendingPathComponent("trace.jsonl")
        )
        let result = try await CompareRunner.run(loaded, variants: variants, options: options)

        // Paced in real time: the run cannot be faster than the frames it shows.
        let shown = Double(result.frameCount - 1) / loaded.scenario.canvas.fps
        #expect(result.frameCount > 10)
        #expect(result.timings.total >= shown, "\(result.timings.total) s for \(shown) s of frames")
        #expect(result.timings.simulation > 0 && result.timings.drawing > 0 && result.timings.encoding > 0)

        for panel in ["naive", "cancel-clear-verify"] {
            let trace = folder.appendingPathComponent("trace-\(panel).jsonl")
            let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            let summary = try Self.summary(out.appendingPathComponent("panels/\(panel)/summary.json"))
            let requests = try #require(summary["requests"] as? [String: Any])
            let finished = (requests["delivered"] as? Int ?? -1) + (requests["failed"] as? Int ?? -1)
            #expect(lines.count > 0 && lines.count == finished, "\(panel): \(lines.count) lines, \(finished) finished")
            // Each panel's file is a trace a scenario replays on its own.
            let replay = folder.appendingPathComponent("replay-\(panel).json")
            let json = Self.json.replacingOccurrences(
                of: #""latency": {"median_ms": 60, "p95_ms": 120}"#, with: #""trace": "trace-\#(panel).jsonl""#
            )
            try Data(json.utf8).write(to: replay)
            #expect(try LoadedScenario.load(path: replay.path).trace?.count == lines.count)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("trace.jsonl").path))

        let run = try #require(try Self.summary(out.appendingPathComponent("summary.json"))["run"] as? [String: Any])
        #expect(run["clock"] as? String == "wall")
        for key in ["wall_ms", "frames_per_second", "simulation_ms", "barrier_wait_ms", "drawing_ms", "encoding_ms"] {
            #expect(run[key] is NSNumber, "\(key)")
        }
        #expect((run["drawing_ms"] as? Double ?? 0) > 0)
        let panelSummary = try Self.summary(out.appendingPathComponent("panels/naive/summary.json"))
        let panelRun = try #require(panelSummary["run"] as? [String: Any])
        #expect(panelRun["clock"] as? String == "wall")
    }

    @Test func compareOnTheCommandLineTakesTheWallClockAndRecordsTraces() async throws {
        let folder = Fixture.temporaryFolder("compare-cli-wall")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("driven.json")
        try Data(Self.json.utf8).write(to: file)
        let trace = folder.appendingPathComponent("live.jsonl")
        let out = folder.appendingPathComponent("out")
        let result = try await runReel([
            "compare", file.path, "--vary", "prefetch.lead_screens=0,1", "--clock", "wall",
            "--record-trace", trace.path, "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        for panel in ["prefetch.lead_screens=0", "prefetch.lead_screens=1"] {
            let file = folder.appendingPathComponent("live-\(panel).jsonl")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(panel)")
        }
        let run = try #require(try Self.summary(out.appendingPathComponent("summary.json"))["run"] as? [String: Any])
        #expect(run["clock"] as? String == "wall")
    }

    @Test func aRenderIsOnePanelOfTheSameDriverWithTheSameRunSection() async throws {
        let folder = Fixture.temporaryFolder("render-run-section")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("driven.json")
        try Data(Self.json.utf8).write(to: file)
        let loaded = try LoadedScenario.load(path: file.path)
        // Into a folder of its own: reel refuses to replace a folder it did not write (this one holds the scenario).
        let out = folder.appendingPathComponent("out")
        let result = try await Runner.run(loaded, options: RunOptions(outputDirectory: out, workers: 1))
        #expect(result.timings.simulation > 0 && result.timings.drawing > 0)
        let run = try #require(try Self.summary(out.appendingPathComponent("summary.json"))["run"] as? [String: Any])
        #expect(run["clock"] as? String == "virtual")
        #expect(run["frames_drawn"] as? Int == result.drawnFrames)
    }

    @Test func panelFilesAreNamedAfterThePanel() {
        let trace = URL(fileURLWithPath: "/tmp/runs/trace.jsonl")
        #expect(RunLayout.single.traceFile(trace, panel: "x").path == "/tmp/runs/trace.jsonl")
        #expect(RunLayout.sideBySide.traceFile(trace, panel: "naive").path == "/tmp/runs/trace-naive.jsonl")
        #expect(RunLayout.sideBySide.traceFile(URL(fileURLWithPath: "/tmp/t"), panel: "a b").path == "/tmp/t-a_b")
        let run = URL(fileURLWithPath: "/tmp/run")
        #expect(RunLayout.single.panelDirectory(named: "x", in: run) == run)
        #expect(RunLayout.sideBySide.panelDirectory(named: "k=1/2", in: run).path == "/tmp/run/panels/k=1_2")
        let scenario = Scenario(name: "gallery", script: [])
        #expect(RunLayout.sideBySide.defaultDirectory(for: scenario).lastPathComponent == "gallery-compare")
        #expect(RunLayout.single.defaultDirectory(for: scenario).lastPathComponent == "gallery")
    }
}
