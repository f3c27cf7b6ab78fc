import AlamofireImage
import Foundation
import ReelCore
import Testing

/// Galleries written with AlamofireImage (Corpus/AlamofireImage): `af.setImage` shows no stale image; the
/// downloader's completion set with no check shows stale images. Every run is the same, with 1 or 2 workers.
@Suite(.serialized) struct AlamofireImageGalleryTests {
    static func catalog(log: ProbeLog) -> BindingCatalog {
        var catalog = BindingCatalog()
        LibraryGalleryRun.register(
            AlamofireImagePhotoCell.self, as: "af-set-image", in: &catalog, log: log, probe: AlamofireImageProbe.run)
        LibraryGalleryRun.register(AlamofireDownloaderPhotoCell.self, as: "af-downloader", in: &catalog, log: log)
        return catalog
    }

    static func render(_ gallery: String, workers: Int = 1) async throws -> LibraryGalleryRun {
        let log = ProbeLog()
        return try await LibraryGalleryRun.render(gallery, catalog: catalog(log: log), log: log, workers: workers)
    }

    @Test func setImageShowsNoStaleImage() async throws {
        let run = try await Self.render("af-set-image")
        run.expectCorrect(sameAs: try await Self.render("af-set-image", workers: 2))
        let lines = Set(run.probe)
        for expected in [
            "cached image set before setImage returned: true", "first request cancelled",
            "second request: image true, set true", "same URL, first: image true", "same URL, second: refused",
            "placeholder at once: true",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(run.probe)")
        }
    }

    @Test func theDownloadersCompletionUncheckedShowsStaleImages() async throws {
        let run = try await Self.render("af-downloader")
        #expect(run.metrics.count(.stale) > 0)
        let again = try await Self.render("af-downloader", workers: 2)
        #expect(run.outputs == again.outputs)
    }
}
