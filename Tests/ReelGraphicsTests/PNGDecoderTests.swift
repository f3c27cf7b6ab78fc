import Testing

@testable import ReelGraphics

struct PNGDecoderTests {
    @Test func rejectsHTMLJPEGAndEmptyAsUnsupported() {
        let html = Array("<!DOCTYPE html><html><body>404</body></html>".utf8)
        #expect(throws: ImageDecodeError.unsupportedFormat("HTML")) { try PNGDecoder.decode(html) }
        #expect(throws: ImageDecodeError.unsupportedFormat("JPEG")) {
            try PNGDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
        }
        #expect(throws: ImageDecodeError.unsupportedFormat("empty")) { try PNGDecoder.decode([]) }
        #expect(!PNGDecoder.isPNG(html))
    }

    @Test func truncatedPNGThrowsCorrupt() throws {
        let png = SyntheticImage.png(index: 1, width: 64, height: 48)
        for cut in [png.count / 2, png.count - 13, 40, 20, 9] {
            let error = #expect(throws: ImageDecodeError.self) { try PNGDecoder.decode(Array(png.prefix(cut))) }
            guard case .corrupt(let message)? = error else {
                Issue.record("expected corrupt at \(cut), got \(String(describing: error))")
                continue
            }
            #expect(!message.isEmpty)
        }
    }

    @Test func garbageAfterSignatureThrowsCorrupt() {
        var generator = SplitMix(seed: 42)
        let garbage = PNGEncoder.signature + (0..<500).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let error = #expect(throws: ImageDecodeError.self) { try PNGDecoder.decode(garbage) }
        if case .corrupt = error {} else { Issue.record("expected corrupt, got \(String(describing: error))") }
    }

    @Test func corruptedIDATThrows() {
        var png = SyntheticImage.png(index: 5, width: 32, height: 32)
        for i in 45..<min(png.count - 12, 200) { png[i] ^= 0x5A }
        #expect(throws: ImageDecodeError.self) { try PNGDecoder.decode(png) }
    }

    @Test func hugeHeaderThrowsTooManyPixelsBeforeAllocating() {
        // A valid IHDR (correct CRC) claiming 30000×30000 RGBA, and one tiny IDAT.
        let png = TestImages.png(width: 30000, height: 30000, bitDepth: 8, colorType: 6, scanlines: [0, 0, 0, 0, 0])
        #expect(throws: ImageDecodeError.tooManyPixels(width: 30000, height: 30000, limit: 50_000_000)) {
            try PNGDecoder.decode(png)
        }
        #expect(throws: ImageDecodeError.tooManyPixels(width: 30000, height: 30000, limit: 10)) {
            try PNGDecoder.decode(png, maxPixels: 10)
        }
    }

    @Test func decodesGrayscale() throws {
        let png = TestImages.png(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 0x00, 0xFF])
        let bitmap = try PNGDecoder.decode(png)
        #expect(bitmap.width == 2 && bitmap.height == 1 && bitmap.stride == 8)
        #expect(bitmap.pixel(x: 0, y: 0) == 0xFF00_0000)
        #expect(bitmap.pixel(x: 1, y: 0) == 0xFFFF_FFFF)
    }

    @Test func decodesPalette() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255]
        let png = TestImages.png(
            width: 2, height: 1, bitDepth: 8, colorType: 3, scanlines: [0, 1, 0], extraChunks: [("PLTE", palette)])
        let bitmap = try PNGDecoder.decode(png)
        #expect(bitmap.pixel(x: 0, y: 0) == 0xFF00_00FF)
        #expect(bitmap.pixel(x: 1, y: 0) == 0xFFFF_0000)
    }

    @Test func decodes16BitRGBAndPremultipliesAlpha() throws {
        // One 16-bit RGBA pixel: opaque-ish red at alpha 0x8080 (≈ 128/255).
        let png16 = TestImages.png(
            width: 1, height: 1, bitDepth: 16, colorType: 6, scanlines: [0, 0xFF, 0xFF, 0, 0, 0, 0, 0x80, 0x80])
        let p16 = TestImages.argb(try PNGDecoder.decode(png16).pixel(x: 0, y: 0))
        #expect(abs(p16.a - 128) <= 1 && abs(p16.r - p16.a) <= 1 && p16.g == 0 && p16.b == 0)

        // 8-bit RGBA: (200, 100, 50, 128) premultiplies to ≈ (100, 50, 25).
        let png8 = TestImages.png(
            width: 2, height: 1, bitDepth: 8, colorType: 6,
            scanlines: [0, 200, 100, 50, 128, 10, 20, 30, 0])
        let bitmap = try PNGDecoder.decode(png8)
        let p = TestImages.argb(bitmap.pixel(x: 0, y: 0))
        #expect(p.a == 128 && p.r == 100 && p.g == 50 && p.b == 25)
        #expect(bitmap.pixel(x: 1, y: 0) == 0)
    }

    @Test func matchesCairoReaderOnAlphaImage() throws {
        let scan: [UInt8] = [0, 255, 0, 0, 255, 0, 255, 0, 77, 9, 9, 200, 1]
        let png = TestImages.png(width: 3, height: 1, bitDepth: 8, colorType: 6, scanlines: scan)
        let ours = try PNGDecoder.decode(png)
        let cairos = try #require(TestImages.cairoRead(png))
        #expect(ours == cairos)
    }
}

/// A tiny deterministic generator for garbage bytes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
