import Testing

@testable import ReelGraphics

/// A layered frame's pixels are its surface's with each copy's rectangle replaced by the bitmap: the hash and the
/// PNG read from the layers must be those of the surface with the copies written onto it.
struct LayeredFrameTests {
    /// A surface full of noise, so a row read from the wrong place cannot pass.
    static func noiseSurface(width: Int, height: Int, seed: UInt64) throws -> CairoSurface {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            pixels[index] = index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 24)
        }
        return try CairoSurface(bitmap: Bitmap(width: width, height: height, stride: width * 4, pixels: pixels))
    }

    static func copy(_ index: Int, _ width: Int, _ height: Int, x: Int, y: Int) -> LayeredFrame.Copy {
        LayeredFrame.Copy(
            bitmap: SyntheticImage.bitmap(index: index, width: width, height: height).checkingOpacity(), x: x, y: y)
    }

    /// Copies of odd widths side by side (one ending where the next starts), cut by every edge, one outside.
    static let copies = [
        copy(0, 13, 9, x: -5, y: -3), copy(1, 1, 20, x: 8, y: 7), copy(2, 3, 5, x: 9, y: 7), copy(3, 5, 4, x: 12, y: 9),
        copy(4, 17, 11, x: 30, y: 20), copy(5, 9, 30, x: 47, y: 25), copy(6, 7, 7, x: 100, y: 100),
        copy(7, 4, 6, x: 0, y: 30),
    ]

    @Test("hash and PNG of the layers equal those of the flattened surface", arguments: [(47, 41), (64, 33), (5, 5)])
    func layersEqualFlattened(size: (width: Int, height: Int)) throws {
        let surface = try Self.noiseSurface(width: size.width, height: size.height, seed: UInt64(size.width))
        let layered = LayeredFrame(surface: surface, copies: Self.copies)
        let encoder = PNGEncoder()
        let hash = encoder.pixelHash(layered)
        let workspace = PNGWorkspace()
        #expect(encoder.load(layered, into: workspace) == hash)
        let fromLayers = encoder.encodeLoaded(workspace)

        let same = try Self.noiseSurface(width: size.width, height: size.height, seed: UInt64(size.width))
        let flat = LayeredFrame(surface: same, copies: Self.copies).flattened()
        let encoded = encoder.encode(flat)
        #expect(encoded.pixelHash == hash)
        #expect(encoded.bytes == fromLayers)
        #expect(hash != encoder.pixelHash(surface), "the copies change the frame")
    }

    @Test("flattening writes exactly what cairo's copy of each bitmap writes")
    func flattenedEqualsCairoCopies() throws {
        let drawn = try Self.noiseSurface(width: 47, height: 41, seed: 9)
        let context = try CairoContext(surface: drawn)
        for copy in Self.copies {
            context.copyOpaqueBitmap(copy.bitmap, x: Double(copy.x), y: Double(copy.y))
        }
        let flat = LayeredFrame(surface: try Self.noiseSurface(width: 47, height: 41, seed: 9), copies: Self.copies)
        let same = flat.flattened().bitmap() == drawn.bitmap()
        #expect(same, "flattening differs from cairo's copies")
    }

    @Test("copies that touch are disjoint; copies that share a pixel are not")
    func overlap() {
        #expect(LayeredFrame.disjoint(Self.copies))
        #expect(!LayeredFrame.disjoint([Self.copy(0, 4, 4, x: 0, y: 0), Self.copy(1, 4, 4, x: 3, y: 3)]))
        #expect(LayeredFrame.disjoint([Self.copy(0, 4, 4, x: 0, y: 0), Self.copy(1, 4, 4, x: 4, y: 0)]))
    }

    @Test("rows are cut into bands where copies start and end, pieces sorted left to right")
    func bands() {
        let pieces = LayeredFrame.visible(
            [Self.copy(0, 4, 4, x: 10, y: 2), Self.copy(1, 4, 2, x: 0, y: 3), Self.copy(2, 4, 4, x: 0, y: 50)],
            width: 20, height: 10)
        #expect(pieces.count == 2, "the copy below the surface is cut off")
        let bands = LayeredFrame.bands(pieces, height: 10)
        #expect(bands.map(\.top) == [0, 2, 3, 5, 6])
        #expect(bands.map(\.bottom) == [2, 3, 5, 6, 10])
        #expect(bands.map { $0.pieces.map(\.left) } == [[], [10], [0, 10], [10], []])
    }
}
