import Foundation
import Reel
import ReelCore
import ReelTestSupport
import SampleGallery
import Testing

/// The sample package's galleries (examples/reelkit-gallery) run end to end — real image server, libcurl,
/// rendering — and what each must show.
@Suite(.serialized, .tags(.endToEnd)) struct SampleGalleryTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/reelkit-gallery/scenarios").standardized

    /// Renders the sample scenario `name` into a temporary folder on a thread of its own and returns its metrics; the
    /// folder is removed. At half the scenario's 2× scale by default: these tests check what the gallery code does,
    /// and the pixel density is no part of it (the naive gallery's run at 0.5× has its 2× run's timeline event for
    /// event, apart from the scroll offsets snapped to pixels and the decode sizes), while a 2× frame costs about ten
    /// times as much to draw and encode.
    static func render(_ name: String, workers: Int = 2, scale: Double? = 0.5) async throws -> Metrics {
        let (metrics, folder) = try await renderKeepingFolder(name, workers: workers, scale: scale)
        try? FileManager.default.removeItem(at: folder)
        return metrics
    }

    /// `render`, keeping the run folder: the caller removes it.
    static func renderKeepingFolder(_ name: String, workers: Int = 2, scale: Double? = nil) async throws -> (
        metrics: Metrics, folder: URL
    ) {
        let path = scenarios.appendingPathComponent("\(name).json").path
        var loaded = try LoadedScenario.load(path: path, catalog: GalleryCatalog.catalog)
        if let scale { loaded.scenario.canvas.scale = scale }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reelkit-\(name)-\(UUID())")
        var options = RunOptions(outputDirectory: folder, workers: workers)
        options.catalog = GalleryCatalog.catalog
        let run = options
        let scenario = loaded
        let result = try await onNewThread { try Runner.run(scenario, options: run) }
        return (result.metrics, folder)
    }

    @Test func photoCellShowsNoStaleImageAndTheNaiveCellDoes() async throws {
        let photo = try await Self.render("photocell")
        let naive = try await Self.render("naive")
        #expect(photo.count(.stale) == 0)
        #expect(photo.count(.correct) > 0)
        #expect(naive.count(.stale) > 0)
        #expect(naive.gallery.outcomes["late_write", default: 0] > 0)
    }

    @Test func capturedViewModelShowsDuplicatesAndTheFixNone() async throws {
        let captured = try await Self.render("captured-model")
        let fixed = try await Self.render("captured-model-fixed")
        #expect(captured.gallery.duplicateCellFrames > 0)
        #expect(captured.count(.wrongText) > 0)
        #expect(fixed.gallery.duplicateCellFrames == 0)
        #expect(fixed.count(.wrongText) == 0)
        #expect(fixed.count(.stale) == 0)
    }

    @Test func indexPathKeyedPrefetchShowsWrongImagesAfterAnInsertAndStableIDsNone() async throws {
        let indexPath = try await Self.render("prefetch-indexpath")
        let stable = try await Self.render("prefetch-stable-ids")
        #expect(indexPath.exposure.staleOtherItem > 0)
        #expect(stable.count(.stale) == 0)
        #expect(stable.count(.correct) > 0)
    }

    @Test func rendersAreByteIdenticalAcrossRunsAndWorkerCounts() async throws {
        for name in ["naive", "prefetch-indexpath"] {
            let one = try await Self.renderKeepingFolder(name, workers: 1, scale: 0.5).folder
            let two = try await Self.renderKeepingFolder(name, workers: 2, scale: 0.5).folder
            let again = try await Self.renderKeepingFolder(name, workers: 2, scale: 0.5).folder
            defer { for folder in [one, two, again] { try? FileManager.default.removeItem(at: folder) } }
            let first = try Self.outputs(of: one)
            #expect(first.count > 100)
            #expect(first == (try Self.outputs(of: two)), "\(name): workers 1 vs 2")
            #expect(first == (try Self.outputs(of: again)), "\(name): a second run")
        }
    }

    /// Every frame, the timeline and the cells log of a run folder, by name.
    static func outputs(of folder: URL) throws -> [String: Data] {
        let frames = folder.appendingPathComponent("frames")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: frames.path) {
            files[name] = try Data(contentsOf: frames.appendingPathComponent(name))
        }
        for name in ["timeline.jsonl", "cells.csv"] {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
