import Foundation
import ReelCore
import SDWebImage
import Testing

/// Galleries written with SDWebImage (Corpus/SDWebImage): `sd_setImage` (which cancels a view's previous load)
/// shows no stale image; the manager's completion set with no check, or `sd_setImage` with `.avoidAutoCancelImage`,
/// shows stale images. Every run is the same, with 1 or 2 workers.
@Suite(.serialized) struct SDWebImageGalleryTests {
    static func catalog(log: ProbeLog) -> BindingCatalog {
        var catalog = BindingCatalog()
        LibraryGalleryRun.register(
            SDWebImagePhotoCell.self, as: "sd-set-image", in: &catalog, log: log, probe: SDWebImageProbe.run)
        LibraryGalleryRun.register(SDManagerPhotoCell.self, as: "sd-manager", in: &catalog, log: log)
        LibraryGalleryRun.register(SDAvoidAutoCancelPhotoCell.self, as: "sd-avoid-auto-cancel", in: &catalog, log: log)
        return catalog
    }

    static func render(_ gallery: String, workers: Int = 1) async throws -> LibraryGalleryRun {
        let log = ProbeLog()
        return try await LibraryGalleryRun.render(gallery, catalog: catalog(log: log), log: log, workers: workers)
    }

    @Test func setImageShowsNoStaleImage() async throws {
        let run = try await Self.render("sd-set-image")
        run.expectCorrect(sameAs: try await Self.render("sd-set-image", workers: 2))
    }

    @Test(arguments: ["sd-manager", "sd-avoid-auto-cancel"])
    func misusesShowStaleImages(gallery: String) async throws {
        let run = try await Self.render(gallery)
        #expect(run.metrics.count(.stale) > 0, "\(gallery)")
        let again = try await Self.render(gallery, workers: 2)
        #expect(run.outputs == again.outputs)
    }

    @Test func theProbeSeesSDWebImagesDocumentedBehaviour() async throws {
        let run = try await Self.render("sd-set-image")
        let lines = Set(run.probe)
        for expected in [
            "memory hit set before sd_setImage returned: true", "memory: memory",
            "first load: image false, cancelled true", "second load: none, image set true",
            "placeholder at once: true", "nil URL: true", "from cache only: image false, error false, finished true",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(run.probe)")
        }
        let again = try await Self.render("sd-set-image")
        #expect(run.probe == again.probe)
    }
}
