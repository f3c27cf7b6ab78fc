import Foundation
import Reel
import ReelCore
import ReelKit
import Testing

/// A gallery's `actions` are read through the protocol; one declared with another closure type is not the gallery's,
/// and a scenario calling it is refused with one line that says how actions are declared.
@Suite struct GalleryActionsTests {
    static let scenario =
        #"{"name": "actions", "gallery": "GALLERY", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
        + #""items": {"count": 6}, "script": [{"wait": {"ms": 100}}, {"call": {"name": "explode"}}]}"#

    /// The scenario calling "explode" on `gallery`, in a temporary file.
    static func file(gallery: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID()).json")
        try Data(scenario.replacingOccurrences(of: "GALLERY", with: gallery).utf8).write(to: file)
        return file.path
    }

    @Test func declaredActionsAreTheGallerysOwn() throws {
        var catalog = BindingCatalog()
        catalog.register(ExplodingGallery.self, as: "exploding")
        let file = try Self.file(gallery: "exploding")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: Never.self) { try LoadedScenario.load(path: file, catalog: catalog) }
    }

    @Test func actionsOfAnotherClosureTypeAreNotTheGallerysAndACallOfOneIsRefused() throws {
        var catalog = BindingCatalog()
        catalog.register(MainActorActionsGallery.self, as: "main-actor-actions")
        let file = try Self.file(gallery: "main-actor-actions")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let error = #expect(throws: InputError.self) { try LoadedScenario.load(path: file, catalog: catalog) }
        #expect(
            error?.description
                == "\(file): $.script[1].call.name: no action \"explode\": only a gallery's own actions can be called, "
                + "and this one declares none (a ReelGallery declares them as "
                + "`static var actions: [String: (Self) throws -> Void]`)")
    }
}

/// A gallery whose `actions` has `@MainActor` closures: another type than the requirement's, so not its actions.
@MainActor
final class MainActorActionsGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }

    static var actions: [String: @MainActor (MainActorActionsGallery) throws -> Void] { ["explode": { _ in }] }
}
