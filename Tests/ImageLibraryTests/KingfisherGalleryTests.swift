import Foundation
import Kingfisher
import ReelCore
import Testing

/// Galleries written with Kingfisher (Corpus/Kingfisher): `import Kingfisher` compiles unchanged against reel's
/// product and runs on reel's pipeline. `kf.setImage` and the `KF` builder show no stale image (Kingfisher drops a
/// late image by the view's task identifier); `retrieveImage` with no check of the cell shows stale images, and with
/// a check none. Kingfisher 4's `setImage` with a four-parameter completion shows none, unless the completion sets the
/// image itself (Kingfisher 4 hands it a superseded request's image). Every run is the same, with 1 or 2 workers,
/// and each run starts with its own caches and identifiers.
@Suite(.serialized) struct KingfisherGalleryTests {
    static func catalog(log: ProbeLog) -> BindingCatalog {
        var catalog = BindingCatalog()
        LibraryGalleryRun.register(
            KingfisherPhotoCell.self, as: "kf-set-image", in: &catalog, log: log, probe: KingfisherProbe.run)
        LibraryGalleryRun.register(KFBuilderPhotoCell.self, as: "kf-builder", in: &catalog, log: log)
        LibraryGalleryRun.register(RetrievingPhotoCell.self, as: "kf-retrieving", in: &catalog, log: log)
        LibraryGalleryRun.register(CheckedRetrievingPhotoCell.self, as: "kf-checked-retrieving", in: &catalog, log: log)
        LibraryGalleryRun.register(Kingfisher4PhotoCell.self, as: "kf-4", in: &catalog, log: log)
        LibraryGalleryRun.register(Kingfisher4SettingPhotoCell.self, as: "kf-4-setting", in: &catalog, log: log)
        return catalog
    }

    static func render(_ gallery: String, workers: Int = 1) async throws -> LibraryGalleryRun {
        let log = ProbeLog()
        return try await LibraryGalleryRun.render(gallery, catalog: catalog(log: log), log: log, workers: workers)
    }

    @Test(arguments: ["kf-set-image", "kf-builder", "kf-checked-retrieving", "kf-4"])
    func correctCellsShowNoStaleImage(gallery: String) async throws {
        let run = try await Self.render(gallery)
        run.expectCorrect(sameAs: try await Self.render(gallery, workers: 2))
    }

    /// Kingfisher 4's completion gets a superseded request's image: a completion that sets it shows stale images.
    @Test func kingfisher4sCompletionSettingTheImageShowsStaleImages() async throws {
        let run = try await Self.render("kf-4-setting")
        #expect(run.metrics.count(.stale) > 0)
        #expect(run.outputs == (try await Self.render("kf-4-setting", workers: 2)).outputs)
    }

    @Test func retrievingWithoutACheckShowsStaleImages() async throws {
        let run = try await Self.render("kf-retrieving")
        #expect(run.metrics.count(.stale) > 0)
        let again = try await Self.render("kf-retrieving", workers: 2)
        #expect(run.outputs == again.outputs)
    }

    @Test func theProbeSeesKingfishersDocumentedBehaviour() async throws {
        let first = try await Self.render("kf-set-image")
        let lines = Set(first.probe)
        for expected in [
            "memory hit set before setImage returned: true", "memory: memory", "original: disk",
            "first request replaced: true", "second request: none", "second request's image set: true",
            "cancelled: true", "placeholder at once: true", "only from cache: miss", "nil source: emptySource",
            "disk cache holds the original: disk",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(first.probe)")
        }
        // A second run in the same process starts from its own caches and identifiers, as a new launch does.
        let second = try await Self.render("kf-set-image")
        #expect(first.probe == second.probe)
        #expect(first.outputs == second.outputs)
    }
}
