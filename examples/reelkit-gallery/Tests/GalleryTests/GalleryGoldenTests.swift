import Foundation
import Gallery
import ReelTesting
import Testing

/// Each gallery, rendered on a small canvas, against its golden frames and timeline — one call per gallery.
/// A gallery without a golden gets one recorded and its test fails once, saying so; accept a change with
/// `REEL_UPDATE=changed swift test`. Scenario paths are built from `#filePath`: `swift test` may run anywhere.
@Suite(.serialized) struct GalleryGoldenTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    @Test(arguments: [
        "photocell", "naive", "captured-model", "captured-model-fixed", "prefetch-indexpath", "prefetch-stable-ids",
        "waterfall", "waterfall-made-once", "table", "days", "days-stale-place",
    ])
    func matchesItsGolden(_ name: String) async throws {
        let scenario = Self.scenarios.appendingPathComponent("\(name).json").path
        try await assertGolden(of: scenario, as: .gallery(GalleryCatalog.catalog), named: name)
    }
}
