import Foundation
import ReelCore
import ReelGraphics
import ReelRender
import Testing

@testable import ReelKit

/// The last frame of a short run of a gallery of one cell class (200 × 300 points at scale 1), drawn by the app's
/// views in `appearance`, and that frame's pixels.
func lastDrawnFrame<Cell: ItemCell>(
    of cell: Cell.Type, appearance: Appearance, waitMs: Double = 200
) throws -> (frame: FrameState, pixels: Bitmap) {
    var catalog = BindingCatalog()
    catalog.register(ItemCellGallery<Cell>.self, as: "test")
    var scenario = staleScenario()
    scenario.canvas = Canvas(width: 200, height: 300, scale: 1, fps: 30)
    scenario.script = [.wait(ms: waitMs)]
    scenario.gallery = "test"
    scenario.appearance = appearance
    let template = photoGrid()
    var sim = try Simulation(scenario: scenario, template: template, catalog: catalog)
    var last: FrameState?
    while !sim.isFinished { last = sim.step { _ in .success(bytes: 1000) }.frame }
    sim.finish()
    let frame = try #require(last)
    let renderer = try FrameRenderer(
        canvas: scenario.canvas, template: template, imageFrame: sim.imageFrame, imageSize: sim.imageSize,
        options: RenderOptions())
    return (frame, renderer.render(frame, images: [:]).bitmap())
}
