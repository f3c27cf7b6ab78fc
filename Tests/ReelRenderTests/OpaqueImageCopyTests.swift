import ReelCore
import ReelGraphics
import Testing

@testable import ReelRender

/// Opaque images are copied and nothing is painted below them (`FrameRenderer+CopiedImages`): the frames must be the
/// pixels of painting and blending everything, whatever the reused surface held before.
@Suite struct OpaqueImageCopyTests {
    let canvas = Canvas(width: 200, height: 150, scale: 1, fps: 60)
    let imageFrame = Rect(x: 5, y: 4, width: 60, height: 60)

    func template(cornerRadius: Double = 0, imageRadius: Double = 0) -> Template {
        Template(
            name: "t", background: Color(red: 0.05, green: 0.05, blue: 0.07),
            layout: GridSpec(columns: 2, spacing: 2, itemHeight: 80),
            cell: CellStyle(
                reuseIdentifier: "c", background: Color(red: 0.2, green: 0.1, blue: 0.3), cornerRadius: cornerRadius,
                image: ImageStyle(x: 5, y: 4, width: 60, height: 60, cornerRadius: imageRadius),
                title: TextStyle(x: 6, baseline: 76, size: 9, bold: false), subtitle: nil,
                placeholder: Color(red: 0.3, green: 0.3, blue: 0.35), failed: .black)
        )
    }

    func renderer(_ template: Template) throws -> FrameRenderer {
        try FrameRenderer(
            canvas: canvas, template: template, imageFrame: imageFrame, imageSize: PixelSize(width: 60, height: 60),
            options: RenderOptions())
    }

    func key(_ index: Int) -> ImageKey { ImageKey(url: "test:\(index)", size: PixelSize(width: 60, height: 60)) }

    func cell(_ index: Int, x: Double, y: Double, image: Bool = true) -> VisibleCell {
        let content: CellContent =
            image ? .image(ImageTag(itemID: "\(index)", key: key(index))) : .placeholder
        return VisibleCell(
            cellID: CellID(index + 1), itemID: "\(index)", itemIndex: index, title: "Photo \(index)", subtitle: nil,
            frame: Rect(x: x, y: y, width: 70, height: 80), content: content, state: image ? .correct : .placeholder)
    }

    /// Images 0…5, opaque and checked (`copied`) or the same pixels unchecked.
    func images(checked: Bool) -> [ImageKey: Bitmap] {
        var images: [ImageKey: Bitmap] = [:]
        for index in 0..<6 {
            let bitmap = SyntheticImage.bitmap(index: index, width: 60, height: 60)
            images[key(index)] = checked ? bitmap.checkingOpacity() : bitmap
        }
        return images
    }

    /// A first frame that leaves images where the second frame has background, cells, gaps and placeholders.
    var first: FrameState {
        FrameState(
            index: 0, timeMs: 0, offset: 0, velocity: 0,
            cells: [cell(0, x: 0, y: 0), cell(1, x: 72, y: 0), cell(2, x: 0, y: 82), cell(3, x: 72, y: 82)])
    }

    /// Cells moved by fractions of a point, one overlapping another, one off the top, one a placeholder.
    var second: FrameState {
        FrameState(
            index: 1, timeMs: 16, offset: 37.4, velocity: 100,
            cells: [
                cell(4, x: 0, y: -37.4), cell(1, x: 72, y: -37.4), cell(2, x: 0.6, y: 44.6),
                cell(3, x: 60.3, y: 50.2), cell(5, x: 130, y: 44.6, image: false), cell(0, x: 140, y: 127.1),
            ])
    }

    @Test(arguments: [0.0, 8.0]) func framesAreThePixelsOfBlendingEverything(cornerRadius: Double) throws {
        let template = template(cornerRadius: cornerRadius)
        let reused = try renderer(template)
        reused.render(first, images: images(checked: true))
        let copied = reused.render(second, images: images(checked: true)).bitmap()
        let blended = try renderer(template).render(second, images: images(checked: false)).bitmap()
        #expect(copied == blended)
        let copies = second.cells.compactMap { reused.copiedImage(of: $0, images: images(checked: true), scale: 1) }
        #expect(copies.count == 5, "the images drawn 1:1 are copied")
    }

    @Test func roundedImagesAndUncheckedOrTranslucentBitmapsAreBlended() throws {
        let rounded = try renderer(template(imageRadius: 6))
        #expect(rounded.copiedImage(of: cell(0, x: 0, y: 0), images: images(checked: true), scale: 1) == nil)
        let plain = try renderer(template())
        #expect(plain.copiedImage(of: cell(0, x: 0, y: 0), images: images(checked: false), scale: 1) == nil)
        var pixels = SyntheticImage.bitmap(index: 0, width: 60, height: 60).pixels
        pixels[4 * 61 + 3] = 0x80  // one translucent pixel
        let translucent = Bitmap(width: 60, height: 60, stride: 240, pixels: pixels).checkingOpacity()
        #expect(!translucent.isKnownOpaque)
        #expect(plain.copiedImage(of: cell(0, x: 0, y: 0), images: [key(0): translucent], scale: 1) == nil)
        let reused = try renderer(template())
        reused.render(first, images: images(checked: true))
        var withTranslucent = images(checked: true)
        withTranslucent[key(4)] = translucent
        let drawn = reused.render(second, images: withTranslucent).bitmap()
        var unchecked = images(checked: false)
        unchecked[key(4)] = Bitmap(width: 60, height: 60, stride: 240, pixels: pixels)
        #expect(drawn == (try renderer(template()).render(second, images: unchecked).bitmap()))
    }

    @Test func opacityIsCheckedOnceAndIgnoredByEquality() {
        let bitmap = SyntheticImage.bitmap(index: 3, width: 9, height: 7)
        #expect(!bitmap.isKnownOpaque)
        let checked = bitmap.checkingOpacity()
        #expect(checked.isKnownOpaque && checked == bitmap)
        #expect(!Bitmap(width: 0, height: 0, stride: 0, pixels: []).checkingOpacity().isKnownOpaque)
        #expect(
            !Bitmap(width: 4, height: 4, stride: 16, pixels: [UInt8](repeating: 0, count: 64)).checkingOpacity()
                .isKnownOpaque)
    }

    @Test func fillingAroundHolesLeavesOnlyTheHolesUntouched() throws {
        let surface = try CairoSurface(width: 12, height: 12)
        let context = try CairoContext(surface: surface)
        context.setColor(r: 1, g: 0, b: 0)
        context.paint()
        context.setColor(r: 0, g: 0, b: 1)
        let holes: [CairoContext.PixelBox] = [(2, 2, 3, 3), (4, 4, 3, 3), (9, 9, 5, 5), (20, 20, 2, 2)]
        context.fillRect((x: 0, y: 0, width: 12, height: 12), excluding: holes)
        let bitmap = surface.bitmap()
        for y in 0..<12 {
            for x in 0..<12 {
                let inside = holes.filter {
                    x >= Int($0.x) && x < Int($0.x + $0.width) && y >= Int($0.y) && y < Int($0.y + $0.height)
                }
                // Outside the holes: filled. In one hole: untouched. Where two overlap: filled again, harmlessly.
                let expected: UInt32 = inside.count == 1 ? 0xFFFF_0000 : 0xFF00_00FF
                #expect(bitmap.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }
}
