import Testing

@testable import ReelGraphics

/// Images wider or taller than cairo's largest surface (32767 px) are thumbnailed in tiles, not silently left
/// transparent; a thumbnail that cannot be drawn is an error, never an empty picture.
@Suite struct HugeImageTests {
    static let red: UInt32 = 0xFFFF_0000
    static let blue: UInt32 = 0xFF00_00FF

    /// A `width`×`height` opaque bitmap: red left of `split` (a column), blue from it on.
    static func bitmap(width: Int, height: Int, split: Int) -> Bitmap {
        let stride = Bitmap.argb32Stride(width: width)
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    raw.storeBytes(of: x < split ? red : blue, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        return Bitmap(width: width, height: height, stride: stride, pixels: pixels)
    }

    static func png(width: Int, height: Int, split: Int) -> [UInt8] {
        PNGEncoder().encode(bitmap(width: width, height: height, split: split)).bytes
    }

    @Test(arguments: [(40_000, 1), (1, 40_000), (33_000, 33)])
    func anImageOverCairosLimitIsThumbnailedNotLeftEmpty(width: Int, height: Int) throws {
        let png = Self.png(width: width, height: height, split: Int.max)
        let thumbnail = try ImageDecoder.thumbnail(png, width: 64, height: 48, maxPixels: 50_000_000)
        #expect(thumbnail.width == 64 && thumbnail.height == 48)
        for (x, y) in [(0, 0), (32, 24), (63, 47)] {
            #expect(thumbnail.pixel(x: x, y: y) == Self.red, "(\(x), \(y))")
        }
    }

    @Test func tilesMeetWithoutASeamAndKeepTheirPlace() throws {
        // 40000 columns into 400: the tile edge at column 32767 lands inside thumbnail pixel 327.
        let png = Self.png(width: 40_000, height: 1, split: 20_000)
        let thumbnail = try ImageDecoder.thumbnail(png, width: 400, height: 1, maxPixels: 50_000_000)
        #expect(thumbnail.pixel(x: 10, y: 0) == Self.red)
        #expect(thumbnail.pixel(x: 390, y: 0) == Self.blue)
        for x in 320..<335 {
            #expect(thumbnail.pixel(x: x, y: 0) >> 24 == 0xFF, "alpha at \(x)")
            #expect(thumbnail.pixel(x: x, y: 0) == Self.blue, "colour at \(x)")
        }
    }

    @Test func aWellSizedImageDrawsAsBefore() throws {
        let bitmap = Self.bitmap(width: 300, height: 200, split: 150)
        let thumbnail = try Thumbnailer.thumbnail(bitmap, width: 60, height: 40)
        #expect(thumbnail == Thumbnailer.aspectFill(bitmap, width: 60, height: 40))
        #expect(thumbnail.pixel(x: 5, y: 20) == Self.red && thumbnail.pixel(x: 55, y: 20) == Self.blue)
    }

    /// 999999 × 1 filling a square cell would be 39 million pixels wide: past cairo's coordinates, which cairo
    /// reports as "out of memory". The error says what happened.
    @Test func aScalePastCairosCoordinatesIsSaidSo() {
        let bitmap = Self.bitmap(width: 999_999, height: 1, split: 0)
        do {
            _ = try Thumbnailer.cairoThumbnail(bitmap, width: 39, height: 39)
            Issue.record("a 999999x1 image was drawn into a 39x39 cell")
        } catch {
            #expect(error.description.contains("filling a 39x39 cell scales it to 38999961x39 px, beyond cairo's"))
        }
    }

    @Test func anEmptyOrMalformedBitmapIsUndrawable() {
        let empty = Bitmap(width: 0, height: 0, stride: 0, pixels: [])
        let short = Bitmap(width: 10, height: 10, stride: 40, pixels: [0, 0, 0])
        for bitmap in [empty, short] {
            #expect(throws: ImageDecodeError.self) { _ = try Thumbnailer.thumbnail(bitmap, width: 8, height: 8) }
        }
        #expect(ImageDecodeError.undrawable("x").description == "cannot draw image: x")
    }

    @Test func aThumbnailCairoCannotMakeIsUndrawable() {
        let bitmap = Self.bitmap(width: 4, height: 4, split: 2)
        #expect(throws: ImageDecodeError.self) { _ = try Thumbnailer.thumbnail(bitmap, width: 40_000, height: 1) }
    }
}

extension HugeImageTests {
    @Test func blanknessIsJudgedAgainstTheSource() throws {
        let transparent = Bitmap(width: 4, height: 4, stride: 16, pixels: [UInt8](repeating: 0, count: 64))
        #expect(!Thumbnailer.hasVisiblePixel(transparent))
        #expect(Thumbnailer.hasVisiblePixel(Self.bitmap(width: 4, height: 4, split: 2)))
        // A transparent picture gives a transparent thumbnail, and that is what it looks like: not a failure.
        #expect(!Thumbnailer.hasVisiblePixel(try Thumbnailer.thumbnail(transparent, width: 8, height: 8)))
    }
}
