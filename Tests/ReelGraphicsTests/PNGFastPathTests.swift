import CDeflate
import Foundation
import Testing

@testable import ReelGraphics

@Suite struct PNGFastPathTests {
    /// A PNG written by Python's zlib with every row filter (None, Sub, Up, Average, Paeth), RGB and RGBA; row y uses
    /// filter `filters[y % filters.count]`.
    static func pythonPNG(channels: Int, filters: String = "01234") throws -> [UInt8] {
        let script = #"""
            import struct, sys, zlib
            w, h, ch = 37, 23, int(sys.argv[1])
            def px(x, y, c): return (x * 7 + y * 13 + c * 50 + (x * y) % 17) % 256
            rows = [[px(x, y, c) if c < 3 else (255 if (x + y) % 3 else 128) for x in range(w) for c in range(ch)]
                    for y in range(h)]
            def paeth(a, b, c):
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                return a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            raw = b""
            for y, row in enumerate(rows):
                f = int(sys.argv[2][y % len(sys.argv[2])])
                prev = rows[y - 1] if y else [0] * len(row)
                out = []
                for i, v in enumerate(row):
                    a = row[i - ch] if i >= ch else 0; b = prev[i]; c = prev[i - ch] if i >= ch else 0
                    pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
                    out.append((v - pred) % 256)
                raw += bytes([f] + out)
            def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I",
                                                                              zlib.crc32(t + d) & 0xffffffff)
            png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2 if ch == 3 else 6, 0, 0, 0))
            z = zlib.compress(raw, 9)
            png += chunk(b"IDAT", z[:100]) + chunk(b"IDAT", z[100:]) + chunk(b"IEND", b"")
            sys.stdout.buffer.write(png)
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, String(channels), filters]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return [UInt8](data)
    }

    @Test(arguments: [3, 4])
    func fastPathDecodesEveryFilterLikeLibpng(channels: Int) throws {
        let png = try Self.pythonPNG(channels: channels)
        let libpng = try PNGDecoder.decodeWithLibpng(png, maxPixels: 1_000)
        let fast = try #require(PNGFastPath.bitmap(png, maxPixels: 1_000))
        #expect(fast == libpng)
        #expect(fast.width == 37 && fast.height == 23)
        let packed = try PNGDecoder.decodePixels(png)
        #expect(packed.pixels == libpng.packedPixels() && packed.width == 37 && packed.height == 23)
        #expect(try PNGDecoder.decode(png) == libpng)
    }

    /// RGB Paeth rows read the row above as decoded pixels and leave their own bytes filtered unless the next row
    /// uses another filter: Paeth followed by Up, Average, Sub, None and Paeth again must all decode as libpng does.
    @Test(arguments: ["424344140", "4444", "4231"])
    func paethRowsFollowedByOtherFiltersDecodeLikeLibpng(filters: String) throws {
        let png = try Self.pythonPNG(channels: 3, filters: filters)
        let libpng = try PNGDecoder.decodeWithLibpng(png, maxPixels: 1_000)
        #expect(try PNGDecoder.decodePixels(png).pixels == libpng.packedPixels())
        #expect(try #require(PNGFastPath.bitmap(png, maxPixels: 1_000)) == libpng)
    }

    @Test func reelsOwnFramesTakeTheFastPath() throws {
        let surface = try TestImages.frame()
        let png = PNGEncoder().encode(surface).bytes
        #expect(PNGFastPath.bitmap(png, maxPixels: 1 << 20) == surface.bitmap())
    }

    @Test func colourChunksAndBadCRCsGoToLibpng() throws {
        let png = try Self.pythonPNG(channels: 3)
        // gAMA after IHDR: libpng may convert colours, so the fast path must not decode it.
        let gamma = Self.chunk("gAMA", [0, 0, 0xB1, 0x8F])
        let withGamma = Array(png[0..<33]) + gamma + Array(png[33...])
        #expect(PNGFastPath.bitmap(withGamma, maxPixels: 1_000) == nil)
        #expect(try PNGDecoder.decode(withGamma).width == 37)
        // A flipped bit in the first IDAT: its CRC no longer matches and libpng reports the error.
        var flipped = png
        flipped[33 + 8 + 10] ^= 0x01
        #expect(PNGFastPath.bitmap(flipped, maxPixels: 1_000) == nil)
        #expect(throws: ImageDecodeError.self) { try PNGDecoder.decode(flipped) }
        // Over the pixel limit: libpng's header check throws the typed error.
        #expect(PNGFastPath.bitmap(png, maxPixels: 100) == nil)
        #expect(throws: ImageDecodeError.tooManyPixels(width: 37, height: 23, limit: 100)) {
            try PNGDecoder.decode(png, maxPixels: 100)
        }
    }

    @Test func truncatedDataIsCorrupt() throws {
        let png = try Self.pythonPNG(channels: 3)
        #expect(PNGFastPath.bitmap(Array(png.prefix(120)), maxPixels: 1_000) == nil)
        let error = #expect(throws: ImageDecodeError.self) { try PNGDecoder.decode(Array(png.prefix(120))) }
        guard case .corrupt? = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
    }

    @Test func sizeComesFromTheHeader() throws {
        let png = try Self.pythonPNG(channels: 4)
        #expect(PNGDecoder.size(png)! == (37, 23))
        #expect(PNGDecoder.size(Array(png.prefix(20))) == nil)
    }

    /// Length + type + data + CRC-32.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }
}

/// The fast path's own Paeth loop for RGB (reel's frames): rows equal to the row above (all-zero residuals, copied),
/// other rows (eight or sixteen at a time, then one at a time), and the narrowest widths, each against libpng.
@Suite struct PNGUnpaethTests {
    /// Opaque 0xAARRGGBB pixels where every third row repeats the one above and the rest vary.
    static func pixels(width: Int, height: Int) -> [UInt32] {
        var rows: [[UInt32]] = []
        var seed: UInt64 = UInt64(width * 1_000 + height)
        for y in 0..<height {
            if y % 3 == 2, let above = rows.last {
                rows.append(above)
                continue
            }
            rows.append(
                (0..<width).map { x in
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    // Flat runs with a few changes, as frames have, and some noise.
                    let noise = (seed >> 61) == 0 ? UInt32(truncatingIfNeeded: seed >> 20) & 0xFF_FFFF : 0
                    return 0xFF00_0000 | (UInt32(x / 4 * 40 + y * 3) & 0xFF_FFFF) ^ noise
                })
        }
        return rows.flatMap { $0 }
    }

    @Test(arguments: [(1, 7), (2, 9), (5, 12), (64, 40), (781, 9), (3, 27), (15, 40), (17, 33), (100, 61)])
    func paethRowsDecodeLikeLibpng(width: Int, height: Int) throws {
        let pixels = Self.pixels(width: width, height: height)
        let png = pixels.withUnsafeBytes {
            PNGEncoder().encode(data: $0, width: width, height: height, stride: width * 4).bytes
        }
        let libpng = try PNGDecoder.decodeWithLibpng(png, maxPixels: 1 << 20)
        let fast = try #require(PNGFastPath.packed(png, maxPixels: 1 << 20))
        #expect(fast.pixels == libpng.packedPixels())
        #expect(fast.pixels == pixels)
    }
}
