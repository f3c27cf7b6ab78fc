import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// Cells written the way UIKit apps load images — a data task's completion handler, a global queue then a main-queue
/// hop, `asyncAfter`, `OperationQueue.main`, a task awaiting `data(for:)` — run on reel's clock: the correct variant
/// of each never shows a stale image, its buggy twin does, and every run of either is the same.
@Suite(.serialized) struct CallbackGalleryTests {
    /// Runs the correct and the buggy cell twice each and checks what they show.
    static func check<Correct: ItemCell, Buggy: ItemCell>(
        _ correct: Correct.Type, _ buggy: Buggy.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let runs = try await onNewThread {
            try [
                runGallery(ItemCellGallery<Correct>.self), runGallery(ItemCellGallery<Correct>.self),
                runGallery(ItemCellGallery<Buggy>.self), runGallery(ItemCellGallery<Buggy>.self),
            ]
        }
        let (good, bad) = (runs[0].metrics, runs[2].metrics)
        #expect(good.count(.correct) > 0, sourceLocation: sourceLocation)
        #expect(good.count(.stale) == 0, sourceLocation: sourceLocation)
        #expect(good.count(.wrongText) == 0, sourceLocation: sourceLocation)
        #expect(good.gallery.outcomes["escape", default: 0] == 0, sourceLocation: sourceLocation)
        #expect(bad.count(.stale) > 0, sourceLocation: sourceLocation)
        #expect(bad.gallery.outcomes["late_write", default: 0] > 0, sourceLocation: sourceLocation)
        #expect(bad.gallery.outcomes["escape", default: 0] == 0, sourceLocation: sourceLocation)
        #expect(runs[0].timeline == runs[1].timeline, "correct: a second run", sourceLocation: sourceLocation)
        #expect(runs[2].timeline == runs[3].timeline, "buggy: a second run", sourceLocation: sourceLocation)
    }

    @Test func dataTaskThenMainQueue() async throws {
        try await Self.check(DataTaskCell.self, UncheckedDataTaskCell.self)
    }

    @Test func globalQueueThenMainQueueHop() async throws {
        try await Self.check(GlobalHopCell.self, UncheckedGlobalHopCell.self)
    }

    @Test func asyncAfterReveal() async throws {
        try await Self.check(DelayedRevealCell.self, UncheckedDelayedRevealCell.self)
    }

    @Test func operationQueueMain() async throws {
        try await Self.check(MainOperationCell.self, UncheckedMainOperationCell.self)
    }

    @Test func taskAwaitingDataForARequest() async throws {
        try await Self.check(AwaitingCell.self, UncheckedAwaitingCell.self)
    }

    @Test func theMainQueueImageShowsAtTheLoadsFrame() async throws {
        // The data task's handler and its main-queue block run in the call that delivers the load: the same frames
        // as the cell that awaits the load in a task.
        let (handler, awaiting) = try await onNewThread {
            (try runGallery(ItemCellGallery<DataTaskCell>.self), try runGallery(ItemCellGallery<PhotoCell>.self))
        }
        #expect(handler.metrics.count(.correct) == awaiting.metrics.count(.correct))
        #expect(handler.metrics.count(.placeholder) == awaiting.metrics.count(.placeholder))
    }

    @Test func cancellingADataTaskCallsItsHandlerWithCancelled() async throws {
        _ = try await onNewThread { try runGallery(CancellingGallery.self, scenario: staleScenario()) }
        let outcome = await MainActor.run { CancellingGallery.outcomes }
        #expect(outcome == ["canceling", "cancelled completed"])
    }

    @Test func rendersAreByteIdenticalWithOneAndTwoWorkers() async throws {
        let correct = try await Self.renders(ItemCellGallery<DataTaskCell>.self)
        #expect(correct.stale == 0)
        #expect(correct.correct > 0)
        let buggy = try await Self.renders(ItemCellGallery<UncheckedDataTaskCell>.self)
        #expect(buggy.stale > 0)
    }

    /// Renders the data-task scenario with `gallery` with 1 and 2 workers, checks that frames, timeline and cells log
    /// are the same, and returns the cell-frames correct and stale.
    static func renders<Gallery: ReelGallery>(
        _ gallery: Gallery.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (correct: Int, stale: Int) {
        let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("datatask-\(UUID()).json")
        try Data(Self.dataTaskScenario.utf8).write(to: scenario)
        defer { try? FileManager.default.removeItem(at: scenario) }
        var catalog = BindingCatalog()
        catalog.register(gallery, as: "data-task")
        let loaded = try LoadedScenario.load(path: scenario.path, catalog: catalog)
        var folders: [URL] = []
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        var outputs: [[String: Data]] = []
        var metrics: [Metrics] = []
        for workers in [1, 2] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("datatask-\(UUID())")
            folders.append(folder)
            var options = RunOptions(outputDirectory: folder, workers: workers)
            options.catalog = catalog
            let run = options
            metrics.append(try await onNewThread { try Runner.run(loaded, options: run) }.metrics)
            outputs.append(try SampleGalleryTests.outputs(of: folder))
        }
        #expect(outputs[0].count > 50, sourceLocation: sourceLocation)
        #expect(outputs[0] == outputs[1], "workers 1 vs 2", sourceLocation: sourceLocation)
        return (metrics[0].count(.correct), metrics[0].count(.stale))
    }

    static let dataTaskScenario = """
        { "name": "data-task", "gallery": "data-task",
          "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
          "template": "photo-grid", "items": { "count": 200 },
          "network": { "seed": 7, "latency": { "median_ms": 400, "p95_ms": 1500 } },
          "prefetch": { "enabled": false },
          "script": [ { "fling": { "velocity": 2500, "deceleration": "normal" } }, { "wait": { "ms": 1000 } } ] }
        """
}
