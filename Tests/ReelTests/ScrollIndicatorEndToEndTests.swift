import Foundation
import ReelCore
import ReelGraphics
import ReelKit
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct ScrollIndicatorEndToEndTests {
    /// Runs `loaded` into a fresh folder and returns the folder and the summary's `scroll_indicator` object.
    func render(_ loaded: LoadedScenario, label: String) async throws -> (URL, [String: JSONValue]) {
        let folder = Fixture.temporaryFolder(label)
        _ = try await Runner.run(loaded, options: RunOptions(outputDirectory: folder))
        let summary = try JSONValue.parse(
            try Data(contentsOf: folder.appendingPathComponent("summary.json")), file: "summary.json")
        guard case .object(let root) = summary, case .object(let indicator)? = root["scroll_indicator"] else {
            Issue.record("summary.json has no scroll_indicator object")
            return (folder, [:])
        }
        return (folder, indicator)
    }

    func frame(_ index: Int, in folder: URL) throws -> Bitmap {
        let name =
            "frames/frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + ".png"
        return try PNGDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    /// What each frame's cells show, from a run's `cells.csv`: item, state, image shown and frame (not which cell).
    func cellRows(in folder: URL) throws -> [Int: [[Substring]]] {
        let text = try String(contentsOf: folder.appendingPathComponent("cells.csv"), encoding: .utf8)
        var rows: [Int: [[Substring]]] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 10, let frame = Int(fields[0]) else { continue }
            rows[frame, default: []].append(Array(fields[3...]))
        }
        return rows
    }

    /// The columns (pixels) where two frames of the same size differ.
    func differingColumns(_ a: Bitmap, _ b: Bitmap) -> Set<Int> {
        var columns: Set<Int> = []
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { columns.insert(x) }
        }
        return columns
    }

    @Test func aPoorEstimateMakesTheIndicatorJumpTenTimesMoreThanAnAccurateOne() async throws {
        var bad = try LoadedScenario.load(path: Fixture.example("estimate-bad"))
        var accurate = try LoadedScenario.load(path: Fixture.example("estimate-accurate"))
        #expect(bad.scenario.layout.estimatedHeight == 44 && accurate.scenario.layout.estimatedHeight == 470)
        bad.scenario.canvas.scale = 1
        accurate.scenario.canvas.scale = 1
        let (badFolder, badIndicator) = try await render(bad, label: "estimate-bad")
        let (accurateFolder, accurateIndicator) = try await render(accurate, label: "estimate-accurate")
        defer { for folder in [badFolder, accurateFolder] { try? FileManager.default.removeItem(at: folder) } }

        let badJump = try #require(badIndicator["largest_jump_pt"]?.reportNumber)
        let accurateJump = try #require(accurateIndicator["largest_jump_pt"]?.reportNumber)
        #expect(
            badJump >= 10 * accurateJump,
            "largest indicator jump: \(badJump) pt with estimate 44 vs \(accurateJump) pt with 470")
        #expect(badJump > 10 && accurateJump < 1)
        #expect(badIndicator["shown"] == .bool(true) && (badIndicator["frames_visible"]?.reportNumber ?? 0) > 300)
        let timeline = try String(contentsOf: badFolder.appendingPathComponent("timeline.jsonl"), encoding: .utf8)
        #expect(timeline.contains("\"event\":\"indicator-jump\""))

        // Anchor compensation keeps the content on screen where it was: in frames whose cells show the same (the
        // estimates also steer the prefetcher, so some loads land in other frames), only the knob's column differs.
        let knobColumns = Set(Int(bad.scenario.canvas.width) - 7..<Int(bad.scenario.canvas.width) - 2)
        let badCells = try cellRows(in: badFolder)
        let accurateCells = try cellRows(in: accurateFolder)
        let sameCells = badCells.keys.filter { badCells[$0] == accurateCells[$0] }.sorted()
        #expect(sameCells.count > badCells.count / 2)
        let largest = Int(try #require(badIndicator["largest_jump_frame"]?.reportNumber))
        #expect(sameCells.contains(largest))
        for index in [largest] + stride(from: 0, to: sameCells.count, by: sameCells.count / 4).map({ sameCells[$0] }) {
            let columns = differingColumns(try frame(index, in: badFolder), try frame(index, in: accurateFolder))
            #expect(columns.isSubset(of: knobColumns), "frame \(index): columns \(columns.sorted())")
            if index == largest { #expect(!columns.isEmpty) }
        }
    }

    @Test func turningTheIndicatorOffDrawsNoneAndTheSummarySaysSo() async throws {
        var loaded = try LoadedScenario.load(path: Fixture.scenario("small-scroll"))
        loaded.scenario.network.failureRate = 0
        let (onFolder, on) = try await render(loaded, label: "indicator-on")
        loaded.scenario.scrollIndicator = false
        let (offFolder, off) = try await render(loaded, label: "indicator-off")
        defer { for folder in [onFolder, offFolder] { try? FileManager.default.removeItem(at: folder) } }

        #expect(on["shown"] == .bool(true) && (on["frames_visible"]?.reportNumber ?? 0) > 10)
        #expect(on["largest_jump_pt"]?.reportNumber == 0)  // a grid's content height never changes: no jumps
        #expect(
            off["shown"] == .bool(false) && off["frames_visible"]?.reportNumber == 0
                && off["largest_jump_frame"] == .null)
        let width = Int(loaded.scenario.canvas.width)
        var framesWithKnob = 0
        let frames = try FileManager.default.contentsOfDirectory(atPath: onFolder.appendingPathComponent("frames").path)
            .count
        #expect(frames > 40)
        for index in stride(from: 0, to: frames, by: 3) {
            let columns = differingColumns(try frame(index, in: onFolder), try frame(index, in: offFolder))
            #expect(columns.isSubset(of: Set(width - 7..<width - 2)), "frame \(index): columns \(columns.sorted())")
            if !columns.isEmpty { framesWithKnob += 1 }
        }
        #expect(framesWithKnob > 5)
    }

    @Test func compareVariesTheEstimatedHeight() throws {
        let loaded = try LoadedScenario.load(path: Fixture.example("estimate-bad"))
        let variants = try Variant.varying("layout.estimated_height=44,470", of: loaded.scenario).get()
        #expect(variants.map(\.name) == ["layout.estimated_height=44", "layout.estimated_height=470"])
        #expect(variants.map(\.scenario.layout.estimatedHeight) == [44, 470])
        // --vary checks the range itself, as the scenario file's decoder does (it used to pass 0 on to the run).
        guard case .failure(let refused) = Variant.varying("layout.estimated_height=0,470", of: loaded.scenario) else {
            Issue.record("expected 0 to be refused")
            return
        }
        #expect(refused.description == "layout.estimated_height: expected a number in 1...10000, got 0")
        // A value set directly in Swift is still checked by the simulation.
        var zero = loaded.scenario
        zero.layout.estimatedHeight = 0
        let error = #expect(throws: InputError.self) {
            try Simulation(scenario: zero, template: loaded.template, file: "e.json", catalog: .builtIn)
        }
        #expect(error?.description == "e.json: $.layout.estimated_height: expected a number in 1...10000, got 0")
    }

    @Test func varyingTheEstimateOfAGridIsBadInputAndWritesNothing() async throws {
        let out = Fixture.temporaryFolder("vary-grid")
        let result = try await runReel([
            "compare", Fixture.example("quickstart"), "--vary", "layout.estimated_height=44,470", "--out", out.path,
            "--quiet",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--vary: ")
                && result.stderr.contains(#"$.layout.estimated_height: template "photo-grid" is a grid"#))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
