import Foundation
import ReelTestSupport
import Testing

@Suite(.tags(.endToEnd)) struct CommandLineTests {
    static let valid =
        #"{"name": "cli", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
        + #""items": {"count": 6}, "script": [{"wait": {"ms": 200}}]}"#

    @Test(arguments: [
        (#"{"name": "cli", "script": [], "canvas": {"width": 100, "speed": 2}}"#, "$.canvas.speed", "unknown key"),
        (#"{"name": "cli", "script": [], "network": {"seed": "one"}}"#, "$.network.seed", "expected a whole number"),
        (
            #"{"name": "cli", "script": [], "prefetch": {"lead_screens": 99}}"#, "$.prefetch.lead_screens",
            "expected a number in 0...20"
        ),
        (#"{"name": "cli", "script": [], "template": "mosaic"}"#, "$.template", "unknown template"),
        (#"{"name": "cli", "script": [], "binding": "hope"}"#, "$.binding", "expected one of"),
        (#"{"name": "cli", "script": [{"fling": {}}]"#, "$", "malformed JSON"),
    ])
    func badScenarioExitsTwoNamingThePathAndWritesNothing(json: String, path: String, fragment: String) async throws {
        let file = try Fixture.writeScenario(json, label: "bad")
        let out = Fixture.temporaryFolder("bad-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await runReel(["render", file, "--out", out.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.contains("\(file): \(path): "), "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func missingScenarioFileExitsTwo() async throws {
        let result = try await runReel(["render", "/nonexistent/scenario.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/scenario.json: $: cannot read the file"))
    }

    @Test func renderWritesEverythingAndSaysSo() async throws {
        let file = try Fixture.writeScenario(Self.valid, label: "ok")
        let out = Fixture.temporaryFolder("ok-out")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: out)
        }
        let result = try await runReel(["render", file, "--out", out.path, "--workers", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 frames"))
        for name in ["manifest.json", "summary.json", "timeline.jsonl", "cells.csv", "frames/frame-00002.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func anUnwritableOutputFailsWithoutAManifest() async throws {
        let file = try Fixture.writeScenario(Self.valid, label: "unwritable")
        let blocker = Fixture.temporaryFolder("blocker")
        try Data("a file, not a folder".utf8).write(to: blocker)
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: blocker)
        }
        let result = try await runReel(["render", file, "--out", blocker.appendingPathComponent("run").path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("reel: error: "))
        #expect(!FileManager.default.fileExists(atPath: blocker.appendingPathComponent("run/manifest.json").path))
    }

    @Test func validateAcceptsTheExamples() async throws {
        let examples = ["quickstart", "stale-naive", "stale-fixed"].map(Fixture.example)
        let result = try await runReel(["validate"] + examples)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3)
    }

    @Test func invalidOptionIsBadInputInOneLine() async throws {
        let result = try await runReel(["render", Fixture.example("quickstart"), "--workers", "0"])
        #expect(result.status == 2)
        #expect(result.stderr == "reel: error: --workers must be between 1 and 64, got 0\n", "\(result.stderr)")
    }
}
