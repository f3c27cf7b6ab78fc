import Foundation
import Reel
import ReelCore
import ReelKit
import XCTest

/// A view controller compiled in Swift 5 mode (most shipped apps) starts, runs its action (registered with the
/// catalogue) and shows no stale image.
final class Swift5GalleryTests: XCTestCase {
    /// A helper object of no actor configures the collection view (it compiled: the point of the test) and is its
    /// data source.
    @MainActor func testANonisolatedHelperConfiguresTheCollectionView() {
        let list = NonisolatedListView()
        XCTAssertTrue(list.collectionView.dataSource === list)
        XCTAssertEqual(list.collectionView.indicatorStyle, .white)
        XCTAssertEqual(list.collectionView(list.collectionView, numberOfItemsInSection: 0), 3)
    }

    func testASwift5ViewControllerRuns() throws {
        var catalog = BindingCatalog()
        catalog.register(as: "swift5", actions: ["add": { $0.addTwo() }]) { items in
            Swift5PhotosViewController(items: items)
        }
        try run("swift5", catalog)
    }

    /// A `ReelGallery` declared in Swift 5 mode, whose actions the catalogue reads through the protocol (a dictionary
    /// of main-actor closures crashed there: Swift 5 does not make them `@Sendable`, and the runtime refused the cast).
    func testASwift5GallerysActionsAreReadAndRun() throws {
        var catalog = BindingCatalog()
        catalog.register(Swift5PhotoGallery.self, as: "swift5-gallery")
        XCTAssertEqual(MainActor.assumeIsolated { Swift5PhotoGallery.actions.keys.sorted() }, ["add", "reapply"])
        try run("swift5-gallery", catalog)
    }

    func run(_ gallery: String, _ catalog: BindingCatalog) throws {
        let json = """
            { "name": "swift5", "gallery": "\(gallery)",
              "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
              "items": { "count": 120 }, "network": { "seed": 3 },
              "script": [ { "wait": { "ms": 800 } }, { "call": { "name": "add" } },
                          { "fling": { "velocity": 2500 } }, { "wait": { "ms": 1500 } } ] }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swift5-\(UUID()).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift5-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try LoadedScenario.load(path: file.path, catalog: catalog)
        var options = RunOptions(outputDirectory: folder, workers: 1)
        options.catalog = catalog
        let metrics = try Runner.run(loaded, options: options).metrics
        XCTAssertGreaterThan(metrics.count(.correct), 0)
        XCTAssertEqual(metrics.count(.stale), 0)
        XCTAssertEqual(metrics.gallery.outcomes["error", default: 0], 0, "\(metrics.gallery.messages)")
    }
}
