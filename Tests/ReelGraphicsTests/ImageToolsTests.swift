import Testing

@testable import ReelGraphics

struct ImageToolsTests {
    @Test func contentHashKnownVectorAndFormat() {
        #expect(ContentHash.hex([]) == "99aa06d3014798d86001c324468d497f")
        let a = ContentHash.hex(Array("reel".utf8))
        #expect(a.count == 32 && a.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(a != ContentHash.hex(Array("reeL".utf8)))
        #expect(a == Array("reel".utf8).withUnsafeBytes { ContentHash.hex($0) })
    }

    @Test func syntheticImagesAreDeterministicAndDistinct() throws {
        let first = SyntheticImage.bitmap(index: 12, width: 120, height: 90)
        #expect(first == SyntheticImage.bitmap(index: 12, width: 120, height: 90))
        #expect(
            SyntheticImage.png(index: 12, width: 120, height: 90)
                == SyntheticImage.png(index: 12, width: 120, height: 90))
        // Background colours (sampled near a corner, inside the border) differ clearly between neighbours.
        func corner(_ index: Int) -> (a: Int, r: Int, g: Int, b: Int) {
            TestImages.argb(SyntheticImage.bitmap(index: index, width: 120, height: 90).pixel(x: 12, y: 45))
        }
        for index in 0..<12 {
            let p = corner(index)
            let q = corner(index + 1)
            #expect(p.a == 255)
            #expect(abs(p.r - q.r) + abs(p.g - q.g) + abs(p.b - q.b) > 60, "index \(index) vs \(index + 1)")
        }
        // The number is drawn: the centre has white-ish pixels.
        let centre = (35..<85).map { first.pixel(x: $0, y: 45) }.map(TestImages.argb)
        #expect(centre.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 })
        let png = SyntheticImage.png(index: 3, width: 50, height: 40)
        #expect(try PNGDecoder.decode(png) == SyntheticImage.bitmap(index: 3, width: 50, height: 40))
    }

    @Test func thumbnailAspectFillKeepsCentreColour() {
        let source = SyntheticImage.bitmap(index: 21, width: 600, height: 400)
        let thumb = Thumbnailer.aspectFill(source, width: 200, height: 200)
        #expect(thumb.width == 200 && thumb.height == 200 && thumb.pixels.count == thumb.stride * 200)
        // Sample a background spot away from the number: left of centre, at the same relative place.
        let s = TestImages.argb(source.pixel(x: 300 - 180, y: 200))
        let t = TestImages.argb(thumb.pixel(x: 100 - 90, y: 100))
        #expect(abs(s.r - t.r) + abs(s.g - t.g) + abs(s.b - t.b) < 48)
        let sc = TestImages.argb(source.pixel(x: 300, y: 200))
        let tc = TestImages.argb(thumb.pixel(x: 100, y: 100))
        #expect(abs(sc.r - tc.r) + abs(sc.g - tc.g) + abs(sc.b - tc.b) < 96)
        #expect(tc.a == 255)
    }

    @Test func thumbnailDownscaleAveragesFineDetail() throws {
        // 1-pixel black/white checkerboard: a box filter gives mid grey, not aliasing to black or white.
        var pixels = [UInt8](repeating: 0, count: 400 * 400 * 4)
        for y in 0..<400 {
            for x in 0..<400 where (x + y) % 2 == 0 {
                let o = (y * 400 + x) * 4
                pixels.replaceSubrange(o..<(o + 4), with: [255, 255, 255, 255])
            }
            for x in 0..<400 { pixels[(y * 400 + x) * 4 + 3] = 255 }
        }
        let checker = Bitmap(width: 400, height: 400, stride: 1600, pixels: pixels)
        let thumb = Thumbnailer.aspectFill(checker, width: 50, height: 50)
        let p = TestImages.argb(thumb.pixel(x: 25, y: 25))
        #expect(abs(p.r - 128) < 24 && abs(p.g - 128) < 24)
        #expect(Thumbnailer.aspectFill(checker, width: 0, height: 10).pixels.isEmpty)
        #expect(Thumbnailer.aspectFill(checker, width: 400, height: 400) == checker)
    }
}
