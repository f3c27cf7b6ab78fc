import Foundation
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.concurrency, .endToEnd)) struct PipelineEndToEndTests {
    /// The two examples at half their 2× scale: what is checked is what each binding shows, which the pixel density
    /// leaves alone (the same events at the same times, apart from pixel-snapped offsets and decode sizes), while a
    /// 2× frame costs about ten times as much to draw and encode.
    @Test func naiveBindingShowsStaleImagesAndCancelClearVerifyNone() async throws {
        let naiveFolder = Fixture.temporaryFolder("naive")
        let fixedFolder = Fixture.temporaryFolder("fixed")
        defer { for folder in [naiveFolder, fixedFolder] { try? FileManager.default.removeItem(at: folder) } }
        var naiveScenario = try LoadedScenario.load(path: Fixture.example("stale-naive"))
        var fixedScenario = try LoadedScenario.load(path: Fixture.example("stale-fixed"))
        naiveScenario.scenario.canvas.scale = 0.5
        fixedScenario.scenario.canvas.scale = 0.5
        let naive = try await Runner.run(naiveScenario, options: RunOptions(outputDirectory: naiveFolder))
        let fixed = try await Runner.run(fixedScenario, options: RunOptions(outputDirectory: fixedFolder))
        #expect(naive.metrics.count(.stale) > 0)
        #expect(fixed.metrics.count(.stale) == 0)
        #expect(naive.frameCount == fixed.frameCount)
        #expect(fixed.metrics.count(.correct) > 0 && naive.metrics.requests.delivered > 0)
        let summary = try String(contentsOf: naiveFolder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains("\"stale_cell_frames\":\(naive.metrics.count(.stale))"))
    }

    @Test func badImagesFailTheirCellsAndTheRunCompletes() async throws {
        let folder = Fixture.temporaryFolder("failures")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Runner.run(
            try LoadedScenario.load(path: Fixture.scenario("failures")), options: RunOptions(outputDirectory: folder))
        let csv = try String(contentsOf: folder.appendingPathComponent("cells.csv"), encoding: .utf8)
        let lastFrame = result.frameCount - 1
        var finalState: [String: String] = [:]
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",").map(String.init)
            if Int(fields[0]) == lastFrame { finalState[fields[3]] = fields[4] }
        }
        #expect(finalState["ok"] == "correct")
        for item in ["unreachable", "missing", "slow", "corrupt", "html"] {
            #expect(finalState[item] == "failed", "\(item): \(finalState[item] ?? "absent")")
        }
        let timeline = try String(contentsOf: folder.appendingPathComponent("timeline.jsonl"), encoding: .utf8)
        let errors = timeline.split(separator: "\n").filter {
            $0.contains("\"event\":\"deliver\"") && $0.contains("\"ok\":false")
        }
        func reason(_ item: String) -> String {
            errors.first { $0.contains("\"item\":\"\(item)\"") }.map(String.init) ?? ""
        }
        #expect(reason("unreachable").contains("connect"))
        #expect(reason("missing").contains("HTTP 404"))
        #expect(reason("slow").contains("timed out"))
        #expect(reason("corrupt").contains("decode"))
        #expect(reason("html").contains("decode"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path))
    }
}

@Suite(.tags(.endToEnd)) struct CoalescingEndToEndTests {
    @Test func twoCellsWithTheSameURLShareOneTransferAndDecode() async throws {
        let folder = Fixture.temporaryFolder("coalesce")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = """
            {"name": "coalesce", "canvas": {"width": 300, "height": 300, "scale": 1, "fps": 20},
             "items": [{"id": "a", "url": "reel-embedded:/image/7.png"}, \
            {"id": "b", "url": "reel-embedded:/image/7.png"},
                       {"id": "c", "url": "reel-embedded:/image/8.png"}],
             "prefetch": {"enabled": false}, "script": [{"wait": {"ms": 800}}]}
            """
        let path = folder.appendingPathComponent("s.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let result = try await Runner.run(
            try LoadedScenario.load(path: path),
            options: RunOptions(outputDirectory: folder.appendingPathComponent("out")))
        #expect(result.metrics.requests.started == 2)
        #expect(result.metrics.requests.joined == 1)
        #expect(result.metrics.requests.delivered == 2)
        let timeline = try String(contentsOf: folder.appendingPathComponent("out/timeline.jsonl"), encoding: .utf8)
        let deliveries = timeline.split(separator: "\n").filter { $0.contains("\"event\":\"deliver\"") }
        #expect(deliveries.contains { $0.contains("\"item\":\"a\"") && $0.contains("\"subscribers\":2") })
        let csv = try String(contentsOf: folder.appendingPathComponent("out/cells.csv"), encoding: .utf8)
        let last = csv.split(separator: "\n").suffix(3)
        #expect(last.allSatisfy { $0.contains(",correct,") })
    }
}
