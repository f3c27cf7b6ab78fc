import Foundation
import ReelCore
import ReelHAR
import ReelTestSupport
import Testing

@testable import Reel

/// A HAR replay says how much of the scenario it times: `reel validate` and `reel render` print how many items got
/// HAR timings, summary.json has them in its `har` block, and a `network.map` that times no item is a warning naming
/// the pattern and `$.network.map` (every item would quietly use the seeded model).
@Suite(.tags(.endToEnd)) struct HARCoverageTests {
    static let har = HARReplayTests.fixture

    @Test func theCoverageCountsTimedItemsAndMappedLoads() throws {
        let all = try #require(try HARReplayTests.trace().harCoverage)
        #expect(all == HARCoverage(items: 36, itemsTimed: 36, loads: 39, loadsMatched: 36, loadsMapped: 36))
        #expect(all.summary == "HAR timings for 36 of 36 items")
        #expect(all.nothingMatched(mapText: nil, harFile: "x.har") == nil)

        let teens = try HARReplayTests.trace(mapping: try HARMapping(parsing: "/photos/(?<index>1[0-9])/"))
        let shifted = try #require(teens.harCoverage)
        #expect(shifted.itemsTimed == 10 && shifted.itemsSeeded == 26 && shifted.loadsMatched == 10)
        #expect(shifted.summary == "HAR timings for 10 of 36 items (26 use the seeded model)")

        let none = try #require(
            try HARReplayTests.trace(mapping: try HARMapping(parsing: "/images/(?<index>[0-9]+)\\.png")).harCoverage)
        #expect(none.itemsTimed == 0 && none.loadsMatched == 0)
        #expect(
            none.nothingMatched(mapText: "/images/(?<index>[0-9]+)\\.png", harFile: "x.har")
                == #""/images/(?<index>[0-9]+)\\.png" matches none of the 39 loads of x.har: every item uses the "#
                + "seeded model")

        // The pattern matches, but what it captures names no item.
        let ids = try #require(
            try HARReplayTests.trace(mapping: try HARMapping(parsing: "/(?<id>photos)/")).harCoverage)
        #expect(ids.itemsTimed == 0 && ids.loadsMatched == 36 && ids.loadsMapped == 0)
        #expect(
            ids.nothingMatched(mapText: "/(?<id>photos)/", harFile: "x.har")?.contains(
                "matches 36 loads of x.har, but names none of the 36 items") == true)
        #expect(NetworkTrace([]).harCoverage == nil, "a recorded trace has no HAR coverage")
    }

    /// A small scenario beside a copy of the fixture, replaying it with `map`.
    static func scenario(in folder: URL, map: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: har, to: folder.appendingPathComponent("session.har"))
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [map]), as: UTF8.self)
        let json = """
            {"name": "har-small", "canvas": {"width": 160, "height": 240, "scale": 1, "fps": 10},
             "template": "photo-grid", "items": {"count": 36},
             "network": {"har": "session.har", "map": \(quoted.dropFirst().dropLast())},
             "script": [{"wait": {"ms": 300}}]}
            """
        let path = folder.appendingPathComponent("s.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func validateAndRenderWarnWhenTheMapMatchesNothing() async throws {
        let folder = Fixture.temporaryFolder("har-coverage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.scenario(in: folder, map: "/images/(?<index>[0-9]+)\\.png")
        let validate = try await runReel(["validate", path])
        #expect(validate.status == 0, "\(validate.stderr)")
        let warning =
            "reel: warning: \(path): $.network.map: \"/images/(?<index>[0-9]+)\\\\.png\" matches none of the 39 "
            + "loads of session.har: every item uses the seeded model\n"
        #expect(validate.stderr == warning)
        #expect(validate.stdout.contains("HAR timings for 0 of 36 items (36 use the seeded model)"), "\(validate)")

        let out = folder.appendingPathComponent("out")
        let render = try await runReel(["render", path, "--out", out.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr == warning)
        #expect(render.stdout.contains("network.har: HAR timings for 0 of 36 items (36 use the seeded model)"))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains(#""har":{"items_timed":0,"items_seeded":36,"loads":39,"loads_mapped":0}"#))
    }

    @Test func aMapThatMatchesPrintsTheCountAndNoWarning() async throws {
        let folder = Fixture.temporaryFolder("har-coverage-ok")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.scenario(in: folder, map: "/photos/(?<index>1[0-9])/")
        let validate = try await runReel(["validate", path])
        #expect(validate.status == 0 && validate.stderr.isEmpty, "\(validate.stderr)")
        #expect(validate.stdout.contains("1 actions, HAR timings for 10 of 36 items (26 use the seeded model))"))
        let out = folder.appendingPathComponent("out")
        let render = try await runReel(["render", path, "--out", out.path])
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        #expect(render.stdout.contains("network.har: HAR timings for 10 of 36 items (26 use the seeded model)"))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains(#""har":{"items_timed":10,"items_seeded":26,"loads":39,"loads_mapped":10}"#))
    }
}
