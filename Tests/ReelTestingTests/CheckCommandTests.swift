import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

/// `reel check` end to end, through the built executable.
@Suite(.tags(.endToEnd)) struct CheckCommandTests {
    static func template(cell background: String) -> String {
        ##"{"name": "tinted", "background": "#0d0d11", "layout": {"columns": 3, "spacing": 2, "item_aspect": 1}, "##
            + ##""cell": {"reuse_identifier": "photo", "background": "\##(background)", "##
            + ##""image": {"x": 6, "y": 6, "width": -6, "height": -6}, "##
            + ##""placeholder": "\##(background)", "failed": "#6b3322"}}"##
    }

    static func scenario(_ name: String, template: String) -> String {
        #"{"name": "\#(name)", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
            + #""template": "\#(template)", "items": {"count": 24}, "#
            + #""network": {"seed": 3, "latency": {"median_ms": 150, "p95_ms": 400}}, "#
            + #""script": [{"wait": {"ms": 200}}, {"fling": {"velocity": 900}}, {"wait": {"ms": 500}}]}"#
    }

    /// A folder with a custom template, scenario `tinted` using it and scenario `plain` using a built-in one.
    static func project() throws -> URL {
        let folder = try Paths.temporary("check")
        try Data(template(cell: "#1b1b21").utf8).write(to: folder.appendingPathComponent("tinted-template.json"))
        try Data(scenario("tinted", template: "tinted-template.json").utf8).write(
            to: folder.appendingPathComponent("tinted.json"))
        try Data(scenario("plain", template: "photo-grid").utf8).write(to: folder.appendingPathComponent("plain.json"))
        return folder
    }

    @Test func aColourChangeFailsThenUpdateChangedRewritesOnlyThatGolden() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (goldens, out) = (folder.appendingPathComponent("goldens").path, folder.appendingPathComponent("out").path)
        let scenarios = ["tinted", "plain"].map { folder.appendingPathComponent("\($0).json").path }
        func check(_ extra: [String]) async throws -> Outcome {
            try await reel(["check"] + scenarios + ["--goldens", goldens, "--out", out] + extra)
        }

        let recorded = try await check([])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(recorded.stdout.contains("RECORDED tinted") && recorded.stdout.contains("recorded a new golden"))
        let manifest = try String(contentsOfFile: goldens + "/tinted/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"video\":{\"file\":\"frames.mkv\""), "the frames are one video: \(manifest)")
        #expect(FileManager.default.fileExists(atPath: goldens + "/tinted/frames.mkv"))
        #expect(!FileManager.default.fileExists(atPath: goldens + "/tinted/frames"))

        let passing = try await check(["--update", "none"])
        #expect(passing.status == 0 && passing.stdout.contains("PASSED tinted"), "\(passing.stdout)")

        try Data(Self.template(cell: "#3355aa").utf8).write(to: folder.appendingPathComponent("tinted-template.json"))
        let plainBefore = try snapshotFiles(URL(fileURLWithPath: goldens + "/plain"))
        let tintedBefore = try snapshotFiles(URL(fileURLWithPath: goldens + "/tinted"))
        let failed = try await check([])
        #expect(failed.status == 1, "\(failed.stdout)")
        #expect(failed.stdout.contains("FAILED tinted") && failed.stdout.contains("first failing frame: 0"))
        for kind in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: "\(out)/tinted/\(kind)/frame-00000.png"), "\(kind)")
        }
        // No frame stored twice: the run is one recording of what drew it, with no PNG beside it, and results.json
        // names it.
        #expect(FileManager.default.fileExists(atPath: "\(out)/tinted/run/frames.recording"))
        #expect(!FileManager.default.fileExists(atPath: "\(out)/tinted/run/frames"))
        let results = try String(contentsOfFile: out + "/results.json", encoding: .utf8)
        #expect(results.contains("\"run_recording\":\"\(out)/tinted/run/frames.recording\""), "\(results)")
        let run = try String(contentsOfFile: "\(out)/tinted/run/manifest.json", encoding: .utf8)
        #expect(run.contains("\"recording\":\"frames.recording\""), "\(run)")
        let report = try String(contentsOfFile: "\(out)/tinted/report.html", encoding: .utf8)
        #expect(report.contains("frames of tinted differ"))
        // Another process with another worker count keeps the same recording, byte for byte.
        let again = folder.appendingPathComponent("again").path
        let rerun = try await reel(["check"] + scenarios + ["--goldens", goldens, "--out", again, "--workers", "1"])
        #expect(rerun.status == 1, "\(rerun.stdout)")
        let recording = FileManager.default.contents(atPath: "\(out)/tinted/run/frames.recording")
        #expect(
            recording != nil
                && FileManager.default.contents(atPath: "\(again)/tinted/run/frames.recording") == recording)
        #expect(try String(contentsOfFile: out + "/junit.xml", encoding: .utf8).contains("failures=\"1\""))
        #expect(try String(contentsOfFile: out + "/results.json", encoding: .utf8).contains("\"failed\":1"))
        #expect(
            try snapshotFiles(URL(fileURLWithPath: goldens + "/tinted")).mapValues(\.0) == tintedBefore.mapValues(\.0),
            "a failing check writes nothing")

        let updated = try await check(["--update", "changed"])
        #expect(
            updated.status == 0 && updated.stdout.contains("UPDATED tinted") && updated.stdout.contains("PASSED plain"),
            "\(updated.stdout)")
        let plainAfter = try snapshotFiles(URL(fileURLWithPath: goldens + "/plain"))
        #expect(plainAfter.mapValues(\.0) == plainBefore.mapValues(\.0))
        #expect(plainAfter.mapValues(\.1) == plainBefore.mapValues(\.1), "a passing golden is never rewritten")
        #expect(
            try snapshotFiles(URL(fileURLWithPath: goldens + "/tinted")).mapValues(\.0) != tintedBefore.mapValues(\.0))

        let next = try await check(["--update", "none"])
        #expect(next.status == 0 && next.stdout.contains("PASSED tinted"), "\(next.stdout)")
        #expect(
            !FileManager.default.fileExists(atPath: "\(out)/tinted/diff"), "passing scenarios leave no images behind")
    }

    @Test func updateNoneFailsOnAMissingGoldenAndREEL_UPDATERecordsIt() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "check", folder.appendingPathComponent("plain.json").path, "--goldens",
            folder.appendingPathComponent("g").path,
            "--out", folder.appendingPathComponent("o").path,
        ]
        let missing = try await reel(arguments + ["--update", "none"])
        #expect(missing.status == 1 && missing.stdout.contains("no golden at"), "\(missing.stdout)")
        let strict = try await reel(arguments, environment: ["REEL_UPDATE": "none"])
        #expect(strict.status == 1)
        let recorded = try await reel(arguments, environment: ["REEL_UPDATE": "missing"])
        #expect(recorded.status == 0 && recorded.stdout.contains("RECORDED plain"), "\(recorded.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("g/plain/manifest.json").path))
        let bad = try await reel(arguments, environment: ["REEL_UPDATE": "sometimes"])
        #expect(
            bad.status == 2 && bad.stderr.contains("REEL_UPDATE=sometimes: expected one of none, missing, changed, all")
        )
    }

    @Test func timelineChangesAreReportedAndCanFailOnTheirOwn() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("g")
        let arguments = [
            "check", folder.appendingPathComponent("plain.json").path, "--goldens", goldens.path, "--out",
            folder.appendingPathComponent("o").path,
        ]
        #expect(try await reel(arguments).status == 0)
        // Pretend the golden saw placeholders where this run shows correct images: frames still match.
        // The golden keeps its logs compressed.
        let cells = goldens.appendingPathComponent("plain/cells.csv")
        #expect(!FileManager.default.fileExists(atPath: cells.path))
        let text = String(decoding: try #require(try CompressedLog.contents(of: cells)), as: UTF8.self)
        let edited = CompressedLog.deflate(Data(text.replacingOccurrences(of: ",correct,", with: ",placeholder,").utf8))
        try edited.write(to: CompressedLog.compressed(cells))
        let reported = try await reel(arguments + ["--update", "none"])
        #expect(reported.status == 0, "\(reported.stdout)")
        #expect(reported.stdout.contains("cell-frames: correct 0 → "), "\(reported.stdout)")
        #expect(reported.stdout.contains("correct from frame never → "), "\(reported.stdout)")
        let failing = try await reel(arguments + ["--update", "none", "--fail-on", "any"])
        #expect(failing.status == 1 && failing.stdout.contains("fails any: the timeline changed"), "\(failing.stdout)")
        let placeholders = try await reel(
            arguments + ["--update", "none", "--fail-on", "placeholder-increase,stale-increase"])
        #expect(placeholders.status == 0, "fewer placeholders is no increase")
    }

    @Test func shardsSplitTheScenarios() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = ["tinted", "plain"].map { folder.appendingPathComponent("\($0).json").path }
        var checked: [String] = []
        for shard in ["1/2", "2/2"] {
            let result = try await reel(
                ["check"] + scenarios + [
                    "--goldens", folder.appendingPathComponent("g").path, "--out",
                    folder.appendingPathComponent("o").path, "--shard", shard,
                ])
            #expect(result.status == 0)
            #expect(result.stdout.contains("shard \(shard): 1 of 2 scenarios"), "\(result.stdout)")
            checked += ["tinted", "plain"].filter { result.stdout.contains("RECORDED \($0)") }
        }
        #expect(checked.sorted() == ["plain", "tinted"])
    }

    @Test func badInputExitsTwoWithOneLineAndChecksNothing() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (goldens, out) = (folder.appendingPathComponent("g"), folder.appendingPathComponent("o"))
        let plain = folder.appendingPathComponent("plain.json").path
        let twin = folder.appendingPathComponent("twin.json")
        try Data(Self.scenario("plain", template: "photo-grid").utf8).write(to: twin)
        let cases: [([String], String)] = [
            ([plain, "/nonexistent/scenario.json"], "/nonexistent/scenario.json: $: cannot read the file"),
            ([plain, twin.path], "\"plain\" is also the name of"),
            ([plain, "--threshold", "2"], "--threshold"),
            ([plain, "--workers", "0"], "--workers"),
            ([plain, "--fail-on", "sometimes"], "--fail-on"),
            ([plain, "--update", "sometimes"], "--update"),
            ([plain, "--shard", "3/2"], "--shard"),
        ]
        for (arguments, fragment) in cases {
            let result = try await reel(["check"] + arguments + ["--goldens", goldens.path, "--out", out.path])
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("reel: error: ") && result.stderr.contains(fragment), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: goldens.path), "\(arguments)")
        }
    }

    @Test func aScenarioThatCannotBeWrittenExitsOne() async throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("blocker")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let goldens = folder.appendingPathComponent("g").path
        let arguments = [folder.appendingPathComponent("plain.json").path, "--goldens", goldens]
        let result = try await reel(["check"] + arguments + ["--out", blocker.appendingPathComponent("o").path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix("reel: error: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
