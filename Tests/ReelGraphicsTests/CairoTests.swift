import Testing

@testable import ReelGraphics

struct CairoTests {
    @Test func surfaceBitmapRoundTrip() throws {
        let bitmap = SyntheticImage.bitmap(index: 11, width: 33, height: 17)
        #expect(bitmap.stride == Bitmap.argb32Stride(width: 33))
        #expect(bitmap.byteCount == bitmap.stride * 17)
        let surface = try CairoSurface(bitmap: bitmap)
        #expect(surface.width == 33 && surface.height == 17 && surface.stride == bitmap.stride)
        #expect(surface.bitmap() == bitmap)
    }

    @Test func invalidInputsThrow() {
        #expect(throws: GraphicsError.self) { try CairoSurface(width: -1, height: 5) }
        #expect(throws: GraphicsError.self) { try CairoSurface(width: 1 << 20, height: 4) }
        #expect(throws: GraphicsError.self) {
            try CairoSurface(bitmap: Bitmap(width: 4, height: 4, stride: 16, pixels: [1, 2]))
        }
    }

    @Test func drawBitmapOneToOneCopiesExactly() throws {
        let image = SyntheticImage.bitmap(index: 9, width: 40, height: 30)
        let surface = try CairoSurface(width: 60, height: 50)
        let context = try CairoContext(surface: surface)
        context.drawBitmap(image, x: 10, y: 5, width: 40, height: 30)
        #expect(context.status() == nil)
        let out = surface.bitmap()
        for (x, y) in [(0, 0), (13, 7), (39, 29), (20, 15)] {
            #expect(out.pixel(x: x + 10, y: y + 5) == image.pixel(x: x, y: y))
        }
        #expect(out.pixel(x: 5, y: 5) == 0)
    }

    @Test func drawBitmapHandlesUnalignedStride() throws {
        let image = SyntheticImage.bitmap(index: 5, width: 7, height: 3)
        var pixels: [UInt8] = []
        for row in 0..<3 { pixels += image.pixels[(row * image.stride)..<(row * image.stride + 28)] + [9, 9] }
        let odd = Bitmap(width: 7, height: 3, stride: 30, pixels: pixels)
        let surface = try CairoSurface(width: 7, height: 3)
        try CairoContext(surface: surface).drawBitmap(odd, x: 0, y: 0, width: 7, height: 3)
        #expect(surface.bitmap() == image)
    }

    @Test func drawBitmapRespectsScaleTransform() throws {
        let image = SyntheticImage.bitmap(index: 9, width: 40, height: 30)
        let surface = try CairoSurface(width: 80, height: 60)
        let context = try CairoContext(surface: surface)
        context.scale(2, 2)
        context.drawBitmap(image, x: 0, y: 0, width: 20, height: 15)  // 20×15 points = 40×30 pixels
        #expect(surface.bitmap().pixel(x: 17, y: 11) == image.pixel(x: 17, y: 11))
    }

    @Test func textRendersIdenticallyTwice() throws {
        func render() throws -> Bitmap {
            let surface = try CairoSurface(width: 240, height: 60, format: .rgb24)
            let context = try CairoContext(surface: surface)
            context.setColor(r: 1, g: 1, b: 1)
            context.paint()
            context.setColor(r: 0, g: 0, b: 0)
            context.drawText("Stale image — item 42", x: 4, baseline: 24, size: 16)
            context.drawText("Bold title", x: 4, baseline: 50, size: 18, bold: true)
            #expect(context.status() == nil)
            return surface.bitmap()
        }
        let first = try render()
        #expect(first == (try render()))
        #expect(first.pixels.contains { $0 < 128 }, "text drew something")
    }

    @Test func textWidthAndTruncation() throws {
        let context = try CairoContext(surface: try CairoSurface(width: 10, height: 10))
        let width = context.textWidth("Hello world", size: 20)
        #expect(width > 80 && width < 160)
        #expect(context.textWidth("Hello world", size: 20, bold: true) > width)
        #expect(context.textWidth("", size: 20) == 0)
        context.selectFont(size: 20, bold: false)
        #expect(context.fitted("Hello world", maxWidth: 1000) == "Hello world")
        let cut = context.fitted("Hello world", maxWidth: width * 0.6)
        #expect(cut.hasSuffix("…") && cut.count < 11)
        #expect(context.textWidth(cut, size: 20) <= width * 0.6)
        #expect(context.fitted("Hello world", maxWidth: 1) == "")
    }

    @Test func roundedRectClipAndStroke() throws {
        let surface = try CairoSurface(width: 40, height: 40)
        let context = try CairoContext(surface: surface)
        context.save()
        context.addRoundedRect(x: 0, y: 0, width: 40, height: 40, radius: 12)
        context.clip()
        context.setColor(r: 1, g: 0, b: 0)
        context.paint()
        context.restore()
        context.setColor(r: 0, g: 0, b: 1, a: 0.5)
        context.strokeRect(x: 10, y: 10, width: 20, height: 20, lineWidth: 2)
        context.resetClip()
        let out = surface.bitmap()
        #expect(out.pixel(x: 0, y: 0) == 0, "corner clipped away")
        #expect(out.pixel(x: 20, y: 20) == 0xFFFF_0000)
        #expect(out.pixel(x: 10, y: 20) != 0xFFFF_0000, "stroke drawn")
    }
}
