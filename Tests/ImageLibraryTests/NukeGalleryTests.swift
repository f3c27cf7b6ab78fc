import Foundation
import Nuke
import ReelCore
import Testing

/// Galleries written with Nuke (Corpus/Nuke): NukeExtensions' `loadImage(into:)` (and Nuke 7's `Nuke.loadImage` with
/// its two-parameter completion), the async API in a cancelled task,
/// and NukeUI's `LazyImageView` show no stale image; the pipeline's completion set with no cancel or check shows stale
/// images. Every run is the same, with 1 or 2 workers.
@Suite(.serialized) struct NukeGalleryTests {
    static func catalog(log: ProbeLog) -> BindingCatalog {
        var catalog = BindingCatalog()
        LibraryGalleryRun.register(
            NukeExtensionsPhotoCell.self, as: "nuke-extensions", in: &catalog, log: log, probe: NukeProbe.run)
        LibraryGalleryRun.register(Nuke7PhotoCell.self, as: "nuke-7", in: &catalog, log: log)
        LibraryGalleryRun.register(NukeAsyncPhotoCell.self, as: "nuke-async", in: &catalog, log: log)
        LibraryGalleryRun.register(LazyImagePhotoCell.self, as: "nuke-lazy-image-view", in: &catalog, log: log)
        LibraryGalleryRun.register(NukePipelinePhotoCell.self, as: "nuke-pipeline", in: &catalog, log: log)
        return catalog
    }

    static func render(_ gallery: String, workers: Int = 1) async throws -> LibraryGalleryRun {
        let log = ProbeLog()
        return try await LibraryGalleryRun.render(gallery, catalog: catalog(log: log), log: log, workers: workers)
    }

    @Test(arguments: ["nuke-extensions", "nuke-7", "nuke-async", "nuke-lazy-image-view"])
    func correctCellsShowNoStaleImage(gallery: String) async throws {
        let run = try await Self.render(gallery)
        run.expectCorrect(sameAs: try await Self.render(gallery, workers: 2))
    }

    @Test func thePipelinesCompletionUncheckedShowsStaleImages() async throws {
        let run = try await Self.render("nuke-pipeline")
        #expect(run.metrics.count(.stale) > 0)
        let again = try await Self.render("nuke-pipeline", workers: 2)
        #expect(run.outputs == again.outputs)
    }

    @Test func theProbeSeesNukesDocumentedBehaviour() async throws {
        let run = try await Self.render("nuke-extensions")
        let lines = Set(run.probe)
        for expected in [
            "memory hit shown before loadImage returned: true", "memory: memory", "second load: image set true",
            "placeholder at once: true", "nil URL: imageRequestMissing", "cache only: dataMissingInCache",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(run.probe)")
        }
        #expect(!lines.contains("cancelled task delivered"))
        #expect(!lines.contains("replaced load delivered"))
        let again = try await Self.render("nuke-extensions")
        #expect(run.probe == again.probe)
    }
}
