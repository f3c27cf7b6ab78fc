import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct HitchEndToEndTests {
    func render(decodeOnMain: Bool) async throws -> (RunResult, URL, LoadedScenario) {
        var loaded = try LoadedScenario.load(path: Fixture.example("decode-on-main"))
        loaded.scenario.canvas.scale = 1
        loaded.scenario.mainThread = MainThreadCostOverrides(decodeMsPerMegapixel: 6, decodeOnMain: decodeOnMain)
        let folder = Fixture.temporaryFolder("hitch-\(decodeOnMain)")
        return (try await Runner.run(loaded, options: RunOptions(outputDirectory: folder)), folder, loaded)
    }

    @Test func decodingOnTheMainThreadIsCriticalAndRepeatsFramesWhileOffMainIsGood() async throws {
        let (slow, slowFolder, _) = try await render(decodeOnMain: true)
        let (fast, fastFolder, _) = try await render(decodeOnMain: false)
        defer { for folder in [slowFolder, fastFolder] { try? FileManager.default.removeItem(at: folder) } }
        #expect(slow.metrics.hitchRatio > 10)
        #expect(fast.metrics.hitchRatio < 5)
        #expect(slow.metrics.hitches.framesRepeated > 0)
        let summary = try String(contentsOf: slowFolder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains("\"grade\":\"critical\""))
        let timeline = try String(contentsOf: slowFolder.appendingPathComponent("timeline.jsonl"), encoding: .utf8)
        #expect(timeline.contains("\"event\":\"hitch\""))
        // A repeated refresh is the previous frame's file again.
        let manifest = try String(contentsOf: slowFolder.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"repeat_of\""))
    }
}
