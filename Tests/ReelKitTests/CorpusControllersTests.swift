import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// View controllers written as apps write them (Corpus/Controllers): their own collection view and classic data
/// source with `reloadData` and `performBatchUpdates`, or a `UICollectionViewController` with a diffable data
/// source, registered with a factory closure. The correct ones show no stale image and no other item's text; their
/// buggy twins do; every run is the same, with 1 or 2 workers.
@Suite(.serialized) struct CorpusControllersTests {
    /// The glue: each controller made from the scenario's items by its own initializer, and the script's action.
    static var catalog: BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register(
            as: "photos", actions: ["new-photos": { $0.insertNewPhotos($0.reelNewItems(count: 3).map(Photo.init)) }]
        ) { items in PhotosViewController(photos: items.map(Photo.init)) }
        catalog.register(
            as: "misplaced-insert",
            actions: ["new-photos": { $0.insertNewPhotos($0.reelNewItems(count: 3).map(Photo.init)) }]
        ) { items in MisplacedInsertPhotosViewController(photos: items.map(Photo.init)) }
        catalog.register(as: "feed", actions: ["new-posts": { $0.prepend($0.reelNewItems(count: 3).map(Post.init)) }]) {
            items in FeedViewController(posts: items.map(Post.init))
        }
        catalog.register(
            as: "indexed-feed", actions: ["new-posts": { $0.prepend($0.reelNewItems(count: 3).map(Post.init)) }]
        ) { items in IndexedFeedViewController(posts: items.map(Post.init)) }
        return catalog
    }

    /// Scrolls down, calls the gallery's action (new items above), scrolls back up past them.
    static func scenario(gallery: String, action: String) -> String {
        """
        { "name": "\(gallery)", "gallery": "\(gallery)",
          "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
          "template": "photo-grid", "items": { "count": 200 },
          "network": { "seed": 7, "latency": { "median_ms": 400, "p95_ms": 1500 } },
          "script": [ { "fling": { "velocity": 2500, "deceleration": "normal" } }, { "wait": { "ms": 1200 } },
                      { "call": { "name": "\(action)" } }, { "wait": { "ms": 300 } },
                      { "fling": { "velocity": -2500, "deceleration": "normal" } }, { "wait": { "ms": 1500 } } ] }
        """
    }

    struct Run {
        let metrics: Metrics
        let outputs: [String: Data]
    }

    /// Renders `json` with `catalog` (the corpus controllers') and `workers`.
    static func render(_ json: String, workers: Int = 1, catalog: BindingCatalog = catalog) async throws -> Run {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("controllers-\(UUID()).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controllers-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try LoadedScenario.load(path: file.path, catalog: catalog)
        var options = RunOptions(outputDirectory: folder, workers: workers)
        options.catalog = catalog
        let run = options
        let metrics = try await onNewThread { try Runner.run(loaded, options: run) }.metrics
        return Run(metrics: metrics, outputs: try SampleGalleryTests.outputs(of: folder))
    }

    /// Runs the correct and the buggy controller (twice, and with 2 workers) and checks what they show.
    static func check(
        correct: String, buggy: String, action: String, catalog: BindingCatalog = catalog,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let good = try await render(scenario(gallery: correct, action: action), catalog: catalog)
        let again = try await render(scenario(gallery: correct, action: action), catalog: catalog)
        let twoWorkers = try await render(scenario(gallery: correct, action: action), workers: 2, catalog: catalog)
        let bad = try await render(scenario(gallery: buggy, action: action), catalog: catalog)
        let badAgain = try await render(scenario(gallery: buggy, action: action), workers: 2, catalog: catalog)
        #expect(good.metrics.count(.correct) > 0, sourceLocation: sourceLocation)
        #expect(good.metrics.count(.stale) == 0, sourceLocation: sourceLocation)
        #expect(good.metrics.count(.wrongText) == 0, sourceLocation: sourceLocation)
        #expect(good.metrics.gallery.outcomes["error", default: 0] == 0, "\(good.metrics.gallery.messages)")
        #expect(good.metrics.updates.snapshotsApplied > 0, sourceLocation: sourceLocation)
        #expect(bad.metrics.count(.stale) + bad.metrics.count(.wrongText) > 0, sourceLocation: sourceLocation)
        #expect(good.outputs["timeline.jsonl"] == again.outputs["timeline.jsonl"], sourceLocation: sourceLocation)
        #expect(good.outputs.count > 50, sourceLocation: sourceLocation)
        #expect(good.outputs == twoWorkers.outputs, "workers 1 vs 2", sourceLocation: sourceLocation)
        #expect(bad.outputs == badAgain.outputs, "buggy: a rerun with 2 workers", sourceLocation: sourceLocation)
    }

    @Test func viewControllerWithItsOwnCollectionViewAndClassicDataSource() async throws {
        try await Self.check(correct: "photos", buggy: "misplaced-insert", action: "new-photos")
    }

    @Test func collectionViewControllerWithADiffableDataSource() async throws {
        try await Self.check(correct: "feed", buggy: "indexed-feed", action: "new-posts")
    }

    @Test func ignoredCallsAreCountedOncePerKind() async throws {
        // The photos screen sets a refresh control; the feed also ends refreshing (the same kind) and asks for its
        // navigation controller's bar.
        let photos = try await Self.render(Self.scenario(gallery: "photos", action: "new-photos"))
        let feed = try await Self.render(Self.scenario(gallery: "feed", action: "new-posts"))
        #expect(photos.metrics.gallery.outcomes["ignored"] == 1)
        #expect(feed.metrics.gallery.outcomes["ignored"] == 1)
        #expect(feed.metrics.gallery.messages.contains { $0.hasPrefix("ignored: UIRefreshControl") })
    }
}

extension Photo {
    init(_ item: GalleryItem) { self.init(id: item.id, caption: item.title, url: item.imageURL) }
}

extension Post {
    init(_ item: GalleryItem) { self.init(id: item.id, headline: item.title, imageURL: item.imageURL) }
}
