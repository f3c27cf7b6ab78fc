import CatalogueOracle
import Foundation
import Reel
import ReelCore
import ReelTestSupport
import ReelTesting
import Synchronization
import Testing

/// ReelTesting with a catalogue of the user's galleries: a scenario's `gallery` renders the registered binding.
@Suite(.tags(.endToEnd)) struct GalleryCatalogTests {
    /// Counts the simulations a gallery was made for.
    final class Made: Sendable {
        let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
    }

    static let scenario =
        #"{"name": "gallery-snapshot", "gallery": "mine", "#
        + #""canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
        + #""items": {"count": 6}, "script": [{"wait": {"ms": 200}}]}"#

    static func catalog(_ made: Made) -> BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register("mine") { _ in
            made.count.withLock { $0 += 1 }
            return NaiveBinding()
        }
        return catalog
    }

    @Test func aGalleryScenarioRendersThroughTheCatalogue() async throws {
        let folder = try Paths.temporary("gallery-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("gallery.json")
        try Data(Self.scenario.utf8).write(to: file)
        let made = Made()
        let catalog = Self.catalog(made)
        let goldens = folder.appendingPathComponent("goldens", isDirectory: true)

        let result = try await verifyGolden(
            of: file.path, as: .scenarioFile(.run(catalog: catalog), catalog: catalog), named: "gallery",
            goldens: goldens, update: .missing)
        #expect(result.status == .recorded, "\(result.message)")
        #expect(made.value == 1)  // made for the run only: validating a scenario makes no binding
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("gallery/manifest.json").path))

        let unknown = await #expect(throws: InputError.self) {
            _ = try await verifyGolden(of: file.path, as: .scenarioFile(), named: "gallery", goldens: goldens)
        }
        #expect(unknown?.path == "$.gallery")

        let loaded = try LoadedScenario.load(path: file.path, catalog: catalog)
        #expect(try loaded.setting("prefetch.lead_screens", 1, catalog: catalog).scenario.prefetch.leadScreens == 1)
        let refused = #expect(throws: InputError.self) { try loaded.setting("prefetch.lead_screens", 1) }
        #expect(refused?.path == "$.gallery")
    }
}
