import Foundation
import Gallery
import Reel
import ReelCore
import Testing

/// The sample package's galleries (examples/reelkit-gallery): the seeds' code run end to end — real image server,
/// libcurl, rendering — and what the issue says each must show.
@Suite(.serialized) struct SampleGalleryTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/reelkit-gallery/scenarios").standardized

    /// Renders the sample scenario `name` into a temporary folder on a thread of its own; returns the metrics.
    static func render(_ name: String, workers: Int = 2) async throws -> (metrics: Metrics, folder: URL) {
        let path = scenarios.appendingPathComponent("\(name).json").path
        let loaded = try LoadedScenario.load(path: path, catalog: GalleryCatalog.catalog)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reelkit-\(name)-\(UUID())")
        var options = RunOptions(outputDirectory: folder, workers: workers)
        options.catalog = GalleryCatalog.catalog
        let run = options
        let result = try await onNewThread { try Runner.run(loaded, options: run) }
        return (result.metrics, folder)
    }

    @Test func photoCellShowsNoStaleImageAndTheNaiveCellDoes() async throws {
        let photo = try await Self.render("photocell").metrics
        let naive = try await Self.render("naive").metrics
        #expect(photo.count(.stale) == 0)
        #expect(photo.count(.correct) > 0)
        #expect(naive.count(.stale) > 0)
        #expect(naive.gallery.outcomes["late_write", default: 0] > 0)
    }

    @Test func capturedViewModelShowsDuplicatesAndTheFixNone() async throws {
        let captured = try await Self.render("captured-model").metrics
        let fixed = try await Self.render("captured-model-fixed").metrics
        #expect(captured.gallery.duplicateCellFrames > 0)
        #expect(captured.gallery.wrongTextCellFrames > 0)
        #expect(fixed.gallery.duplicateCellFrames == 0)
        #expect(fixed.gallery.wrongTextCellFrames == 0)
        #expect(fixed.count(.stale) == 0)
    }

    @Test func indexPathKeyedPrefetchShowsWrongImagesAfterAnInsertAndStableIDsNone() async throws {
        let indexPath = try await Self.render("prefetch-indexpath").metrics
        let stable = try await Self.render("prefetch-stable-ids").metrics
        #expect(indexPath.exposure.staleOtherItem > 0)
        #expect(stable.count(.stale) == 0)
        #expect(stable.count(.correct) > 0)
    }
}
