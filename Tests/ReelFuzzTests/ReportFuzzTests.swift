import Foundation
import Reel
import ReelCore
import ReelDiff
import ReelTestSupport
import Testing

/// `results.json` of a shard (read by `merge-reports`) and golden manifests, both untrusted (CI artifacts, goldens in a
/// pull request): a mutated one is read or refused in one line; a merge never deletes or writes outside `--out`, and
/// writes nothing when it refuses.
@Suite(.tags(.fuzz)) struct ReportFuzzTests {
    /// Scenario names a hostile report may carry.
    static let names = [
        "alpha", "bravo", "../precious", "..", ".", "", "/tmp", "a/b", ".hidden", "alpha",
        String(repeating: "x", count: 300),
        String(repeating: "../", count: 20) + "tmp", "é", "a\u{0}b", "a\\b", "~", "precious", "-", "a.b",
    ]

    /// A shard's results.json, one scenario per line as `reel check` writes them.
    static func results(_ names: [String], status: String, version: String, out: String) -> String {
        let lines = names.map { name in
            "    {\"scenario\":\(JSONLine.quote(name)),\"file\":\"a.json\",\"status\":\(JSONLine.quote(status)),"
                + "\"messages\":[\"x\"]}"
        }
        return "{\"tool\":\"reel\",\"version\":\(JSONLine.quote(version)),\"update\":\"none\",\"out\":"
            + JSONLine.quote(out) + ",\"passed\":false,\"counts\":{},\"scenarios\":[\n" + lines.joined(separator: ",\n")
            + "\n]}\n"
    }

    @Test func mutatedShardsMergeOrAreRefusedAndTouchNothingElse() throws {
        let run = FuzzRun.current
        let failures = FuzzFailures()
        let files = FileManager.default
        let numbers = run.numbers(fast: 200, share: 4)
        for number in numbers {
            run.starting("results", number)
            var random = run.generator("results", number)
            let folder = files.temporaryDirectory.appendingPathComponent(
                "reel-fuzz-merge-\(number)-\(UUID().uuidString)")
            let shard = folder.appendingPathComponent("shard")
            let out = folder.appendingPathComponent("out")
            try files.createDirectory(at: folder.appendingPathComponent("precious"), withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: folder.appendingPathComponent("precious/file"))
            try files.createDirectory(at: shard.appendingPathComponent("alpha"), withIntermediateDirectories: true)
            try Data("report".utf8).write(to: shard.appendingPathComponent("alpha/report.html"))
            if random.chance(0.3) {
                try files.createSymbolicLink(
                    atPath: shard.appendingPathComponent("alpha/link").path,
                    withDestinationPath: random.chance(0.5) ? "../../precious/file" : "report.html")
            }
            let names = (0..<random.int(1...3)).map { _ in random.pick(Self.names) }
            var text = Self.results(
                names, status: random.pick(["failed", "passed", "weird"]),
                version: random.chance(0.9) ? ReelVersion.current : "9", out: shard.path)
            if random.chance(0.4) {
                let (bytes, _) = ScenarioMutator.mutate(
                    FuzzJSON(try JSONValue.parse(Data(text.utf8), file: "results.json")), random: &random)
                text = String(decoding: bytes, as: UTF8.self)
            }
            try Data(text.utf8).write(to: shard.appendingPathComponent("results.json"))
            let label = "\(names) \(text.count) bytes"
            var refused = false
            do {
                _ = try ReportMerge.merge([shard], into: out)
            } catch {
                refused = true
                let line = "\(error)"
                if line.contains("\n") || line.isEmpty {
                    failures.add("results", number, "\(label): \(line.prefix(300))")
                }
            }
            if !files.fileExists(atPath: folder.appendingPathComponent("precious/file").path) {
                failures.add("results", number, "\(label): deleted a file outside --out")
            }
            let top = Set((try? files.contentsOfDirectory(atPath: folder.path)) ?? [])
            if !top.isSubset(of: ["precious", "shard", "out"]) {
                failures.add("results", number, "\(label): wrote beside --out: \(top.sorted())")
            }
            if refused, files.fileExists(atPath: out.path) {
                failures.add("results", number, "\(label): refused, yet wrote \(out.path)")
            }
            if let link = try? files.destinationOfSymbolicLink(atPath: out.appendingPathComponent("alpha/link").path) {
                failures.add("results", number, "\(label): copied a link into --out (to \(link))")
            }
            try? files.removeItem(at: folder)
        }
        run.report("results", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }

    @Test func mutatedManifestsParseOrAreRefusedInOneLine() throws {
        let run = FuzzRun.current
        let failures = FuzzFailures()
        let frames = (0..<4).map { index in
            FrameManifest.Frame(
                file: RunFolder.framePath(index), pixels: String(repeating: "ab", count: 8),
                repeatOf: index == 3 ? 1 : nil)
        }
        let manifest = FrameManifest(version: "1", scenario: "s", scenarioHash: "h", frames: frames)
        // A compact golden's manifest too: its frames name the video given once under "video".
        let compact = FrameManifest(
            version: "1", scenario: "s", scenarioHash: "h",
            frames: frames.map { FrameManifest.Frame(file: "frames.mkv", pixels: $0.pixels) },
            video: FrameManifest.Video(file: "frames.mkv", codec: "libx264rgb", width: 8, height: 6))
        let documents = try [manifest, compact].map {
            FuzzJSON(try JSONValue.parse(Data($0.json.utf8), file: "manifest.json"))
        }
        let numbers = run.numbers(fast: 400)
        for number in numbers {
            run.starting("manifest", number)
            var random = run.generator("manifest", number)
            let (bytes, what) = ScenarioMutator.mutate(documents[number % 2], random: &random)
            do {
                let parsed = try FrameManifest.parse(Data(bytes), file: "manifest.json")
                for frame in parsed.frames where frame.file.hasPrefix("/") || frame.file.contains("..") {
                    failures.add("manifest", number, "[\(what)]: accepted the frame file \(frame.file)")
                }
                if let video = parsed.video, video.file.contains("/") || video.file == ".." || video.width < 1 {
                    failures.add("manifest", number, "[\(what)]: accepted the video \(video)")
                }
            } catch {
                if error.description.contains("\n") || !error.description.hasPrefix("manifest.json") {
                    failures.add("manifest", number, "[\(what)]: not one line: \(error.description.prefix(300))")
                }
            }
        }
        run.report("manifest", cases: numbers.count, failures: failures.all)
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
    }
}
