import Testing

@testable import ReelGraphics

/// `Thumbnailer` runs cairo's GOOD filter itself (`GoodFilterPlan`, `reel_separable_convolution_pad`); its thumbnails
/// must be cairo's, byte for byte, whatever the sizes. (With a cairo other than 1.16 it never does, and these tests
/// have nothing to compare.)
@Suite(.enabled(if: GoodFilterPlan.cairoMatches, "cairo is not 1.16: cairo draws every thumbnail"))
struct ThumbnailFilterTests {
    /// A premultiplied image with every channel varying and, when `translucent`, alpha varying too.
    static func noise(width: Int, height: Int, seed: UInt64, translucent: Bool) -> Bitmap {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let alpha = translucent ? UInt8(truncatingIfNeeded: state >> 40) : 255
            for channel in 0..<3 {
                let value = UInt8(truncatingIfNeeded: state >> (8 * UInt64(channel)))
                pixels[index * 4 + channel] = UInt8((Int(value) * Int(alpha)) / 255)
            }
            pixels[index * 4 + 3] = alpha
        }
        return Bitmap(width: width, height: height, stride: width * 4, pixels: pixels)
    }

    /// Source and thumbnail sizes that cairo draws with this filter (a downscale below 0.75 on an axis): the
    /// gallery's (512 → 260, 257, 128…), odd ratios, aspect fills both ways, downscales past cairo's 16× clamp,
    /// one-pixel sides.
    static let cases: [(source: (Int, Int), thumbnail: (Int, Int))] = [
        ((512, 512), (260, 260)), ((512, 512), (257, 257)), ((512, 512), (128, 128)), ((512, 512), (200, 150)),
        ((640, 480), (260, 260)), ((480, 640), (260, 260)), ((333, 517), (97, 131)), ((1000, 700), (513, 33)),
        ((2000, 1500), (100, 75)), ((3000, 40), (90, 12)), ((90, 90), (3, 3)), ((1023, 767), (511, 383)),
        ((512, 512), (1, 1)), ((401, 401), (300, 300)), ((1, 300), (1, 30)), ((300, 1), (17, 1)),
        ((4000, 3000), (257, 257)), ((513, 511), (256, 256)), ((8192, 7), (64, 5)),
    ]

    /// Sizes cairo draws with another filter (NEAREST for a plain offset, BILINEAR above 0.75 or at exactly 0.5 on
    /// whole pixels): left to cairo.
    static let otherFilters: [(source: (Int, Int), thumbnail: (Int, Int))] = [
        ((64, 48), (260, 260)), ((7, 5), (260, 117)), ((1, 1), (40, 40)), ((256, 256), (257, 257)),
        ((257, 257), (256, 256)), ((300, 200), (299, 200)), ((512, 512), (256, 256)), ((300, 300), (226, 226)),
    ]

    /// Nil when equal, else how many pixels differ and the first.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes differ" }
        var count = 0
        var first = ""
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                if count == 0 {
                    first =
                        "(\(x), \(y)): \(String(a.pixel(x: x, y: y), radix: 16)) vs "
                        + String(b.pixel(x: x, y: y), radix: 16)
                }
                count += 1
            }
        }
        return count == 0 ? nil : "\(count) pixels differ, first \(first)"
    }

    @Test func syntheticGalleryImagesThumbnailAsCairoDoes() throws {
        for index in 0..<6 {
            let source = SyntheticImage.bitmap(index: index, width: 512, height: 512)
            for size in [260, 257, 193] {
                let ours = try #require(Thumbnailer.goodFilterFill(source, width: size, height: size))
                let cairo = try Thumbnailer.cairoThumbnail(source, width: size, height: size)
                #expect(Self.difference(ours, cairo) == nil, "\(index) \(size)")
            }
        }
    }

    @Test func otherFiltersAreLeftToCairo() {
        for ((sourceWidth, sourceHeight), (width, height)) in Self.otherFilters {
            let source = Self.noise(width: sourceWidth, height: sourceHeight, seed: 9, translucent: false)
            #expect(
                Thumbnailer.goodFilterFill(source, width: width, height: height) == nil,
                "\(sourceWidth)×\(sourceHeight) → \(width)×\(height)")
        }
    }

    @Test func sizesNearPixmansLimitsAreLeftToCairo() {
        let tall = Bitmap(width: 1, height: 9000, stride: 4, pixels: [UInt8](repeating: 255, count: 36_000))
        #expect(Thumbnailer.goodFilterFill(tall, width: 10, height: 10) == nil)
        let small = Self.noise(width: 8, height: 8, seed: 1, translucent: false)
        #expect(Thumbnailer.goodFilterFill(small, width: 5000, height: 10) == nil)
        #expect(Thumbnailer.goodFilterFill(small, width: 8, height: 8) == nil, "a plain copy is cairo's")
    }
}
