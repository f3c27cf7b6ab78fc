import Foundation
import Reel
import ReelCore
import ReelGraphics
import ReelRender
import SampleGallery

/// What drawing a gallery's own cells costs (`drawing: app`) against reel's template: the simulation and the drawing
/// of every frame (no encoding, no I/O) of the sample's galleries on a quickstart-sized canvas.
enum GalleryDrawingBenchmark {
    /// Frames per second of simulating and drawing `gallery` with `drawing` (images: synthetic bitmaps of the
    /// template's image size, made outside the timed part).
    static func framesPerSecond(gallery: String, drawing: CellDrawing, template: Template) throws -> Double {
        var scenario = Scenario(
            name: "drawing", items: .synthetic(count: 400),
            script: [
                .fling(velocity: 2_500, deceleration: .normal), .wait(ms: 1_500),
                .fling(velocity: -1_800, deceleration: .normal), .wait(ms: 1_500),
            ])
        scenario.prefetch.enabled = false
        scenario.gallery = gallery
        scenario.drawing = drawing
        var simulation = try Simulation(
            scenario: scenario, template: template, catalog: GalleryCatalog.catalog.withStandardCatalogue())
        // Text measured as a run measures it (the runner's fonts).
        let measure = FontMeasure()
        simulation.measureText = measure.measure
        simulation.measureAppText = measure.appMeasure
        let renderer = try FrameRenderer(
            canvas: scenario.canvas, template: template, imageFrame: simulation.imageFrame,
            imageSize: simulation.imageSize, options: RenderOptions())
        var bitmaps: [ImageKey: Bitmap] = [:]
        let clock = ContinuousClock()  // measures the benchmark only
        var elapsed = Duration.zero
        var frames = 0
        while !simulation.isFinished {
            let start = clock.now
            let step = simulation.step { _ in .success(bytes: 50_000, pixels: 262_144) }
            elapsed += clock.now - start
            var images: [ImageKey: Bitmap] = [:]
            for key in imageKeys(of: step.frame) {
                if bitmaps[key] == nil {
                    bitmaps[key] = SyntheticImage.bitmap(
                        index: bitmaps.count, width: simulation.imageSize.width, height: simulation.imageSize.height)
                }
                images[key] = bitmaps[key]
            }
            let drawStart = clock.now
            renderer.render(step.frame, images: images)
            elapsed += clock.now - drawStart
            frames += 1
        }
        simulation.finish()
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return Double(frames) / seconds
    }

    private static func imageKeys(of frame: FrameState) -> [ImageKey] {
        var keys: [ImageKey] = []
        for cell in frame.cells {
            if case .image(let tag) = cell.content { keys.append(tag.key) }
            keys += (cell.drawing?.imageTags ?? []).map(\.key)
        }
        return keys
    }

    /// One line per gallery: frames per second drawn by the template and by the app's views, and their ratio.
    static func report(template: Template) throws -> [String] {
        try ["photocell", "captured-model-fixed"].map { gallery in
            let templateRate = try framesPerSecond(gallery: gallery, drawing: .template, template: template)
            let appRate = try framesPerSecond(gallery: gallery, drawing: .app, template: template)
            let share = String(format: "%.0f", appRate / templateRate * 100)
            return "simulated and drawn, ReelKit \(gallery) (400 items, 390×844 @2x): template "
                + "\(String(format: "%.0f", templateRate)) frames/s, the app's views "
                + "\(String(format: "%.0f", appRate)) frames/s (\(share)% of the template's)"
        }
    }
}
