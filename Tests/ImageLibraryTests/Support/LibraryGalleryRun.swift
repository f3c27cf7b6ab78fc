import Foundation
import Reel
import ReelCore
import ReelKit
import Testing

/// One render of a corpus grid: its metrics, frames and logs, and what its probe saw.
struct LibraryGalleryRun {
    let metrics: Metrics
    let outputs: [String: Data]
    let probe: [String]

    /// Scrolls down and back up, so cells are reused while their images load; `probe` runs after 3 s.
    static func scenario(gallery: String, settings: String = "") -> String {
        """
        { "name": "\(gallery)", "gallery": "\(gallery)", \(settings)
          "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
          "template": "photo-grid", "items": { "count": 240 },
          "network": { "seed": 11, "latency": { "median_ms": 500, "p95_ms": 1800 } },
          "script": [ { "wait": { "ms": 3000 } }, { "call": { "name": "probe" } },
                      { "fling": { "velocity": 3000, "deceleration": "normal" } }, { "wait": { "ms": 900 } },
                      { "fling": { "velocity": -3000, "deceleration": "normal" } }, { "wait": { "ms": 2500 } } ] }
        """
    }

    /// Registers a grid of `Cell` as `name`, whose `probe` action runs `probe` with the grid's photos.
    static func register<Cell: PhotoCell>(
        _ cell: Cell.Type, as name: String, in catalog: inout BindingCatalog, log: ProbeLog,
        probe: @escaping @MainActor @Sendable ([Photo], ProbeLog) -> Void = { _, _ in }
    ) {
        catalog.register(
            as: name,
            actions: [
                "probe": { (controller: PhotoGridViewController<Cell>) in
                    probe(controller.photos, log)
                }
            ]
        ) { items in
            PhotoGridViewController<Cell>(photos: items.map(Photo.init))
        }
    }

    /// Renders `gallery` of `catalog` with `workers`.
    static func render(
        _ gallery: String, catalog: BindingCatalog, log: ProbeLog, workers: Int = 1, settings: String = ""
    ) async throws -> LibraryGalleryRun {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID()).json")
        try Data(scenario(gallery: gallery, settings: settings).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try LoadedScenario.load(path: file.path, catalog: catalog)
        var options = RunOptions(outputDirectory: folder, workers: workers)
        options.catalog = catalog
        let run = options
        let metrics = try await onNewThread { try Runner.run(loaded, options: run) }.metrics
        return LibraryGalleryRun(metrics: metrics, outputs: try outputs(of: folder), probe: log.all)
    }

    /// Expects a correct gallery's outcome of this run: images shown, none stale, no other item's text, no error in
    /// the gallery's code, and the same frames and logs as `other` (the run with 2 workers).
    func expectCorrect(sameAs other: LibraryGalleryRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(metrics.count(.correct) > 0, sourceLocation: sourceLocation)
        #expect(metrics.count(.stale) == 0, sourceLocation: sourceLocation)
        #expect(metrics.count(.wrongText) == 0, sourceLocation: sourceLocation)
        #expect(
            metrics.gallery.outcomes["error", default: 0] == 0, "\(metrics.gallery.messages)",
            sourceLocation: sourceLocation)
        #expect(outputs == other.outputs, "workers 1 vs 2", sourceLocation: sourceLocation)
        #expect(probe == other.probe, sourceLocation: sourceLocation)
    }

    static func outputs(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let frames = folder.appendingPathComponent("frames")
        for name in try FileManager.default.contentsOfDirectory(atPath: frames.path) {
            files[name] = try Data(contentsOf: frames.appendingPathComponent(name))
        }
        for name in ["timeline.jsonl", "cells.csv"] {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}

/// Runs `body` on a thread of its own (a render blocks its thread), off the cooperative pool.
func onNewThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
