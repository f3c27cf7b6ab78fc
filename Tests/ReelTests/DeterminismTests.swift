import Foundation
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.concurrency, .endToEnd)) struct DeterminismTests {
    func render(workers: Int, label: String) async throws -> (URL, RunResult) {
        let folder = Fixture.temporaryFolder(label)
        let loaded = try LoadedScenario.load(path: Fixture.scenario("small-scroll"))
        let result = try await Runner.run(
            loaded, options: RunOptions(outputDirectory: folder, render: .init(overlay: true), workers: workers))
        return (folder, result)
    }

    @Test func sameScenarioSameBytesWhateverTheWorkerCount() async throws {
        let (first, result) = try await render(workers: 2, label: "a")
        let (second, _) = try await render(workers: 2, label: "b")
        let (single, _) = try await render(workers: 1, label: "c")
        defer { for folder in [first, second, single] { try? FileManager.default.removeItem(at: folder) } }
        var reference = try Fixture.contents(of: first)
        // summary.json carries the run's wall time; everything else must match to the byte.
        reference["/summary.json"] = nil
        // Frames, timeline, cells, manifest and the `.reel-output` marker.
        #expect(reference.count == result.frameCount + 4)
        for folder in [second, single] {
            var other = try Fixture.contents(of: folder)
            other["/summary.json"] = nil
            #expect(other.keys.sorted() == reference.keys.sorted())
            for (name, bytes) in reference {
                #expect(other[name] == bytes, "\(name) differs in \(folder.lastPathComponent)")
            }
        }
        #expect(result.metrics.count(.stale) > 0)
        #expect(result.drawnFrames < result.frameCount)
    }

    @Test func manifestIsWrittenLastAndListsEveryFrame() async throws {
        let (folder, result) = try await render(workers: 2, label: "manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
            as? [String: Any]
        #expect(manifest?["frame_count"] as? Int == result.frameCount)
        #expect((manifest?["frames"] as? [[String: Any]])?.count == result.frameCount)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
        #expect(frames.filter { $0.hasSuffix(".png") }.count == result.frameCount)
        #expect(!frames.contains { $0.hasSuffix(".tmp") })
    }
}
