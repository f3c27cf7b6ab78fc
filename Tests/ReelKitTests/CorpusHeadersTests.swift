import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// Screens with section headers as apps write them (Corpus/Headers): a flow layout of moments under pinned headers
/// from a registered class and the classic data source. Headers configured in full show their own moment; headers
/// configured in place keep another moment's location after reuse (`wrong_text` header-frames). Every run is the
/// same, with 1 or 2 workers.
@Suite(.serialized) struct CorpusHeadersTests {
    static var catalog: BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register(as: "moments", actions: ["none": { (_: MomentsViewController) in }]) { items in
            MomentsViewController(photos: items.map(Photo.init))
        }
        catalog.register(as: "stale-location", actions: ["none": { (_: StaleLocationMomentsViewController) in }]) {
            items in StaleLocationMomentsViewController(photos: items.map(Photo.init))
        }
        return catalog
    }

    /// Scrolls down past several moments and back up.
    static func scenario(gallery: String) -> String {
        """
        { "name": "\(gallery)", "gallery": "\(gallery)",
          "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
          "template": "photo-grid", "items": { "count": 240 },
          "network": { "seed": 7, "latency": { "median_ms": 400, "p95_ms": 1500 } },
          "script": [ { "fling": { "velocity": 4000, "deceleration": "normal" } }, { "wait": { "ms": 1500 } },
                      { "fling": { "velocity": -3500, "deceleration": "normal" } }, { "wait": { "ms": 1500 } } ] }
        """
    }

    @Test func headersConfiguredInFullAreRightAndHeadersConfiguredInPlaceKeepAnotherLocation() async throws {
        let good = try await CorpusControllersTests.render(Self.scenario(gallery: "moments"), catalog: Self.catalog)
        let twoWorkers = try await CorpusControllersTests.render(
            Self.scenario(gallery: "moments"), workers: 2, catalog: Self.catalog)
        let bad = try await CorpusControllersTests.render(
            Self.scenario(gallery: "stale-location"), catalog: Self.catalog)
        #expect(good.metrics.gallery.outcomes.isEmpty, "\(good.metrics.gallery.messages)")
        #expect(good.metrics.gallery.views.created > 0 && good.metrics.gallery.views.reused > 0)
        #expect(good.metrics.gallery.views.frames[.wrongText, default: 0] == 0)
        #expect(good.metrics.gallery.views.frames[.correct, default: 0] > 0)
        #expect(bad.metrics.gallery.views.frames[.wrongText, default: 0] > 0)
        #expect(good.outputs == twoWorkers.outputs, "workers 1 vs 2")
        let cells = String(decoding: try #require(bad.outputs["cells.csv"]), as: UTF8.self)
        #expect(cells.contains(",wrong_text,text:Moment 4 / "))
    }
}
