import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct DynamicTypeEndToEndTests {
    @Test func aBadCategoryIsOneLineNamingItsPathAndTheChoices() async throws {
        let json =
            #"{"name": "cli", "template": "feed", "script": [{"wait": {"ms": 100}}, "#
            + #"{"content_size": {"category": "huge"}}]}"#
        let file = try Fixture.writeScenario(json, label: "bad-category")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await runReel(["validate", file])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(
            result.stderr.contains("\(file): $.script[1].content_size.category: expected one of \"extra-small\""),
            "\(result.stderr)")
        #expect(result.stderr.contains("\"accessibility-large\""))
        let example = try await runReel(["validate", Fixture.example("dynamic-type")])
        #expect(example.status == 0, "\(example.stderr)")
    }

    /// Renders the example (cairo-measured text) and checks, from its own output files, that each change is logged
    /// and counted and that the top visible item kept its place across the frame of the change.
    @Test func theExampleKeepsTheTopItemInPlaceAcrossBothChanges() async throws {
        var loaded = try LoadedScenario.load(path: Fixture.example("dynamic-type"))
        loaded.scenario.canvas.scale = 1
        let folder = Fixture.temporaryFolder("dynamic-type")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Runner.run(loaded, options: RunOptions(outputDirectory: folder))
        #expect(result.metrics.updates.contentSizeChanges == 2)
        #expect(result.metrics.updates.heightsRecomputed > 0)
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        #expect(
            summary.contains(
                "\"content_size_changes\":2,\"heights_recomputed\":\(result.metrics.updates.heightsRecomputed)"))

        let timeline = try String(contentsOf: folder.appendingPathComponent("timeline.jsonl"), encoding: .utf8).split(
            separator: "\n")
        var offsets: [Int: Double] = [:]
        var changes: [(frame: Int, shift: Double)] = []
        for line in timeline {
            guard case .object(let event) = try JSONValue.parse(Data(line.utf8), file: "timeline.jsonl"),
                case .string(let name)? = event["event"], case .number(let frame)? = event["frame"]
            else { continue }
            if name == "frame", case .number(let offset)? = event["offset"] { offsets[Int(frame)] = offset }
            if name == "content-size", case .number(let shift)? = event["anchor_shift"] {
                changes.append((Int(frame), shift))
            }
        }
        #expect(changes.count == 2)

        var rows: [Int: [(item: String, y: Double)]] = [:]
        let csv = try String(contentsOf: folder.appendingPathComponent("cells.csv"), encoding: .utf8)
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard let frame = Int(fields[0]), let y = Double(fields[7]) else { continue }
            rows[frame, default: []].append((fields[3], y))
        }
        for change in changes {
            // The top visible item: the first whose top edge is on screen.
            let before = try #require(rows[change.frame - 1]?.first { $0.y >= 0 })
            let after = try #require(rows[change.frame]?.first { $0.item == before.item })
            let scrolled = try #require(offsets[change.frame]) - #require(offsets[change.frame - 1]) - change.shift
            #expect(change.shift != 0)
            #expect(
                abs((after.y - before.y) + scrolled) <= 1,
                "frame \(change.frame): item \(before.item) \(before.y) → \(after.y)")
        }
    }
}
