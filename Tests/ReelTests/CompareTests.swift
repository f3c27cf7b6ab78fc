import Foundation
import ReelCore
import ReelGraphics
import ReelRender
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct CompareTests {
    @Test func panelsShareScrollPositionsFrameForFrameAndArePixelAligned() async throws {
        var loaded = try LoadedScenario.load(path: Fixture.example("stale-naive"))
        loaded.scenario.canvas = Canvas(width: 200, height: 300, scale: 1, fps: 20)
        let folder = Fixture.temporaryFolder("compare")
        defer { try? FileManager.default.removeItem(at: folder) }
        let variants = Variant.strategies([.naive, .cancelClearVerify], of: loaded.scenario)
        let result = try await CompareRunner.run(
            loaded, variants: variants, options: RunOptions(outputDirectory: folder, workers: 2))

        func positions(_ panel: String) throws -> [String: String] {
            let csv = try String(
                contentsOf: folder.appendingPathComponent("panels/\(panel)/cells.csv"), encoding: .utf8)
            var rows: [String: String] = [:]
            for line in csv.split(separator: "\n").dropFirst() {
                let f = line.split(separator: ",").map(String.init)
                rows["\(f[0])/\(f[3])"] = f[6...9].joined(separator: ",")  // frame/item → x,y,w,h
            }
            return rows
        }
        let naive = try positions("naive")
        let fixed = try positions("cancel-clear-verify")
        #expect(!naive.isEmpty)
        #expect(naive == fixed)  // same items at the same places in every frame

        let frame = try PNGDecoder.decode(
            Array(try Data(contentsOf: folder.appendingPathComponent("frames/frame-00000.png"))))
        let expected = ComparisonRenderer.pixelSize(count: 2, canvas: loaded.scenario.canvas)
        #expect(frame.width == expected.width && frame.height == expected.height)
        #expect(ComparisonRenderer.panelX(1, canvas: loaded.scenario.canvas) == 200 + 8)

        let summary = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(summary.contains("\"name\":\"naive\""))
        #expect(result.frameCount > 10)
        let fixedSummary = try String(
            contentsOf: folder.appendingPathComponent("panels/cancel-clear-verify/summary.json"), encoding: .utf8)
        #expect(fixedSummary.contains("\"stale_cell_frames\":0"))
    }

    @Test func varyBuildsOneVariantPerValueAndRejectsUnknownKeys() throws {
        let scenario = Scenario(name: "v", script: [])
        guard case .success(let variants) = Variant.varying("prefetch.lead_screens=0,2", of: scenario) else {
            Issue.record("expected variants")
            return
        }
        #expect(variants.map(\.scenario.prefetch.leadScreens) == [0, 2])
        if case .success = Variant.varying("prefetch.colour=1,2", of: scenario) { Issue.record("expected an error") }
        if case .success = Variant.varying("prefetch.lead_screens=1", of: scenario) {
            Issue.record("expected an error")
        }
    }
}

@Suite struct VaryChoicesTests {
    @Test func namedSettingsVaryAndDuplicatesAreRejected() throws {
        let scenario = Scenario(name: "v", script: [])
        guard
            case .success(let variants) = Variant.varying("data_source.identity=stable,index,fresh-uuid", of: scenario)
        else {
            Issue.record("expected variants")
            return
        }
        #expect(variants.map(\.scenario.dataSource.identity) == [.stable, .index, .freshUUID])
        guard case .failure(let twice) = Variant.varying("data_source.identity=stable,stable", of: scenario) else {
            Issue.record("expected an error")
            return
        }
        #expect(twice.message.contains("given twice"))
        if case .success = Variant.varying("prefetch.lead_screens=1,1", of: scenario) {
            Issue.record("expected an error")
        }
        // An empty value is refused as `--matrix` refuses it, not dropped.
        guard case .failure(let empty) = Variant.varying("prefetch.lead_screens=1,,2", of: scenario) else {
            Issue.record("expected an error")
            return
        }
        #expect(
            empty.description
                == #"expected values after prefetch.lead_screens= with none empty, got "prefetch.lead_screens=1,,2""#)
    }
}
