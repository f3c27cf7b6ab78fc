import Foundation
import Kingfisher
import Reel
import ReelCore
import Testing

/// Galleries written with Kingfisher (Corpus/): `import Kingfisher` compiles unchanged against reel's product and
/// runs on reel's pipeline. `kf.setImage` and the `KF` builder show no stale image (Kingfisher drops a late image by
/// the view's task identifier); `retrieveImage` with no check of the cell shows stale images, and with a check none.
/// Every run is the same, with 1 or 2 workers, and each run starts with its own caches and identifiers.
@Suite(.serialized) struct KingfisherGalleryTests {
    static func catalog(log: ProbeLog = ProbeLog()) -> BindingCatalog {
        var catalog = BindingCatalog()
        let styles: [(String, KingfisherPhotosViewController.Style)] = [
            ("kf-set-image", .setImage), ("kf-builder", .builder), ("kf-retrieving", .retrieving),
            ("kf-checked-retrieving", .checkedRetrieving),
        ]
        for (name, style) in styles {
            catalog.register(
                as: name,
                actions: [
                    "probe": { controller in
                        KingfisherProbe.run(controller.photos, log: log)
                    }
                ]
            ) { items in
                KingfisherPhotosViewController(photos: items.map(KFPhoto.init), style: style)
            }
        }
        return catalog
    }

    /// Scrolls down and back up, so cells are reused while their images load; the probe runs in between.
    static func scenario(gallery: String) -> String {
        """
        { "name": "\(gallery)", "gallery": "\(gallery)",
          "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
          "template": "photo-grid", "items": { "count": 240 },
          "network": { "seed": 11, "latency": { "median_ms": 500, "p95_ms": 1800 } },
          "script": [ { "wait": { "ms": 3000 } }, { "call": { "name": "probe" } },
                      { "fling": { "velocity": 3000, "deceleration": "normal" } }, { "wait": { "ms": 900 } },
                      { "fling": { "velocity": -3000, "deceleration": "normal" } }, { "wait": { "ms": 2500 } } ] }
        """
    }

    struct Run {
        let metrics: Metrics
        let outputs: [String: Data]
        let probe: [String]
    }

    static func render(_ gallery: String, workers: Int = 1) async throws -> Run {
        let log = ProbeLog()
        let catalog = Self.catalog(log: log)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kingfisher-\(UUID()).json")
        try Data(scenario(gallery: gallery).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kingfisher-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try LoadedScenario.load(path: file.path, catalog: catalog)
        var options = RunOptions(outputDirectory: folder, workers: workers)
        options.catalog = catalog
        let run = options
        let metrics = try await onNewThread { try Runner.run(loaded, options: run) }.metrics
        return Run(metrics: metrics, outputs: try outputs(of: folder), probe: log.all)
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

    @Test(arguments: ["kf-set-image", "kf-builder", "kf-checked-retrieving"])
    func correctCellsShowNoStaleImage(gallery: String) async throws {
        let run = try await Self.render(gallery)
        #expect(run.metrics.count(.correct) > 0)
        #expect(run.metrics.count(.stale) == 0, "\(gallery)")
        #expect(run.metrics.count(.wrongText) == 0)
        #expect(run.metrics.gallery.outcomes["error", default: 0] == 0, "\(run.metrics.gallery.messages)")
        let twoWorkers = try await Self.render(gallery, workers: 2)
        #expect(run.outputs == twoWorkers.outputs, "workers 1 vs 2")
        #expect(run.probe == twoWorkers.probe)
    }

    @Test func retrievingWithoutACheckShowsStaleImages() async throws {
        let run = try await Self.render("kf-retrieving")
        #expect(run.metrics.count(.stale) > 0)
        let again = try await Self.render("kf-retrieving", workers: 2)
        #expect(run.outputs == again.outputs)
    }

    @Test func theProbeSeesKingfishersDocumentedBehaviour() async throws {
        let first = try await Self.render("kf-set-image")
        let lines = Set(first.probe)
        for expected in [
            "memory hit set before setImage returned: true", "memory: memory", "original: disk",
            "first request replaced: true", "second request: none", "second request's image set: true",
            "cancelled: true", "placeholder at once: true", "only from cache: miss", "nil source: emptySource",
            "disk cache holds the original: disk",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(first.probe)")
        }
        // A second run in the same process starts from its own caches and identifiers, as a new launch does.
        let second = try await Self.render("kf-set-image")
        #expect(first.probe == second.probe)
        #expect(first.outputs == second.outputs)
    }
}

extension KFPhoto {
    init(_ item: GalleryItem) { self.init(id: item.id, caption: item.title, url: item.imageURL) }
}

/// Runs `body` on a thread of its own (a render blocks its thread), off the cooperative pool.
func onNewThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
