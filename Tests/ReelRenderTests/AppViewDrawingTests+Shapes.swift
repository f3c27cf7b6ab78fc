import ReelCore
import ReelGraphics
import ReelRender
import Testing

/// Shape layers, masks, shadow paths and blur materials, pixel by pixel.
extension AppViewDrawingTests {
    func shapeView(_ shape: DrawnShape) -> DrawnView {
        var view = DrawnView(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        var layer = DrawnSublayer(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        layer.layer.shape = shape
        view.sublayers = [layer]
        return view
    }

    @Test func aShapeLayerFillsAndStrokesItsPath() throws {
        var disc = DrawnShape(path: DrawnPath.circle(x: 60, y: 60, radius: 40))
        disc.fill = Self.red
        disc.stroke = Self.blue
        disc.lineWidth = 8
        let bitmap = try render(shapeView(disc))
        #expect(pixel(bitmap, 60, 60) == (255, 0, 0))
        #expect(pixel(bitmap, 100, 60) == (0, 0, 255))
        #expect(pixel(bitmap, 60, 102) == (0, 0, 255))
        #expect(pixel(bitmap, 5, 5) == (255, 255, 255))
    }

    @Test func strokeEndDrawsOnlyThatShareOfTheRing() throws {
        var ring = DrawnShape(path: DrawnPath.circle(x: 60, y: 60, radius: 40))
        ring.fill = nil
        ring.stroke = Self.blue
        ring.lineWidth = 6
        ring.strokeEnd = 0.25
        let bitmap = try render(shapeView(ring))
        // The circle starts at its right-hand end and runs toward positive y: the first quarter is the lower right.
        #expect(pixel(bitmap, 89, 89) == (0, 0, 255))
        #expect(pixel(bitmap, 31, 31) == (255, 255, 255))
        #expect(pixel(bitmap, 31, 89) == (255, 255, 255))
        ring.strokeStart = 0.5
        ring.strokeEnd = 0.75
        let half = try render(shapeView(ring))
        #expect(pixel(half, 31, 31) == (0, 0, 255) && pixel(half, 89, 89) == (255, 255, 255))
        ring.strokeStart = 0.8
        ring.strokeEnd = 0.8
        #expect(try render(shapeView(ring)).pixels == render(filled(.white)).pixels)
    }

    @Test func evenOddLeavesTheInnerShapeEmpty() throws {
        var path = DrawnPath.circle(x: 60, y: 60, radius: 50)
        path.elements += DrawnPath.circle(x: 60, y: 60, radius: 20).elements
        var shape = DrawnShape(path: path)
        shape.fill = Self.red
        #expect(pixel(try render(shapeView(shape)), 60, 60) == (255, 0, 0))
        shape.evenOdd = true
        let ring = try render(shapeView(shape))
        #expect(pixel(ring, 60, 60) == (255, 255, 255) && pixel(ring, 60, 25) == (255, 0, 0))
    }

    @Test func dashesLeaveGapsAlongTheStroke() throws {
        var line = DrawnShape(path: DrawnPath(elements: [.move(x: 0, y: 60), .line(x: 120, y: 60)]))
        line.stroke = Self.red
        line.lineWidth = 4
        line.dashes = [10, 10]
        let bitmap = try render(shapeView(line))
        #expect(pixel(bitmap, 5, 60) == (255, 0, 0) && pixel(bitmap, 15, 60) == (255, 255, 255))
        #expect(pixel(bitmap, 25, 60) == (255, 0, 0))
    }

    @Test func aMaskShowsTheLayerOnlyWhereTheMaskDraws() throws {
        var view = filled(Self.red)
        var child = DrawnView(frame: Rect(x: 0, y: 0, width: 60, height: 120))
        child.layer.background = Self.blue
        view.subviews = [child]
        var mask = DrawnSublayer(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        var disc = DrawnShape(path: DrawnPath.circle(x: 60, y: 60, radius: 40))
        disc.fill = Color(red: 0, green: 0, blue: 0)
        mask.layer.shape = disc
        view.layer.mask = .layer(mask)
        let bitmap = try render(view)
        // Inside the disc the view and its subviews show; outside it, what lies behind (white).
        #expect(pixel(bitmap, 80, 60) == (255, 0, 0) && pixel(bitmap, 40, 60) == (0, 0, 255))
        #expect(pixel(bitmap, 5, 5) == (255, 255, 255) && pixel(bitmap, 115, 115) == (255, 255, 255))
        // A mask at half alpha shows the view at half strength.
        disc.fill = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        mask.layer.shape = disc
        view.layer.mask = .layer(mask)
        let faded = pixel(try render(view), 80, 60)
        #expect(faded.r == 255 && faded.g > 120 && faded.g < 135)
    }

    @Test func aShadowPathCastsTheShadowOfThePathNotOfTheBounds() throws {
        var view = DrawnView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        view.layer.shadow = DrawnShadow(
            color: Color(red: 0, green: 0, blue: 0), opacity: 1, offsetX: 0, offsetY: 0, radius: 0,
            path: DrawnPath.circle(x: 50, y: 50, radius: 20))
        let bitmap = try render(view)
        #expect(pixel(bitmap, 60, 60) == (0, 0, 0))
        #expect(pixel(bitmap, 15, 15) == (255, 255, 255))
    }

    @Test func aMaterialFillsTheViewsRoundedShapeAboveItsBackground() throws {
        var view = filled(Self.blue, radius: 20)
        view.content = .material(Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        let bitmap = try render(view)
        #expect(pixel(bitmap, 60, 60) == (128, 128, 255) || pixel(bitmap, 60, 60) == (127, 127, 255))
        #expect(pixel(bitmap, 1, 1) == (255, 255, 255))
    }

    @Test func aSublayerAddedAfterASubviewIsDrawnOverIt() throws {
        var view = filled(.white)
        var photo = DrawnView(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        photo.layer.background = Self.blue
        view.subviews = [photo]
        var badge = DrawnSublayer(frame: Rect(x: 40, y: 40, width: 40, height: 40))
        badge.layer.background = Self.red
        view.sublayers = [badge]
        #expect(pixel(try render(view), 60, 60) == (0, 0, 255))
        view.sublayers[0].aboveSubviews = 1
        #expect(pixel(try render(view), 60, 60) == (255, 0, 0))
    }
}
