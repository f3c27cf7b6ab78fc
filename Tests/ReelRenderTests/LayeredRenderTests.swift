import ReelCore
import ReelGraphics
import Testing

@testable import ReelRender

/// `renderLayered` leaves opaque images that nothing drawn after them overlaps off the surface (`LayeredFrame`). The
/// frame it describes must be the frame `render` draws, on a surface that held another frame before; and an image
/// that anything later touches (another cell, text, row flags, a fading cell, the scroll indicator, the overlay)
/// must stay on the surface.
@Suite struct LayeredRenderTests {
    let shared = OpaqueImageCopyTests()

    func template(titled: Bool) -> Template {
        var template = shared.template()
        if !titled { template.cell.title = nil }
        return template
    }

    func renderer(_ template: Template, options: RenderOptions) throws -> FrameRenderer {
        try FrameRenderer(
            canvas: shared.canvas, template: template, imageFrame: shared.imageFrame,
            imageSize: PixelSize(width: 60, height: 60), options: options)
    }

    /// Checks the layered frame against a fresh `render` and returns the items whose images were left off.
    func leftOff(_ frame: FrameState, titled: Bool = false, options: RenderOptions = RenderOptions()) throws -> [Int] {
        let template = template(titled: titled)
        let reused = try renderer(template, options: options)
        reused.render(shared.first, images: shared.images(checked: true))
        let layered = reused.renderLayered(frame, images: shared.images(checked: true))
        let drawn = try renderer(template, options: options).render(frame, images: shared.images(checked: false))
        #expect(PNGEncoder().pixelHash(layered) == PNGEncoder().pixelHash(drawn))
        let flattenedIsDrawn = layered.flattened().bitmap() == drawn.bitmap()
        #expect(flattenedIsDrawn, "the flattened layered frame differs from the drawn one")
        let items = shared.second.cells.map(\.itemIndex)
        return layered.copies.compactMap { copy in
            items.first { shared.images(checked: true)[shared.key($0)] == copy.bitmap }
        }
    }

    @Test func imagesNothingOverlapsAreLeftOff() throws {
        // Item 2's image lies under item 3's box, drawn after it; the others are alone.
        #expect(try leftOff(shared.second) == [4, 1, 3, 0])
    }

    @Test func textKeepsEveryImageOnTheSurface() throws {
        #expect(try leftOff(shared.second, titled: true) == [])
    }

    @Test func theOverlayKeepsEveryImageOnTheSurface() throws {
        #expect(try leftOff(shared.second, options: RenderOptions(overlay: true)) == [])
    }

    @Test func theScrollIndicatorKeepsTheImageBelowIt() throws {
        var frame = shared.second
        frame.scrollIndicator = ScrollIndicator(knob: Rect(x: 125, y: 10, width: 3, height: 40), alpha: 0.8)
        #expect(try leftOff(frame) == [4, 3, 0])
        frame.scrollIndicator?.alpha = 0
        #expect(try leftOff(frame) == [4, 1, 3, 0], "a hidden indicator draws nothing")
    }

    @Test func aFadingCellKeepsTheImageBelowIt() throws {
        var frame = shared.second
        frame.fadingCells = [FadingCell(cell: shared.cell(4, x: 140, y: 127.1), opacity: 0.5)]
        #expect(try leftOff(frame) == [4, 1, 3])
    }

    @Test func rowFlagsKeepTheirCellsImageAndEveryImageBefore() throws {
        var frame = shared.second
        frame.cells[1].flags = [.selected]
        #expect(try leftOff(frame) == [3, 0])
    }

    /// A placeholder or failure look with an opaque colour and square corners is not painted over a cell background:
    /// the frames must be those of painting both, on square and on rounded templates.
    @Test(arguments: [(0.0, 0.0), (6.0, 0.0), (0.0, 3.0)])
    func placeholdersAreTheFramesOfPaintingTheCellBelow(corners: (cell: Double, image: Double)) throws {
        var frame = shared.second
        frame.cells[0].content = .failed(ImageTag(itemID: "4", key: shared.key(4)), reason: .httpStatus(500))
        frame.cells[2].content = .empty
        var template = shared.template(cornerRadius: corners.cell, imageRadius: corners.image)
        template.cell.title = nil
        let reused = try renderer(template, options: RenderOptions())
        reused.render(shared.first, images: shared.images(checked: true))
        let layered = reused.renderLayered(frame, images: shared.images(checked: true))
        let plain = try renderer(template, options: RenderOptions())
        plain.paintsHiddenFills = true
        let drawn = plain.render(frame, images: shared.images(checked: false))
        #expect(PNGEncoder().pixelHash(layered) == PNGEncoder().pixelHash(drawn))
        let culled = reused.opaqueContentRect(of: frame.cells[0], scale: 1) != nil
        #expect(culled == (corners.image == 0), "only square placeholders skip the cell below")
    }
}
