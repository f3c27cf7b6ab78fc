import Foundation
import Gallery
import ReelTesting
import Testing

/// Each gallery, rendered on a small canvas, against its golden frames and timeline — one call per gallery.
/// Record or accept changes with `REEL_UPDATE=missing` / `REEL_UPDATE=changed swift test`.
@Suite(.serialized) struct GalleryGoldenTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    @Test(arguments: [
        "photocell", "naive", "captured-model", "captured-model-fixed", "prefetch-indexpath", "prefetch-stable-ids",
    ])
    func matchesItsGolden(_ name: String) async throws {
        let scenario = Self.scenarios.appendingPathComponent("\(name).json").path
        try await assertGolden(of: scenario, as: .gallery(GalleryCatalog.catalog), named: name)
    }
}
