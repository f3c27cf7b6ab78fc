import Foundation
import ReelDiff
import ReelGraphics
import Testing

@Suite struct PNGFrameReaderTests {
    /// A PNG written by Python's zlib with every row filter (None, Sub, Up, Average, Paeth), RGB and RGBA.
    static func pythonPNG(channels: Int) throws -> [UInt8] {
        let script = #"""
            import struct, sys, zlib
            w, h, ch = 37, 23, int(sys.argv[1])
            def px(x, y, c): return (x * 7 + y * 13 + c * 50 + (x * y) % 17) % 256
            rows = [[px(x, y, c) if c < 3 else (255 if (x + y) % 3 else 128) for x in range(w) for c in range(ch)] for y in range(h)]
            def paeth(a, b, c):
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                return a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            raw = b""
            for y, row in enumerate(rows):
                f = y % 5
                prev = rows[y - 1] if y else [0] * len(row)
                out = []
                for i, v in enumerate(row):
                    a = row[i - ch] if i >= ch else 0; b = prev[i]; c = prev[i - ch] if i >= ch else 0
                    pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][f]
                    out.append((v - pred) % 256)
                raw += bytes([f] + out)
            def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
            png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2 if ch == 3 else 6, 0, 0, 0))
            z = zlib.compress(raw, 9)
            png += chunk(b"IDAT", z[:100]) + chunk(b"IDAT", z[100:]) + chunk(b"IEND", b"")
            sys.stdout.buffer.write(png)
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, String(channels)]
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
        let ours = try PNGFrameReader.decode(png, name: "filters.png")
        let libpng = PixelImage(try PNGDecoder.decode(png))
        #expect(ours == libpng)
        #expect(ours.width == 37 && ours.height == 23)
    }

    @Test func truncatedDataIsAnError() throws {
        let png = try Self.pythonPNG(channels: 3)
        let error = #expect(throws: DiffInputError.self) { try PNGFrameReader.decode(Array(png.prefix(120)), name: "cut.png") }
        #expect(error?.description.hasPrefix("cut.png: unreadable PNG") == true)
    }
}
