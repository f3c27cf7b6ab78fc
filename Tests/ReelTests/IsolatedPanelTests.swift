import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

/// `compare` runs each panel of a gallery in a process of its own: an app singleton (here an image cache) cannot
/// carry one panel's state into another, so every panel is what a separate render of its variant is, and the frames
/// drawn from the panels' streams are the bytes an in-process comparison draws.
@Suite(.tags(.endToEnd)) struct IsolatedPanelTests {
    static let variants = "network.latency.median_ms=100,800"

    /// A small scenario running `gallery` of the fixture tool, at `median` ms latency.
    /// The first screen loads, a fling down, a rest of `pauseMs`, a fling back.
    static func scenario(gallery: String, median: Int = 300, name: String? = nil, pauseMs: Int = 900) throws -> String {
        try Fixture.writeScenario(
            #"{"name": "\#(name ?? gallery)", "gallery": "\#(gallery)", "binding": "naive", "template": "photo-grid", "#
                + #""canvas": {"width": 130, "height": 220, "scale": 1, "fps": 15}, "items": {"count": 60}, "#
                + #""network": {"seed": 7, "latency": {"median_ms": \#(median), "p95_ms": 900}}, "#
                + #""script": [{"wait": {"ms": 600}}, {"fling": {"velocity": 1500, "deceleration": "normal"}}, "#
                + #"{"wait": {"ms": \#(pauseMs)}}, "#
                + #"{"fling": {"velocity": -1500, "deceleration": "normal"}}, {"wait": {"ms": 600}}]}"#,
            label: "isolated-\(gallery)-\(median)")
    }

    /// The fixture tool run quietly with `arguments`.
    static func tool(_ arguments: [String], inProcess: Bool = false) throws -> ProcessResult {
        try runFixtureTool(arguments + ["--quiet"], inProcess: inProcess)
    }

    @Test func eachPanelOfAnAppWithASingletonIsWhatASeparateRenderIs() async throws {
        let file = try Self.scenario(gallery: "shared-cache")
        let isolated = Fixture.temporaryFolder("isolated-compare")
        let shared = Fixture.temporaryFolder("shared-compare")
        defer { for folder in [isolated, shared] { try? FileManager.default.removeItem(at: folder) } }
        #expect(try Self.tool(["compare", file, "--vary", Self.variants, "--out", isolated.path]).status == 0)
        let inProcess = try Self.tool(
            ["compare", file, "--vary", Self.variants, "--out", shared.path], inProcess: true)
        #expect(inProcess.status == 0)
        for median in [100, 800] {
            let render = Fixture.temporaryFolder("isolated-render")
            defer { try? FileManager.default.removeItem(at: render) }
            let alone = try Self.scenario(gallery: "shared-cache", median: median)
            #expect(try Self.tool(["render", alone, "--out", render.path]).status == 0)
            let panel = "panels/network.latency.median_ms=\(median)/"
            for log in ["timeline.jsonl", "cells.csv"] {
                let separate = try Data(contentsOf: render.appendingPathComponent(log))
                #expect(
                    try Data(contentsOf: isolated.appendingPathComponent(panel + log)) == separate, "\(panel)\(log)")
                if median == 800 {
                    // In one process the slow panel shows the images the fast panel's code left in the cache.
                    #expect(try Data(contentsOf: shared.appendingPathComponent(panel + log)) != separate)
                }
            }
        }
    }

    @Test func framesDrawnFromPanelProcessesAreTheBytesOfAnInProcessComparison() async throws {
        // A rest of 9 s (135 frames) makes the panels' processes release the first screen's images, which the fling
        // back brings again.
        let file = try Self.scenario(gallery: "plain", pauseMs: 9000)
        let isolated = Fixture.temporaryFolder("plain-isolated")
        let shared = Fixture.temporaryFolder("plain-shared")
        defer { for folder in [isolated, shared] { try? FileManager.default.removeItem(at: folder) } }
        #expect(try Self.tool(["compare", file, "--vary", Self.variants, "--out", isolated.path]).status == 0)
        #expect(
            try Self.tool(["compare", file, "--vary", Self.variants, "--out", shared.path], inProcess: true).status == 0
        )
        let (a, b) = (try Fixture.contents(of: isolated), try Fixture.contents(of: shared))
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a where !path.hasSuffix("summary.json") {
            #expect(bytes == b[path], "\(path)")
        }
        #expect(a["/manifest.json"] != nil)
    }

    @Test func aTrapInAPanelsProcessFailsTheComparisonWithItsLineAndNoManifest() async throws {
        let file = try Self.scenario(gallery: "holey")
        let out = Fixture.temporaryFolder("holey-compare")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try Self.tool(["compare", file, "--vary", Self.variants, "--out", out.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(#"the gallery "holey" trapped in the cell provider for item "3""#),
            "\(result.stderr)")
        let errorLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("reel-fixture-tool: error:") }
        #expect(errorLines.count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
    }

    @Test func eachScenarioOfACheckStartsFromFreshAppState() async throws {
        let files = try [100, 800].map { try Self.scenario(gallery: "shared-cache", median: $0, name: "cache-\($0)") }
        let goldens = Fixture.temporaryFolder("isolated-goldens")
        let shared = Fixture.temporaryFolder("shared-goldens")
        let out = Fixture.temporaryFolder("isolated-check")
        defer { for folder in [goldens, shared, out] { try? FileManager.default.removeItem(at: folder) } }
        #expect(try Self.tool(["check"] + files + ["--goldens", goldens.path, "--out", out.path]).status == 0)
        let inProcess = try Self.tool(
            ["check"] + files + ["--goldens", shared.path, "--out", out.path], inProcess: true)
        #expect(inProcess.status == 0)
        for (median, file) in zip([100, 800], files) {
            let render = Fixture.temporaryFolder("isolated-check-render")
            defer { try? FileManager.default.removeItem(at: render) }
            #expect(try Self.tool(["render", file, "--out", render.path]).status == 0)
            let separate = try Data(contentsOf: render.appendingPathComponent("timeline.jsonl"))
            // A golden keeps its timeline compressed; `contents(of:)` reads either form.
            let recorded = goldens.appendingPathComponent("cache-\(median)/timeline.jsonl")
            #expect(try CompressedLog.contents(of: recorded) == separate)
            if median == 800 {
                let leaked = shared.appendingPathComponent("cache-800/timeline.jsonl")
                #expect(try CompressedLog.contents(of: leaked) != separate)
            }
        }
    }
}
