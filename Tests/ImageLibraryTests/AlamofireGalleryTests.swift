import Alamofire
import Foundation
import ReelCore
import Testing

/// Galleries that load images with Alamofire's request API (Corpus/Alamofire): a cell that cancels on reuse and
/// checks which photo it shows has no stale image; one that sets whatever arrives shows stale images. Every run is
/// the same, with 1 or 2 workers.
@Suite(.serialized) struct AlamofireGalleryTests {
    static func catalog(log: ProbeLog) -> BindingCatalog {
        var catalog = BindingCatalog()
        LibraryGalleryRun.register(
            AlamofireRequestPhotoCell.self, as: "af-request", in: &catalog, log: log, probe: AlamofireProbe.run)
        LibraryGalleryRun.register(UncheckedAlamofirePhotoCell.self, as: "af-unchecked", in: &catalog, log: log)
        return catalog
    }

    static func render(_ gallery: String, workers: Int = 1) async throws -> LibraryGalleryRun {
        let log = ProbeLog()
        return try await LibraryGalleryRun.render(gallery, catalog: catalog(log: log), log: log, workers: workers)
    }

    @Test func aCheckedRequestShowsNoStaleImage() async throws {
        let run = try await Self.render("af-request")
        run.expectCorrect(sameAs: try await Self.render("af-request", workers: 2))
        let lines = Set(run.probe)
        for expected in [
            "not started before a handler: true", "data: true",
            "handlers in order: true, same body: true", "cancelled: true", "decoding failed as Alamofire says",
            "invalid URL: true, no request: true", "awaited: true",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(run.probe)")
        }
    }

    @Test func anUncheckedCompletionShowsStaleImages() async throws {
        let run = try await Self.render("af-unchecked")
        #expect(run.metrics.count(.stale) > 0)
        let again = try await Self.render("af-unchecked", workers: 2)
        #expect(run.outputs == again.outputs)
    }
}
