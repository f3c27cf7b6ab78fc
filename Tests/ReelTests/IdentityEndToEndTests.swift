import Foundation
import ReelCore
import ReelGraphics
import ReelRender
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct IdentityEndToEndTests {
    /// The cells.csv rows of one frame: item id → (x, y, w, h) in points.
    func rows(_ csv: String, frame: Int) -> [String: [Double]] {
        var rows: [String: [Double]] = [:]
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",").map(String.init)
            guard Int(fields[0]) == frame else { continue }
            rows[fields[3]] = fields[6...9].compactMap(Double.init)
        }
        return rows
    }

    @Test func theExpandedBarFollowsTheItemWithStableIdsAndThePositionWithIndexIds() async throws {
        var loaded = try LoadedScenario.load(path: Fixture.example("unstable-ids"))
        loaded.scenario.canvas = Canvas(width: 300, height: 400, scale: 1, fps: 20)
        let folder = Fixture.temporaryFolder("identity")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard
            case .success(let variants) = Variant.varying(
                "data_source.identity=stable,index,fresh-uuid", of: loaded.scenario)
        else {
            Issue.record("expected variants")
            return
        }
        let result = try await CompareRunner.run(
            loaded, variants: variants, options: RunOptions(outputDirectory: folder, workers: 2))
        #expect(result.frameCount > 60)
        let last = 40  // 2 s in: after the insert at the top, before the shuffle
        let frame = try PNGDecoder.decode(
            Array(try Data(contentsOf: folder.appendingPathComponent(String(format: "frames/frame-%05d.png", last)))))

        /// Whether the row of `item` in the panel draws the expanded accent bar at its leading edge.
        func expandedBar(_ panel: Int, _ name: String, item: String) throws -> Bool {
            let csv = try String(contentsOf: folder.appendingPathComponent("panels/\(name)/cells.csv"), encoding: .utf8)
            let box = try #require(rows(csv, frame: last)[item])
            let x = ComparisonRenderer.panelX(panel, canvas: loaded.scenario.canvas) + Int(box[0]) + 2
            let y = Int(ComparisonRenderer.headerHeight) + Int(box[1] + box[3] / 2)
            let pixel = frame.pixel(x: x, y: y)
            return (pixel >> 16) & 0xFF > 230 && (pixel >> 8) & 0xFF > 130 && (pixel >> 8) & 0xFF < 190
                && pixel & 0xFF < 40
        }
        #expect(try expandedBar(0, "data_source.identity=stable", item: "1"))
        #expect(try !expandedBar(0, "data_source.identity=stable", item: "0"))
        #expect(try !expandedBar(1, "data_source.identity=index", item: "1"))
        #expect(try expandedBar(1, "data_source.identity=index", item: "0"))  // row 1 is item 0 now, and keeps the flag
        #expect(try !expandedBar(2, "data_source.identity=fresh-uuid", item: "1"))

        func identity(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("panels/\(name)/summary.json"), encoding: .utf8)
        }
        #expect(try identity("data_source.identity=stable").contains(#""rows_rebuilt":0,"state_lost":0"#))
        #expect(try !identity("data_source.identity=index").contains(#""state_lost":0"#))
        #expect(try identity("data_source.identity=fresh-uuid").contains(#""state_misattributed":0"#))
    }

    @Test func aBadVaryValueIsOneClearLine() async throws {
        let result = try await runReel([
            "compare", Fixture.example("unstable-ids"), "--vary", "data_source.identity=stable,uuid", "--out",
            "/tmp/reel-never-written",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == #"reel: error: --vary: data_source.identity: expected one of "stable", "index", "#
                + #""fresh-uuid", got "uuid""#
                + "\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/reel-never-written"))
    }
}
