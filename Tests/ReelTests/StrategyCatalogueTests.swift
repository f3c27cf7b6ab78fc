import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

/// Each strategy's example scenario, over the real pipeline (embedded server, libcurl), at 1× to stay quick.
@Suite(.tags(.endToEnd)) struct StrategyCatalogueTests {
    func render(_ example: String, binding: BindingStrategyKind? = nil) async throws -> (RunResult, URL) {
        var loaded = try LoadedScenario.load(path: Fixture.example(example))
        loaded.scenario.canvas.scale = 1
        if let binding { loaded.scenario.binding = binding }
        let folder = Fixture.temporaryFolder("\(example)-\(binding?.rawValue ?? "own")")
        let result = try await Runner.run(loaded, options: RunOptions(outputDirectory: folder))
        return (result, folder)
    }

    func lines(_ folder: URL, _ file: String) throws -> [Substring] {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n")
    }

    @Test func noClearShowsThePreviousItemsImageInReusedCellsInsteadOfAPlaceholder() async throws {
        let (result, folder) = try await render("no-clear")
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = try lines(folder, "timeline.jsonl")
        let firstSeenStale = timeline.filter {
            $0.contains("\"event\":\"state\"") && $0.contains("\"from\":null,\"to\":\"stale\"")
        }
        #expect(!firstSeenStale.isEmpty)
        #expect(result.metrics.exposure.staleOutdated > 0)  // the new versions: old image shown until the new one lands
        let (naive, naiveFolder) = try await render("no-clear", binding: .naive)
        defer { try? FileManager.default.removeItem(at: naiveFolder) }
        let naiveFirstStale = try lines(naiveFolder, "timeline.jsonl").filter {
            $0.contains("\"from\":null,\"to\":\"stale\"")
        }
        // Naive clears on reuse, so its cells appear as placeholders first (but for a few prepared cells that a
        // stray naive completion wrote into before they came on screen).
        #expect(firstSeenStale.count > naiveFirstStale.count)
        // The characteristic outcome: where naive shows placeholders, no-clear shows the previous item's image.
        #expect(result.metrics.count(.placeholder) < naive.metrics.count(.placeholder))
        #expect(result.metrics.count(.stale) > naive.metrics.count(.stale))
        #expect(naive.metrics.count(.placeholder) > result.metrics.count(.placeholder))
    }

    @Test func indexPathCheckLeavesTheMovedCellsOnThePlaceholderAfterAnInsertAtTheTop() async throws {
        let (result, folder) = try await render("index-path-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.metrics.count(.stale) == 0)
        #expect(result.metrics.exposure.stuckPlaceholder > 0)
        // summary.json splits the placeholder cell-frames: stuck ones had their image in the cache.
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        let stuck = result.metrics.exposure.stuckPlaceholder
        let waiting = result.metrics.count(.placeholder) - stuck
        #expect(summary.contains("\"placeholder_cell_frames_by_kind\":{\"waiting\":\(waiting),\"stuck\":\(stuck)}"))
        // Every completion showed its image only in the cell of its own item.
        let applies = try lines(folder, "timeline.jsonl").filter { $0.contains("\"event\":\"apply\"") }
        #expect(!applies.isEmpty)
        #expect(applies.allSatisfy { Self.field($0, "item") == Self.field($0, "load_for") })
    }

    @Test func capturedIndexPathPutsImagesOnTheWrongItemsAfterAnInsertAtTheTop() async throws {
        let (result, folder) = try await render("index-path-check", binding: .capturedIndexPath)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.metrics.exposure.staleOtherItem > 0)
        let applies = try lines(folder, "timeline.jsonl").filter { $0.contains("\"event\":\"apply\"") }
        // A completion for item N landed on a cell that represents another item.
        #expect(
            applies.contains { line in
                guard let item = Self.field(line, "item"), let loadFor = Self.field(line, "load_for") else {
                    return false
                }
                return item != loadFor
            })
    }

    @Test func reloadedCellsFlashThePlaceholderAndReconfiguredOnesKeepTheirImage() async throws {
        let (result, folder) = try await render("reload-vs-reconfigure")
        defer { try? FileManager.default.removeItem(at: folder) }
        let updates = result.metrics.updates
        #expect(updates.reloaded == 7 && updates.reconfigured == 7)
        #expect(updates.reloadPlaceholderCellFrames > 0)
        #expect(updates.reconfigurePlaceholderCellFrames == 0)
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.json"), encoding: .utf8)
        let flashes = updates.reloadPlaceholderCellFrames
        #expect(summary.contains("\"reloaded\":7,\"reload_placeholder_cell_frames\":\(flashes),"))
        let timeline = try lines(folder, "timeline.jsonl")
        #expect(timeline.filter { $0.contains("\"event\":\"reload\"") }.count == 7)
        #expect(timeline.filter { $0.contains("\"event\":\"reconfigure\"") }.count == 7)
    }

    @Test func capturedModelShowsDuplicatedAndMissingItems() async throws {
        let (result, folder) = try await render("captured-model")
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = try lines(folder, "cells.csv").dropFirst().map { $0.split(separator: ",").map(String.init) }
        let last = rows.filter { Int($0[0]) == result.frameCount - 1 }
        let represented = last.map { $0[3] }
        let shown = last.map { $0[5] }
        #expect(Set(shown).count < shown.count)  // a duplicate
        #expect(represented.contains("8") && !shown.contains("image:8"))  // the new item is missing
        // The duplicate's cell shows another item's title (and image): wrong text.
        #expect(result.metrics.count(.wrongText) > 0)
        #expect(last.contains { $0[4] == "wrong_text" })
    }

    @Test func indexPathKeyedPrefetchPutsPrefetchedImagesOnTheWrongItems() async throws {
        let (result, folder) = try await render("index-path-keyed-prefetch")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.metrics.exposure.staleOtherItem > 0)
        #expect(result.metrics.prefetch.requests > 0)
    }

    @Test(arguments: ["no-clear", "index-path-check", "captured-model", "index-path-keyed-prefetch", "reconfigure"])
    func theFixesShowNoStaleImagesThroughTheSameUpdates(example: String) async throws {
        for binding in [BindingStrategyKind.cancelClearVerify, .reconfigure] {
            let (result, folder) = try await render(example, binding: binding)
            try? FileManager.default.removeItem(at: folder)
            #expect(result.metrics.count(.stale) == 0, "\(example) with \(binding.rawValue)")
            #expect(result.metrics.count(.wrongText) == 0, "\(example) with \(binding.rawValue)")
            #expect(result.metrics.count(.correct) > 0)
        }
    }

    static func field(_ line: Substring, _ name: String) -> String? {
        guard let range = line.range(of: "\"\(name)\":\"") else { return nil }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
}
