import Foundation
import ReelTestSupport
import Testing

/// Every exit code the README documents for `render`, `compare`, `validate`, `animate` and `serve`, through the
/// built executable (`diff` and `check` are in ReelTestingTests): one line on stderr for each failure, and nothing
/// half-written where the README promises it.
@Suite(.tags(.endToEnd)) struct ExitCodeTests {
    /// Three frames of six synthetic items.
    static let scenario = CommandLineTests.valid

    static let strategies = ["--strategies", "naive,reconfigure"]

    /// Expects exit 1 with exactly one line on stderr.
    static func expectFailure(_ result: ProcessResult) {
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("reel: error: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// Expects exit 2 with exactly one line on stderr that contains `fragment`.
    static func expectBadInput(_ result: ProcessResult, naming fragment: String) {
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("reel: error: ") && result.stderr.contains(fragment), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--workers", "0"], "--workers"), (["--workers", "65"], "--workers"), (["--clock", "sometimes"], "--clock"),
        (["--loop", "-1"], "--loop"), (["--speed", "0"], "--speed"), (["--animation", "avi"], "--animation"),
        (["--no-such-option"], "--no-such-option"),
    ])
    func renderExitsTwoOnABadOptionValueAndWritesNothing(options: [String], fragment: String) async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "render-options")
        let out = Fixture.temporaryFolder("render-options-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        Self.expectBadInput(try await runReel(["render", file, "--out", out.path] + options), naming: fragment)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func compareExitsZeroAndWritesPanelsFramesAndManifest() async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "compare-ok")
        let out = Fixture.temporaryFolder("compare-ok-out")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: out)
        }
        let result = try await runReel(["compare", file] + Self.strategies + ["--out", out.path, "--workers", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 frames of 2 panels → \(out.path) in "), "\(result.stdout)")
        let files = ["manifest.json", "summary.json", "frames/frame-00002.png", "panels/naive/cells.csv"]
        for name in files + ["panels/reconfigure/timeline.jsonl", "panels/reconfigure/summary.json"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test(arguments: [
        (["--strategies", "naive,reconfigure", "--workers", "0"], "--workers"),
        (["--strategies", "naive,reconfigure", "--vary", "prefetch.lead_screens=0,2"], "exactly one of"),
        ([], "exactly one of"),
        (["--strategies", "naive"], "--strategies"),
        (["--strategies", "naive,hope"], "unknown strategy \"hope\""),
        (["--vary", "prefetch.colour=1,2"], "--vary: "),
        (["--vary", "data_source.identity=stable,uuid"], "--vary: "),
        (["--strategies", "naive,reconfigure", "--clock", "sundial"], "--clock"),
    ])
    func compareExitsTwoOnBadOptionsAndWritesNothing(options: [String], fragment: String) async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "compare-options")
        let out = Fixture.temporaryFolder("compare-options-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        Self.expectBadInput(try await runReel(["compare", file, "--out", out.path] + options), naming: fragment)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func compareExitsTwoOnABadOrMissingScenario() async throws {
        let out = Fixture.temporaryFolder("compare-missing-out")
        let missingFile = "/nonexistent/scenario.json"
        let missing = try await runReel(["compare", missingFile] + Self.strategies + ["--out", out.path])
        Self.expectBadInput(missing, naming: "/nonexistent/scenario.json: $: cannot read the file")
        let file = try Fixture.writeScenario(#"{"name": "cli", "script": [], "binding": "hope"}"#, label: "compare-bad")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let bad = try await runReel(["compare", file] + Self.strategies + ["--out", out.path])
        Self.expectBadInput(bad, naming: "\(file): $.binding: ")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func compareExitsOneWhenItCannotWriteAndLeavesNoManifest() async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "compare-unwritable")
        let blocker = Fixture.temporaryFolder("compare-blocker")
        try Data("a file, not a folder".utf8).write(to: blocker)
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: blocker)
        }
        let out = blocker.appendingPathComponent("run")
        let result = try await runReel(["compare", file] + Self.strategies + ["--out", out.path])
        Self.expectFailure(result)
        #expect(!FileManager.default.fileExists(atPath: blocker.appendingPathComponent("run/manifest.json").path))
    }

    @Test func validateExitsZeroForGoodScenariosAndTwoForABadOne() async throws {
        let good = try await runReel(["validate", Fixture.example("quickstart")])
        #expect(good.status == 0 && good.stdout.contains(": ok ("), "\(good.stderr)")
        let missing = try await runReel(["validate", "/nonexistent/scenario.json"])
        Self.expectBadInput(missing, naming: "cannot read the file")
        Self.expectBadInput(try await runReel(["validate"]), naming: "<scenarios>")
    }

    @Test func animateExitsZeroOneAndTwo() async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "animate")
        let folder = Fixture.temporaryFolder("animate")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: folder)
        }
        let run = folder.appendingPathComponent("run")
        #expect(try await runReel(["render", file, "--out", run.path, "--quiet"]).status == 0)

        let written = try await runReel(["animate", run.path, "--format", "gif", "--quiet"])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: run.appendingPathComponent("animation.gif").path))

        let unwritable = folder.appendingPathComponent("no-such-folder/animation.apng")
        let failed = try await runReel(["animate", run.path, "--out", unwritable.path, "--quiet"])
        Self.expectFailure(failed)

        let noFrames = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: noFrames, withIntermediateDirectories: true)
        Self.expectBadInput(try await runReel(["animate", noFrames.path]), naming: "no frame-NNNNN.png files")
        #expect(try FileManager.default.contentsOfDirectory(atPath: noFrames.path).isEmpty)
        Self.expectBadInput(try await runReel(["animate", run.path, "--colors", "1"]), naming: "--colors")
        let twoFormats = try await runReel(["animate", run.path, "--format", "gif", "--format", "apng", "--out", "x"])
        Self.expectBadInput(twoFormats, naming: "--out")
    }

    @Test func serveExitsTwoOnABadOptionValue() async throws {
        Self.expectBadInput(try await runReel(["serve", "--fail-rate", "2"]), naming: "--fail-rate")
        Self.expectBadInput(try await runReel(["serve", "--image-size", "8"]), naming: "--image-size")
        Self.expectBadInput(try await runReel(["serve", "--directory", "/nonexistent/folder"]), naming: "--directory")
    }

    @Test func serveExitsOneWhenThePortIsTakenAndZeroWhenInterrupted() async throws {
        let server = try await ServingReel.start(["serve", "--port", "0"])
        defer { server.stopIfRunning() }
        let port = try #require(server.port, "\(server.firstLine)")
        let taken = try await runReel(["serve", "--port", String(port)])
        Self.expectFailure(taken)
        #expect(await server.interrupt() == 0)
    }
}
