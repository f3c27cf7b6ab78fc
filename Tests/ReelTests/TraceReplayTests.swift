import Foundation
import ReelGraphics
import ReelImages
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct TraceReplayTests {
    /// A gallery of 60 images on a server that adds 200 ms ± 150 ms of latency, like `reel serve --latency 200
    /// --jitter 150`.
    func scenario(server: EmbeddedImageServer, in folder: URL, trace: String?) throws -> String {
        let urls = (0..<60).map { "\"\(server.baseURL)/image/\($0).png\"" }.joined(separator: ",")
        let network = trace.map { #""network": {"trace": "\#($0)"},"# } ?? ""
        let json = """
            {"name": "traced", "canvas": {"width": 200, "height": 300, "scale": 1, "fps": 30}, \
            "items": {"urls": [\(urls)]},
             \(network) "script": [{"fling": {"velocity": 1500}}, {"wait": {"ms": 3000}}]}
            """
        let path = folder.appendingPathComponent(trace == nil ? "live.json" : "replay.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aRecordedWallClockRunReplaysToTheSameBytesTwice() async throws {
        let folder = Fixture.temporaryFolder("trace")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = EmbeddedImageServer(imageSize: 128, faults: ServerFaults(latencyMs: 200, jitterMs: 150)) {
            index, width, height in
            SyntheticImage.png(index: index, width: width, height: height)
        }
        _ = try await OwnThread.run("server start") { try server.start() }
        defer { server.stop() }

        let traceFile = folder.appendingPathComponent("trace.jsonl")
        let live = try LoadedScenario.load(path: try scenario(server: server, in: folder, trace: nil))
        let liveResult = try await Runner.run(
            live,
            options: RunOptions(
                outputDirectory: folder.appendingPathComponent("live"), clock: .wall, recordTrace: traceFile
            ))
        let lines = try String(contentsOf: traceFile, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == liveResult.metrics.requests.delivered + liveResult.metrics.requests.failed)
        #expect(lines.count > 0)

        let replay = try LoadedScenario.load(path: try scenario(server: server, in: folder, trace: "trace.jsonl"))
        #expect(replay.trace?.count == lines.count)
        var outputs: [[String: Data]] = []
        for run in ["first", "second"] {
            let out = folder.appendingPathComponent(run)
            _ = try await Runner.run(replay, options: RunOptions(outputDirectory: out, workers: run == "first" ? 2 : 1))
            var files = try Fixture.contents(of: out)
            files["/summary.json"] = nil
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1])
        // The replay follows the recorded latencies: every delivery lands at start + recorded latency (≥ 200 ms).
        let timeline = try String(contentsOf: folder.appendingPathComponent("first/timeline.jsonl"), encoding: .utf8)
        #expect(timeline.contains("\"event\":\"deliver\""))
    }
}
