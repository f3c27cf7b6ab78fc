import ReelCore
import ReelGraphics
import ReelRender
import Testing

/// A gallery's own views as the renderer composites them (`drawing: app`): backgrounds, corners, clipping, alpha,
/// borders, text and image placement, pixel by pixel.
@Suite struct AppViewDrawingTests {
    static let side = 120.0
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// Draws `drawing` as the one cell of a frame with a white collection view behind it.
    func render(_ drawing: DrawnView, images: [ImageKey: Bitmap] = [:]) throws -> Bitmap {
        let canvas = Canvas(width: Self.side, height: Self.side, scale: 1, fps: 60)
        let renderer = try FrameRenderer(
            canvas: canvas, template: template, imageFrame: Rect(x: 0, y: 0, width: 1, height: 1),
            imageSize: PixelSize(width: 1, height: 1), options: RenderOptions())
        var cell = VisibleCell(
            cellID: 1, itemID: "1", itemIndex: 0, title: "Photo 1", subtitle: nil,
            frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side), content: .placeholder, state: .placeholder)
        cell.drawing = drawing
        var frame = FrameState(index: 0, timeMs: 0, offset: 0, velocity: 0, cells: [cell])
        frame.background = .white
        return renderer.render(frame, images: images).bitmap()
    }

    var template: Template {
        Template(
            name: "t", background: .black, layout: GridSpec(columns: 1, spacing: 0, itemHeight: Self.side),
            cell: CellStyle(
                reuseIdentifier: "c", background: .black, cornerRadius: 0, image: ImageStyle(), title: nil,
                subtitle: nil, placeholder: .black, failed: .black))
    }

    /// Red, green and blue of the pixel at (x, y).
    func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let offset = y * bitmap.stride + x * 4
        return (bitmap.pixels[offset + 2], bitmap.pixels[offset + 1], bitmap.pixels[offset])
    }

    func filled(_ color: Color, radius: Double = 0, clips: Bool = false) -> DrawnView {
        var view = DrawnView(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        view.layer.background = color
        view.layer.cornerRadius = radius
        view.layer.clips = clips
        return view
    }

    @Test func aCornerRadiusRoundsOnlyTheCorners() throws {
        let square = try render(filled(Self.red))
        let rounded = try render(filled(Self.red, radius: 16))
        #expect(pixel(square, 1, 1) == (255, 0, 0))
        #expect(pixel(rounded, 1, 1) == (255, 255, 255))
        #expect(pixel(rounded, 60, 60) == (255, 0, 0))
        #expect(pixel(rounded, 60, 1) == (255, 0, 0))
    }

    @Test func continuousCornersLeaveTheEdgeEarlierThanCircularOnes() throws {
        var smooth = filled(Self.red, radius: 20)
        smooth.layer.continuousCorners = true
        let circular = try render(filled(Self.red, radius: 20))
        let continuous = try render(smooth)
        // A circular corner meets the top edge 20 points in, a continuous one about 30.6 points in.
        #expect(pixel(circular, 20, 0) == (255, 0, 0))
        #expect(pixel(continuous, 20, 0) != (255, 0, 0))
        #expect(continuous.pixels != circular.pixels)
        #expect(pixel(continuous, 60, 0) == (255, 0, 0) && pixel(continuous, 60, 60) == (255, 0, 0))
        // A radius too large for the curve to fit is drawn circular.
        var large = filled(Self.red, radius: 50)
        large.layer.continuousCorners = true
        #expect(try render(large).pixels == render(filled(Self.red, radius: 50)).pixels)
    }

    @Test func maskedCornersRoundOnlyThoseNamed() throws {
        var top = filled(Self.red, radius: 16)
        top.layer.maskedCorners = 0b0011
        let bitmap = try render(top)
        #expect(pixel(bitmap, 1, 1) == (255, 255, 255))
        #expect(pixel(bitmap, 118, 1) == (255, 255, 255))
        #expect(pixel(bitmap, 1, 118) == (255, 0, 0))
    }

    @Test func aClippingViewKeepsItsSubviewsInsideItsRoundedBounds() throws {
        var child = filled(Self.blue)
        child.frame = Rect(x: -20, y: -20, width: 200, height: 200)
        var clipping = filled(Self.red, radius: 20, clips: true)
        clipping.subviews = [child]
        var open = filled(Self.red, radius: 20)
        open.subviews = [child]
        #expect(pixel(try render(clipping), 1, 1) == (255, 255, 255))
        #expect(pixel(try render(clipping), 60, 60) == (0, 0, 255))
        #expect(pixel(try render(open), 1, 1) == (0, 0, 255))
    }

    @Test func aViewsAlphaBlendsItWithWhatIsBehind() throws {
        var half = filled(Self.red)
        half.alpha = 0.5
        let shown = pixel(try render(half), 60, 60)
        #expect(shown.r == 255)
        #expect((126...129).contains(shown.g) && shown.g == shown.b)
    }

    @Test func aBorderIsDrawnInsideTheBoundsAboveTheSubviews() throws {
        var bordered = filled(Self.red)
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = Self.blue
        bordered.subviews = [filled(Self.red)]
        let bitmap = try render(bordered)
        #expect(pixel(bitmap, 1, 60) == (0, 0, 255))
        #expect(pixel(bitmap, 6, 60) == (255, 0, 0))
    }

    @Test func aLabelIsDrawnInItsColourWhereItsAlignmentPutsIt() throws {
        func inkColumns(_ alignment: DrawnText.Alignment) throws -> ClosedRange<Int>? {
            var label = DrawnView(frame: Rect(x: 0, y: 40, width: Self.side, height: 40))
            label.content = .text(
                DrawnText(
                    text: "Hi", size: 17, weight: 700, color: Self.blue, alignment: alignment, numberOfLines: 1,
                    lineBreak: .truncateTail))
            var root = filled(.white)
            root.subviews = [label]
            let bitmap = try render(root)
            var columns: [Int] = []
            for x in 0..<bitmap.width where (40..<80).contains(where: { pixel(bitmap, x, $0).r < 100 }) {
                columns.append(x)
            }
            return columns.first.map { $0...(columns.last ?? $0) }
        }
        let left = try #require(try inkColumns(.left))
        let center = try #require(try inkColumns(.center))
        let right = try #require(try inkColumns(.right))
        #expect(left.lowerBound < 4)
        #expect(right.upperBound > 114)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 60) <= 2)
    }

    @Test func labelsAreDrawnInInterAtTheirWeightAndSlant() throws {
        #expect(AppFont.fileName(weight: 400, italic: false) == "Inter-Regular.otf")
        #expect(AppFont.fileName(weight: 600, italic: false) == "Inter-SemiBold.otf")
        #expect(AppFont.fileName(weight: 400, italic: true) == "Inter-Italic.otf")
        #expect(AppFont.fileName(weight: 880, italic: true) == "Inter-BlackItalic.otf")
        #expect(AppFont.fileName(weight: 20, italic: false) == "Inter-Thin.otf")
        // fonts-inter is one of the packages `make deps` installs.
        #expect(AppFont.face(weight: 400, italic: false) != nil)
        func drawn(weight: Int, italic: Bool = false) throws -> [UInt8] {
            var label = DrawnView(frame: Rect(x: 0, y: 0, width: Self.side, height: 40))
            label.content = .text(
                DrawnText(
                    text: "Lisbon", size: 17, weight: weight, italic: italic, color: .black, alignment: .left,
                    numberOfLines: 1, lineBreak: .truncateTail))
            var root = filled(.white)
            root.subviews = [label]
            return try render(root).pixels
        }
        let regular = try drawn(weight: 400)
        #expect(try drawn(weight: 700) != regular)
        #expect(try drawn(weight: 400, italic: true) != regular)
        #expect(try drawn(weight: 430) == regular)
    }

    @Test func aLongLabelIsCutToItsLinesWithAnEllipsis() throws {
        var label = DrawnView(frame: Rect(x: 0, y: 0, width: Self.side, height: 60))
        let long = DrawnText(
            text: "A caption far too long for one line of this cell", size: 13, color: Self.blue,
            alignment: .left, numberOfLines: 2, lineBreak: .truncateTail)
        label.content = .text(long)
        var wrapped = long
        wrapped.numberOfLines = 0
        var unlimited = label
        unlimited.content = .text(wrapped)
        #expect(try render(label).pixels != render(unlimited).pixels)
    }

    @Test func hostileNumbersDrawNothingOrAClampedShapeWithoutTrapping() throws {
        var root = filled(Self.red, radius: .nan)
        root.layer.borderWidth = .infinity
        root.layer.borderColor = Self.blue
        root.layer.shadow = DrawnShadow(color: .black, opacity: 1, offsetX: .nan, offsetY: 1e300, radius: 1e300)
        var label = DrawnView(frame: Rect(x: .nan, y: 0, width: .infinity, height: -5))
        label.content = .text(
            DrawnText(
                text: "x", size: 0, color: Self.blue, alignment: .left, numberOfLines: .max, lineBreak: .wordWrap))
        var huge = DrawnView(frame: Rect(x: -1e12, y: 1e12, width: 1e15, height: 1e15))
        huge.content = .text(
            DrawnText(
                text: "big", size: 1e9, color: Self.blue, alignment: .center, numberOfLines: 0, lineBreak: .clip))
        root.subviews = [label, huge]
        _ = try render(root)
    }

    @Test func theSameTreeDrawsTheSamePixels() throws {
        var root = filled(Self.red, radius: 12, clips: true)
        root.layer.shadow = DrawnShadow(color: .black, opacity: 0.3, offsetX: 0, offsetY: 2, radius: 4)
        var label = DrawnView(frame: Rect(x: 8, y: 80, width: 104, height: 20))
        label.content = .text(
            DrawnText(
                text: "Photo 12", size: 15, color: .white, alignment: .center, numberOfLines: 1,
                lineBreak: .truncateTail))
        root.subviews = [label]
        #expect(try render(root).pixels == render(root).pixels)
    }

    @Test func aKeptLookDrawsTheSamePixelsAsAFreshOne() throws {
        var card = filled(Self.red, radius: 12, clips: true)
        card.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        card.layer.shadow = DrawnShadow(color: .black, opacity: 0.5, offsetX: 1, offsetY: 3, radius: 6)
        func frame(_ positions: [(Double, Double)]) -> FrameState {
            let cells = positions.enumerated().map { index, position in
                var cell = VisibleCell(
                    cellID: CellID(index + 1), itemID: ItemID("\(index)"), itemIndex: index, title: "", subtitle: nil,
                    frame: Rect(x: position.0, y: position.1, width: 50, height: 50), content: .placeholder,
                    state: .placeholder)
                cell.drawing = card
                return cell
            }
            var frame = FrameState(index: 0, timeMs: 0, offset: 0, velocity: 0, cells: cells)
            frame.background = .white
            return frame
        }
        let canvas = Canvas(width: Self.side, height: Self.side, scale: 2, fps: 60)
        func renderer() throws -> FrameRenderer {
            try FrameRenderer(
                canvas: canvas, template: template, imageFrame: Rect(x: 0, y: 0, width: 1, height: 1),
                imageSize: PixelSize(width: 1, height: 1), options: RenderOptions())
        }
        let shown = frame([(5, 5), (60.25, 8.5)])
        let fresh = try renderer().render(shown, images: [:]).bitmap()
        let warmed = try renderer()
        _ = warmed.render(frame([(5, 40), (60.25, 30.5), (10.75, 60)]), images: [:])
        #expect(warmed.render(shown, images: [:]).bitmap().pixels == fresh.pixels)
        #expect(warmed.render(shown, images: [:]).bitmap().pixels == fresh.pixels)
    }

    /// `source` drawn scale-to-fill into (10, 10, 100, 100), tinted blue, on white.
    func drawnImage(_ source: DrawnImage.Source) throws -> Bitmap {
        var imageView = DrawnView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        imageView.content = .image(
            DrawnImage(source: source, width: 24, height: 24, contentMode: .scaleToFill, tint: Self.blue))
        var root = filled(.white)
        root.subviews = [imageView]
        return try render(root)
    }

    func isBlue(_ pixel: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { pixel.b > 200 && pixel.r < 100 }

    @Test func anImageWithoutPixelsIsAMarkedBoxInItsTint() throws {
        let bitmap = try drawnImage(.unknown)
        #expect(isBlue(pixel(bitmap, 60, 60)))
        #expect(isBlue(pixel(bitmap, 11, 60)))
        #expect(pixel(bitmap, 30, 60) == (255, 255, 255))
        // A symbol without a glyph in the table is the same box.
        #expect(try drawnImage(.symbol("no.such.symbol")).pixels == bitmap.pixels)
    }

    @Test func aSymbolIsDrawnFromItsIconGlyphInItsTint() throws {
        #expect(SymbolGlyphs.codepoint(of: "heart.fill") == 0xE87D)
        // fonts-material-design-icons-iconfont is one of the packages `make deps` installs.
        #expect(SymbolFont.path != nil)
        let heart = try drawnImage(.symbol("heart.fill"))
        #expect(heart.pixels != (try drawnImage(.unknown)).pixels)
        #expect(heart.pixels != (try drawnImage(.symbol("star.fill"))).pixels)
        #expect(isBlue(pixel(heart, 60, 60)))
        // The glyph's ink is centred in the box: no stroke along its edges, as the marked box has.
        #expect(pixel(heart, 11, 60) == (255, 255, 255))
    }

    @Test func anItemImageFillsItsViewByContentMode() throws {
        let tag = ImageTag(
            itemID: "1", key: ImageKey(url: "https://example.com/1.jpg", size: PixelSize(width: 2, height: 1)))
        let pixels: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]
        let bitmap = Bitmap(width: 2, height: 1, stride: 8, pixels: pixels)
        var imageView = DrawnView(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        imageView.content = .image(
            DrawnImage(source: .item(tag), width: 2, height: 1, contentMode: .scaleAspectFit, tint: nil))
        var root = filled(.white)
        root.subviews = [imageView]
        let drawn = try render(root, images: [tag.key: bitmap])
        #expect(pixel(drawn, 60, 10) == (255, 255, 255))
        #expect(pixel(drawn, 10, 60).r > 200 && pixel(drawn, 10, 60).b < 60)
        #expect(pixel(drawn, 110, 60).b > 200 && pixel(drawn, 110, 60).r < 60)
    }

    @Test func aLookKeptWithItsPhotoIsNotShownOnceThePhotoIsGone() throws {
        let tag = ImageTag(
            itemID: "1", key: ImageKey(url: "https://example.com/1.jpg", size: PixelSize(width: 2, height: 1)))
        let bitmap = Bitmap(width: 2, height: 1, stride: 8, pixels: [0, 0, 255, 255, 255, 0, 0, 255])
        var imageView = DrawnView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        imageView.content = .image(
            DrawnImage(source: .item(tag), width: 2, height: 1, contentMode: .scaleToFill, tint: nil))
        var root = filled(.white)
        root.subviews = [imageView]
        var cell = VisibleCell(
            cellID: 1, itemID: "1", itemIndex: 0, title: "", subtitle: nil,
            frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side), content: .placeholder, state: .placeholder)
        cell.drawing = root
        let frame = FrameState(index: 0, timeMs: 0, offset: 0, velocity: 0, cells: [cell])
        func renderer() throws -> FrameRenderer {
            try FrameRenderer(
                canvas: Canvas(width: Self.side, height: Self.side, scale: 1, fps: 60), template: template,
                imageFrame: Rect(x: 0, y: 0, width: 1, height: 1), imageSize: PixelSize(width: 1, height: 1),
                options: RenderOptions())
        }
        let warmed = try renderer()
        let withPhoto = warmed.render(frame, images: [tag.key: bitmap]).bitmap().pixels
        let without = warmed.render(frame, images: [:]).bitmap().pixels
        #expect(without != withPhoto)
        #expect(without == (try renderer()).render(frame, images: [:]).bitmap().pixels)
    }

    @Test func contentModesPlaceAnImageAsUIKitDoes() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(
            DrawnContentMode.scaleAspectFit.placement(width: 200, height: 100, in: bounds)
                == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(
            DrawnContentMode.scaleAspectFill.placement(width: 200, height: 100, in: bounds)
                == Rect(x: -50, y: 0, width: 200, height: 100))
        #expect(
            DrawnContentMode.center.placement(width: 20, height: 10, in: bounds)
                == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(
            DrawnContentMode.bottomRight.placement(width: 20, height: 10, in: bounds)
                == Rect(x: 80, y: 90, width: 20, height: 10))
        #expect(DrawnContentMode.scaleToFill.placement(width: 20, height: 10, in: bounds) == bounds)
    }
}
