import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

/// `check --matrix`: one golden per combination of settings, each what a render of that combination's scenario
/// gives, in worker processes or in one; a changed combination fails alone; bad specs are one line, exit 2.
@Suite(.tags(.endToEnd)) struct CheckMatrixTests {
    /// A short scenario of the fixture tool's stateless gallery, its cells drawn by the app's views.
    static func scenario(appearance: String? = nil, seed: Int = 7) throws -> String {
        let extra = appearance.map { #", "appearance": "\#($0)""# } ?? ""
        return try Fixture.writeScenario(
            #"{"name": "grid", "gallery": "plain", "binding": "naive", "template": "photo-grid", "#
                + #""canvas": {"width": 130, "height": 220, "scale": 1, "fps": 15}, "items": {"count": 30}, "#
                + #""network": {"seed": \#(seed), "latency": {"median_ms": 150, "p95_ms": 600}}\#(extra), "#
                + #""script": [{"wait": {"ms": 400}}, {"fling": {"velocity": 1200, "deceleration": "fast"}}, "#
                + #"{"wait": {"ms": 300}}]}"#,
            label: "matrix-\(appearance ?? "base")-\(seed)")
    }

    static func tool(_ arguments: [String], inProcess: Bool = false) throws -> ProcessResult {
        try runFixtureTool(arguments, inProcess: inProcess)
    }

    @Test func eachCombinationGetsAGoldenOfItsOwnThatARenderOfItWouldGive() async throws {
        let file = try Self.scenario()
        let goldens = Fixture.temporaryFolder("matrix-goldens")
        let out = Fixture.temporaryFolder("matrix-check")
        defer { for folder in [goldens, out] { try? FileManager.default.removeItem(at: folder) } }
        let matrix = ["--matrix", "appearance=light,dark", "--matrix", "network.seed=7,8"]
        let recorded = try Self.tool(["check", file, "--goldens", goldens.path, "--out", out.path] + matrix)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let names = [
            "grid.appearance-light.network.seed-7", "grid.appearance-light.network.seed-8",
            "grid.appearance-dark.network.seed-7", "grid.appearance-dark.network.seed-8",
        ]
        #expect(recorded.stdout.contains("4 scenarios: 0 passed, 4 recorded"))
        for name in names {
            #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent(name).path), "\(name)")
        }
        // A combination is the scenario with its settings: its golden's timeline is a render of that file's.
        let dark = try Self.scenario(appearance: "dark", seed: 8)
        let render = Fixture.temporaryFolder("matrix-render")
        defer { try? FileManager.default.removeItem(at: render) }
        #expect(try Self.tool(["render", dark, "--out", render.path, "--quiet"]).status == 0)
        let golden = goldens.appendingPathComponent("grid.appearance-dark.network.seed-8/timeline.jsonl")
        #expect(
            try CompressedLog.contents(of: golden)
                == Data(contentsOf: render.appendingPathComponent("timeline.jsonl")))
        // The same matrix checked in one process passes against the goldens the worker processes recorded.
        let again = try Self.tool(
            ["check", file, "--goldens", goldens.path, "--out", out.path, "--update", "none"] + matrix,
            inProcess: true)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.contains("4 scenarios: 4 passed"))
        // The report groups the file's combinations under one row.
        let report = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("<tr class=\"matrix\">") && report.contains("4 combinations, none failed"))
        // Dark frames are not light ones: the light golden does not pass as the dark one.
        try FileManager.default.removeItem(at: goldens.appendingPathComponent(names[3]))
        try FileManager.default.copyItem(
            at: goldens.appendingPathComponent(names[1]), to: goldens.appendingPathComponent(names[3]))
        let swapped = try Self.tool(
            ["check", file, "--goldens", goldens.path, "--out", out.path, "--update", "none", "--quiet"] + matrix)
        #expect(swapped.status == 1)
        #expect(swapped.stdout.contains("FAILED grid.appearance-dark.network.seed-8"))
        #expect(!swapped.stdout.contains("FAILED grid.appearance-light"))
    }

    @Test func aBadMatrixIsOneLineAndNothingIsChecked() async throws {
        let file = try Self.scenario()
        let goldens = Fixture.temporaryFolder("matrix-bad-goldens")
        let out = Fixture.temporaryFolder("matrix-bad-check")
        defer { for folder in [goldens, out] { try? FileManager.default.removeItem(at: folder) } }
        let cases: [([String], String)] = [
            (["--matrix", "colour=red"], "--matrix"),
            (["--matrix", "appearance=dim"], "appearance"),
            (["--matrix", "appearance=light", "--matrix", "appearance=dark"], "two --matrix options"),
            (["--matrix", "appearance=dark,dark"], "given twice"),
        ]
        for (arguments, words) in cases {
            let result = try Self.tool(["check", file, "--goldens", goldens.path, "--out", out.path] + arguments)
            #expect(result.status == 2, "\(arguments)")
            let lines = result.stderr.split(separator: "\n").filter { !$0.isEmpty }
            #expect(lines.count == 1 && result.stderr.contains(words), "\(arguments): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("grid").path))
        }
    }
}
