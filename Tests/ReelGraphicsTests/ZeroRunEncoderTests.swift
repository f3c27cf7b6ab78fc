import Foundation
import Testing

@testable import ReelGraphics

/// The zero-run encoder (Paeth + one Huffman block of literals and zero runs): every decoder reads back exactly the
/// pixels it was given.
struct ZeroRunEncoderTests {
    /// A frame with flat areas, text, photo-like noise and a width that is not a multiple of 4 or 16.
    static func busyFrame(width: Int = 157, height: Int = 93) throws -> CairoSurface {
        let surface = try TestImages.frame(width: width, height: height)
        let context = try CairoContext(surface: surface)
        let photo = SyntheticImage.bitmap(index: 11, width: width / 2, height: height / 2)
        context.drawBitmap(photo, x: 3, y: 5, width: Double(photo.width), height: Double(photo.height))
        return surface
    }

    /// The image's RGB bytes, row by row.
    static func rgb(_ bitmap: Bitmap) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = TestImages.argb(bitmap.pixel(x: x, y: y))
                out += [UInt8(p.r), UInt8(p.g), UInt8(p.b)]
            }
        }
        return out
    }

    @Test(arguments: [(1, 1), (2, 3), (5, 1), (16, 16), (157, 93), (780, 40)])
    func roundTripsThroughLibpngAndTheFastPath(width: Int, height: Int) throws {
        let surface = try Self.busyFrame(width: width, height: height)
        let bytes = PNGEncoder().encode(surface).bytes
        #expect(try PNGDecoder.decodeWithLibpng(bytes, maxPixels: 1 << 30) == surface.bitmap())
        #expect(try PNGDecoder.decode(bytes) == surface.bitmap())
        #expect(TestImages.cairoRead(bytes) == surface.bitmap())
    }

    @Test func flatAndAllZeroImagesRoundTrip() throws {
        for colour in [0x0000_0000, 0x00FF_FFFF, 0x0012_3456] as [UInt32] {
            let pixels = [UInt32](repeating: colour, count: 64 * 48)
            let bitmap = Bitmap(
                width: 64, height: 48, stride: 256, pixels: pixels.withUnsafeBytes { [UInt8]($0) })
            let encoded = PNGEncoder().encode(bitmap)
            #expect(Self.rgb(try PNGDecoder.decodeWithLibpng(encoded.bytes, maxPixels: 1 << 30)) == Self.rgb(bitmap))
            #expect(encoded.pixelHash == PNGEncoder(compressionLevel: 1).encode(bitmap).pixelHash)
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/convert")))
    func imageMagickReadsTheSamePixels() throws {
        let surface = try Self.busyFrame()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-zero-run-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(PNGEncoder().encode(surface).bytes).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [file.path, "-depth", "8", "rgb:-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect([UInt8](output) == Self.rgb(surface.bitmap()))
    }

    @Test func theLoadedPixelHashIsTheEncodedOne() throws {
        let surface = try Self.busyFrame()
        let workspace = PNGWorkspace()
        let hash = PNGEncoder().load(surface, into: workspace)
        #expect(hash == PNGEncoder(compressionLevel: 1).encode(surface).pixelHash)
        #expect(PNGEncoder().encodeLoaded(workspace) == PNGEncoder().encode(surface).bytes)
        // A workspace reused for another size gives the same bytes as a fresh one.
        let small = try Self.busyFrame(width: 31, height: 17)
        #expect(PNGEncoder().encode(small, workspace: workspace).bytes == PNGEncoder().encode(small).bytes)
        #expect(PNGEncoder().encode(surface, workspace: workspace).bytes == PNGEncoder().encode(surface).bytes)
    }

    @Test func huffmanCodesStayWithinTheLimitAndAreComplete() {
        // Fibonacci frequencies build the deepest possible tree: lengths must be folded back to the limit.
        var fibonacci = [1, 1]
        while fibonacci.count < 40 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (frequencies, limit) in [(fibonacci, 15), (fibonacci.prefix(19).map { $0 }, 7), ([5, 0, 0, 9], 15)] {
            let code = HuffmanCode(frequencies: frequencies, maxLength: limit)
            let used = code.lengths.filter { $0 > 0 }
            #expect(used.count == frequencies.filter { $0 > 0 }.count)
            #expect(used.allSatisfy { Int($0) <= limit })
            let kraft = used.reduce(0.0) { $0 + pow(2, -Double($1)) }
            #expect(kraft == 1, "a complete prefix code")
        }
    }
}
