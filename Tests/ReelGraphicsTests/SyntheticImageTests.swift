import Testing

@testable import ReelGraphics

/// `SyntheticImage` paints its stripes through a coverage mask kept per size (`StripeCoverage`) instead of stroking
/// them for every image; the images the embedded server serves must stay the same, byte for byte.
struct SyntheticImageTests {
    /// The image drawn with the stripes stroked, as before the coverage was kept.
    static func stroked(index: Int, width: Int, height: Int) throws -> Bitmap {
        let surface = try CairoSurface(width: width, height: height)
        let context = try CairoContext(surface: surface)
        SyntheticImage.draw(
            index: index, width: Double(width), height: Double(height), in: context, stripes: .stroked)
        return surface.bitmap()
    }

    @Test(
        "images drawn through the kept stripe coverage equal the stroked ones",
        arguments: [(512, 512), (257, 257), (260, 195), (100, 300), (37, 19), (640, 480), (1, 1), (3, 900), (7, 2)])
    func sameAsStroked(size: (width: Int, height: Int)) throws {
        for index in [0, 1, 2, 7, 10, 42, 99, 123, 1000, 31_337] {
            let kept = SyntheticImage.bitmap(index: index, width: size.width, height: size.height)
            let stroked = try Self.stroked(index: index, width: size.width, height: size.height)
            #expect(kept == stroked, "image \(index) at \(size.width)×\(size.height)")
        }
    }

    @Test("more sizes than are kept, asked for in turn, still give the stroked images")
    func evictedSizes() throws {
        let sizes = (0...StripeCoverage.maxCachedSizes + 2).map { (width: 40 + 9 * $0, height: 30 + 4 * $0) }
        for round in 0..<2 {
            for (offset, size) in sizes.enumerated() {
                let index = round * 100 + offset
                let kept = SyntheticImage.bitmap(index: index, width: size.width, height: size.height)
                #expect(kept == (try Self.stroked(index: index, width: size.width, height: size.height)))
            }
        }
    }

    @Test("a size too large to keep is stroked, and the PNG the server sends is the stroked image's")
    func largeAndEncoded() throws {
        let side = 2049
        #expect(side * side > StripeCoverage.maxCachedPixels)
        #expect(StripeCoverage.shared(width: side, height: side) == nil)
        #expect(StripeCoverage.shared(width: 512, height: 512) != nil)
        let large = SyntheticImage.bitmap(index: 5, width: side, height: side)
        #expect(large == (try Self.stroked(index: 5, width: side, height: side)))

        let stroked = try Self.stroked(index: 8, width: 512, height: 512)
        let encoded = PNGEncoder(compressionLevel: 1).encode(stroked).bytes
        #expect(SyntheticImage.png(index: 8, width: 512, height: 512) == encoded)
    }

    @Test("the coverage is the stripes' and nothing else: some pixels fully covered, some not at all, some partly")
    func coverageValues() throws {
        let coverage = try #require(StripeCoverage(width: 64, height: 48))
        #expect(coverage.alpha.count == coverage.stride * 48)
        let values = Set(coverage.alpha)
        #expect(values.contains(0) && values.contains(255))
        #expect(values.contains { $0 != 0 && $0 != 255 })
    }
}
