import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelCLI
@testable import ReelKit

/// The app's layout object drives reel's layout: a flow or compositional layout that is the template's grid gives
/// the template's frames, PNGs and logs byte for byte; another layout moves the cells; a layout reel cannot express
/// stops the run with the reason.
@Suite(.serialized) struct LayoutRunTests {
    /// Each frame's visible cells' frames, the timeline, the metrics and the stop of a run of `gallery`.
    static func run<Gallery: ReelGallery>(
        _ gallery: Gallery.Type, scenario: Scenario = staleScenario(), template: Template = photoGrid()
    ) throws -> (frames: [[Rect]], timeline: [String], metrics: Metrics, stop: UserCodeStop?) {
        var catalog = BindingCatalog()
        catalog.register(gallery, as: "test")
        var scenario = scenario
        scenario.gallery = "test"
        var sim = try Simulation(scenario: scenario, template: template, catalog: catalog)
        var frames: [[Rect]] = []
        var lines: [String] = []
        while !sim.isFinished, sim.userCodeStop == nil {
            let step = sim.step { _ in .success(bytes: 1000) }
            frames.append(step.frame.cells.map(\.frame))
            lines += step.events.map(\.jsonLine)
        }
        lines += sim.finish().map(\.jsonLine)
        return (frames, lines, sim.metrics, sim.userCodeStop)
    }

    @Test func aFlowLayoutOfTheTemplatesGridGivesTheTemplatesFramesAndTimeline() async throws {
        let (template, flow) = try await onNewThread {
            (try Self.run(ItemCellGallery<PhotoCell>.self), try Self.run(FlowGridGallery.self))
        }
        #expect(flow.stop == nil)
        #expect(flow.frames.count > 100)
        #expect(flow.frames == template.frames)
        #expect(flow.timeline == template.timeline)
    }

    @Test func aCompositionalGridOfTheTemplatesGridGivesTheTemplatesFramesAndTimeline() async throws {
        let (template, grid) = try await onNewThread {
            (try Self.run(ItemCellGallery<PhotoCell>.self), try Self.run(CompositionalGridGallery.self))
        }
        #expect(grid.stop == nil)
        #expect(grid.frames == template.frames)
        #expect(grid.timeline == template.timeline)
    }

    @Test func aFlowLayoutSubclassSizingItsItemsInPrepareIsReadAfterItsPrepare() async throws {
        let (template, prepared) = try await onNewThread {
            (try Self.run(ItemCellGallery<PhotoCell>.self), try Self.run(PreparedFlowGallery.self))
        }
        #expect(prepared.stop == nil)
        #expect(prepared.frames == template.frames)
        #expect(prepared.timeline == template.timeline)
    }

    @Test func anotherLayoutMovesTheCellsAndAChangeToItAppliesFromTheNextFrame() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100), .call(name: "one-column"), .wait(ms: 100)]
        let run = scenario
        let result = try await onNewThread { try Self.run(TwoColumnFlowGallery.self, scenario: run) }
        #expect(result.stop == nil)
        // 370 points between the insets: two items of 180, 10 between them; rows 6 apart.
        #expect(
            Array(result.frames[0].prefix(3)) == [
                Rect(x: 10, y: 10, width: 180, height: 120), Rect(x: 200, y: 10, width: 180, height: 120),
                Rect(x: 10, y: 136, width: 180, height: 120),
            ])
        let last = try #require(result.frames.last)
        #expect(
            Array(last.prefix(2)) == [
                Rect(x: 10, y: 10, width: 370, height: 200), Rect(x: 10, y: 216, width: 370, height: 200),
            ])
        #expect(result.metrics.count(.stale) == 0 && result.metrics.count(.correct) > 0)
    }

    @Test func aLayoutReelCannotExpressStopsTheRunWithTheReason() async throws {
        let result = try await onNewThread { try Self.run(HorizontalFlowGallery.self) }
        let stop = try #require(result.stop)
        #expect(stop.gallery == "test")
        #expect(stop.message.hasPrefix("layout: UICollectionViewFlowLayout.scrollDirection is .horizontal"))
        #expect(result.frames.count == 1)
    }

    @Test func aRenderOfALayoutReelCannotExpressIsBadInputWithItsReasonAndNoManifest() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = await #expect(throws: UserCodeStop.self) {
            _ = try await Self.render(
                HorizontalFlowGallery.self, scenario: CallbackGalleryTests.dataTaskScenario, workers: 1, into: folder)
        }
        let stop = try #require(error)
        #expect(CommandError(stop).exitCode == 2)
        #expect(
            CommandError(stop).description
                == "reel: error: gallery \"data-task\": layout: UICollectionViewFlowLayout.scrollDirection is "
                + ".horizontal: reel scrolls vertically; use .vertical, or set no layout (the scenario's template)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path))
    }

    @Test func theTemplatesPNGsAndLogsAreByteIdenticalUnderAnEqualLayout() async throws {
        let template = try await Self.render(ItemCellGallery<PhotoCell>.self, workers: 1)
        let flow = try await Self.render(FlowGridGallery.self, workers: 1)
        let compositional = try await Self.render(CompositionalGridGallery.self, workers: 2)
        #expect(template.count > 50)
        #expect(flow == template)
        #expect(compositional == template)
    }

    /// The frames, timeline and cells log of the data-task scenario rendered with `gallery`.
    static func render<Gallery: ReelGallery>(_ gallery: Gallery.Type, workers: Int) async throws -> [String: Data] {
        try await render(gallery, scenario: CallbackGalleryTests.dataTaskScenario, workers: workers).outputs
    }

    /// Renders `json` (whose gallery is "data-task") with `gallery` and `workers` and returns the outputs.
    static func render<Gallery: ReelGallery>(
        _ gallery: Gallery.Type, scenario json: String, workers: Int, into folder: URL? = nil
    ) async throws -> (outputs: [String: Data], metrics: Metrics) {
        let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID()).json")
        try Data(json.utf8).write(to: scenario)
        defer { try? FileManager.default.removeItem(at: scenario) }
        var catalog = BindingCatalog()
        catalog.register(gallery, as: "data-task")
        let loaded = try LoadedScenario.load(path: scenario.path, catalog: catalog)
        let output = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID())")
        defer { if folder == nil { try? FileManager.default.removeItem(at: output) } }
        var options = RunOptions(outputDirectory: output, workers: workers)
        options.catalog = catalog
        let run = options
        let metrics = try await onNewThread { try Runner.run(loaded, options: run) }.metrics
        return (try SampleGalleryTests.outputs(of: output), metrics)
    }
}
