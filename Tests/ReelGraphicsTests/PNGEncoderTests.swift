import Testing

@testable import ReelGraphics

struct PNGEncoderTests {
    @Test func roundTripsExactlyThroughPNGDecoder() throws {
        let surface = try TestImages.frame()
        let encoded = PNGEncoder().encode(surface)
        let decoded = try PNGDecoder.decode(encoded.bytes)
        #expect(decoded == surface.bitmap())
    }

    @Test(arguments: PNGEncoder.RowFilter.allCases, [0, 1, 4, 9])
    func everyFilterAndLevelRoundTrips(filter: PNGEncoder.RowFilter, level: Int) throws {
        let surface = try TestImages.frame(width: 37, height: 23)
        let encoded = PNGEncoder(compressionLevel: level, filter: filter).encode(surface)
        #expect(try PNGDecoder.decode(encoded.bytes) == surface.bitmap())
        #expect(encoded.pixelHash == PNGEncoder().encode(surface).pixelHash)
    }

    @Test func cairoReaderAcceptsOutput() throws {
        let surface = try TestImages.frame()
        let encoded = PNGEncoder().encode(surface)
        let read = try #require(TestImages.cairoRead(encoded.bytes))
        #expect(read == surface.bitmap())
    }

    /// The server's images are encoded straight from the surface they are drawn on; the bytes must be those of the
    /// drawn bitmap encoded at level 1 (what `summary.json` counts as fetched bytes).
    @Test(arguments: [(0, 512, 512), (7, 33, 17), (42, 1, 1)])
    func syntheticPNGsAreTheirBitmapsEncodedAtLevelOne(index: Int, width: Int, height: Int) {
        let expected = PNGEncoder(compressionLevel: 1).encode(
            SyntheticImage.bitmap(index: index, width: width, height: height)
        ).bytes
        #expect(SyntheticImage.png(index: index, width: width, height: height) == expected)
        #expect(SyntheticImage.png(index: index, width: 0, height: height).isEmpty)
    }

    /// `fileBytes` converts straight into libdeflate's scanlines when there is no row filter; every encoder gives
    /// `encode`'s bytes, at odd widths too (a row's conversion may write one byte into the next scanline).
    @Test(arguments: [(1, 1), (2, 3), (5, 7), (37, 23), (260, 195)])
    func fileBytesAreEncodesBytes(size: (width: Int, height: Int)) throws {
        let surface = try TestImages.frame(width: size.width, height: size.height)
        let encoders =
            [PNGEncoder()]
            + [1, 6].flatMap { level in
                PNGEncoder.RowFilter.allCases.map { PNGEncoder(compressionLevel: level, filter: $0) }
            }
        for encoder in encoders {
            #expect(encoder.fileBytes(surface) == encoder.encode(surface).bytes, "\(encoder.method)")
        }
    }

    @Test func sameInputGivesIdenticalBytes() throws {
        let first = PNGEncoder().encode(try TestImages.frame())
        let second = PNGEncoder().encode(try TestImages.frame())
        #expect(first.bytes == second.bytes)
        #expect(first.pixelHash == second.pixelHash)
        #expect(first.pixelHash.count == 32)
    }

    @Test func pixelHashIsXXH3OfRGBRowsAndIgnoresAlpha() throws {
        let bitmap = SyntheticImage.bitmap(index: 7, width: 19, height: 11)
        var rgb: [UInt8] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = TestImages.argb(bitmap.pixel(x: x, y: y))
                rgb += [UInt8(p.r), UInt8(p.g), UInt8(p.b)]
            }
        }
        let encoded = PNGEncoder().encode(bitmap)
        #expect(encoded.pixelHash == ContentHash.hex(rgb))
        // Same colours, different alpha byte: same hash and same file.
        var pixels = bitmap.pixels
        for i in Swift.stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 0x00 }
        let alphaless = Bitmap(width: bitmap.width, height: bitmap.height, stride: bitmap.stride, pixels: pixels)
        #expect(PNGEncoder().encode(alphaless).bytes == encoded.bytes)
    }

    @Test func writesRGBColourTypeAndOneIDAT() throws {
        let bytes = PNGEncoder().encode(try TestImages.frame(width: 8, height: 4)).bytes
        #expect(PNGDecoder.isPNG(bytes))
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        #expect(bytes[24] == 8 && bytes[25] == 2)
        #expect(Array(bytes[37..<41]) == Array("IDAT".utf8))
        #expect(Array(bytes.suffix(8).prefix(4)) == Array("IEND".utf8))
    }

    @Test func honoursStridePadding() throws {
        let bitmap = SyntheticImage.bitmap(index: 2, width: 5, height: 3)
        var padded: [UInt8] = []
        for row in 0..<3 {
            padded +=
                bitmap.pixels[row * bitmap.stride..<(row * bitmap.stride + 20)] + [UInt8](repeating: 0xAB, count: 12)
        }
        let wide = Bitmap(width: 5, height: 3, stride: 32, pixels: padded)
        #expect(PNGEncoder().encode(wide).bytes == PNGEncoder().encode(bitmap).bytes)
    }

    @Test func cairoWriterBaselineProducesAPNG() throws {
        let surface = try TestImages.frame(width: 20, height: 10)
        let bytes = CairoPNGWriter.encode(surface)
        #expect(PNGDecoder.isPNG(bytes))
        #expect(try PNGDecoder.decode(bytes) == surface.bitmap())
    }
}
