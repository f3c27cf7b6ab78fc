import CTurboJPEG
import Testing

@testable import ReelGraphics

struct JPEGDecoderTests {
    /// 64×48 (or any size): red, green / blue, white quadrants, drawn with cairo.
    static func quadrants(width: Int = 64, height: Int = 48) throws -> Bitmap {
        let surface = try CairoSurface(width: width, height: height, format: .rgb24)
        let context = try CairoContext(surface: surface)
        let w = Double(width) / 2
        let h = Double(height) / 2
        context.setColor(r: 1, g: 0, b: 0)
        context.fillRect(x: 0, y: 0, width: w, height: h)
        context.setColor(r: 0, g: 1, b: 0)
        context.fillRect(x: w, y: 0, width: w, height: h)
        context.setColor(r: 0, g: 0, b: 1)
        context.fillRect(x: 0, y: h, width: w, height: h)
        context.setColor(r: 1, g: 1, b: 1)
        context.fillRect(x: w, y: h, width: w, height: h)
        return surface.bitmap()
    }

    /// The quadrant image as a 4:4:4 JPEG at quality 90.
    static func quadrantJPEG(width: Int = 64, height: Int = 48) throws -> [UInt8] {
        try TurboJPEGHandle.encode(quadrants(width: width, height: height), quality: 90, subsampling: REEL_TJSAMP_444)
    }

    /// A JPEG of seeded noise: most of its bytes are scan data, so cuts land inside the image.
    static func noiseJPEG(width: Int = 256, height: Int = 192) throws -> [UInt8] {
        var generator = SplitMix(seed: 7)
        let stride = width * 4
        let pixels = (0..<(stride * height)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        return try TurboJPEGHandle.encode(Bitmap(width: width, height: height, stride: stride, pixels: pixels))
    }

    /// True when each channel of the pixel is within `tolerance` of (r, g, b) and alpha is 255.
    static func close(_ value: UInt32, r: Int, g: Int, b: Int, tolerance: Int = 12) -> Bool {
        let p = TestImages.argb(value)
        return p.a == 255 && abs(p.r - r) <= tolerance && abs(p.g - g) <= tolerance && abs(p.b - b) <= tolerance
    }

    @Test func decodesSizeAndApproximateColours() throws {
        let bitmap = try JPEGDecoder.decode(Self.quadrantJPEG())
        #expect(bitmap.width == 64 && bitmap.height == 48)
        #expect(bitmap.stride == Bitmap.argb32Stride(width: 64) && bitmap.isWellFormed)
        #expect(Self.close(bitmap.pixel(x: 16, y: 12), r: 255, g: 0, b: 0))
        #expect(Self.close(bitmap.pixel(x: 48, y: 12), r: 0, g: 255, b: 0))
        #expect(Self.close(bitmap.pixel(x: 16, y: 36), r: 0, g: 0, b: 255))
        #expect(Self.close(bitmap.pixel(x: 48, y: 36), r: 255, g: 255, b: 255))
        let opaque = (0..<bitmap.height).allSatisfy { y in
            (0..<bitmap.width).allSatisfy { x in bitmap.pixel(x: x, y: y) >> 24 == 0xFF }
        }
        #expect(opaque)
    }

    @Test func scalingPicksSmallestFactorThatCovers() {
        #expect(JPEGDecoder.scaledSize(width: 4000, height: 3000, targetWidth: 256, targetHeight: 256) == (500, 375))
        #expect(JPEGDecoder.scaledSize(width: 4000, height: 3000, targetWidth: 600, targetHeight: 600) == (1000, 750))
        #expect(JPEGDecoder.scaledSize(width: 800, height: 600, targetWidth: 256, targetHeight: 256) == (400, 300))
        #expect(JPEGDecoder.scaledSize(width: 3000, height: 4000, targetWidth: 400, targetHeight: 100) == (750, 1000))
        #expect(JPEGDecoder.scaledSize(width: 200, height: 100, targetWidth: 256, targetHeight: 256) == (200, 100))
        #expect(JPEGDecoder.scaledSize(width: 4000, height: 3000, targetWidth: nil, targetHeight: nil) == (4000, 3000))
        #expect(JPEGDecoder.scaledSize(width: 4001, height: 3001, targetWidth: 256, targetHeight: 256) == (501, 376))
    }

    @Test func decodesA4000x3000JPEGAtOneEighthForA256Thumbnail() throws {
        let jpeg = try Self.quadrantJPEG(width: 4000, height: 3000)
        #expect(try JPEGDecoder.plannedSize(jpeg, targetWidth: 256, targetHeight: 256) == (500, 375))
        let scaled = try JPEGDecoder.decode(jpeg, targetWidth: 256, targetHeight: 256)
        #expect(scaled.width == 500 && scaled.height == 375)
        #expect(Self.close(scaled.pixel(x: 125, y: 90), r: 255, g: 0, b: 0))
        #expect(Self.close(scaled.pixel(x: 375, y: 280), r: 255, g: 255, b: 255))
        let thumbnail = Thumbnailer.aspectFill(scaled, width: 256, height: 256)
        #expect(thumbnail.width == 256 && thumbnail.height == 256)
    }

    @Test func decodesProgressiveWithScaling() throws {
        let image = try Self.quadrants(width: 320, height: 240)
        let jpeg = try image.pixels.withUnsafeBytes { pixels in
            try TurboJPEGHandle(.compress).compress(
                pixels, width: 320, pitch: image.stride, height: 240, pixelFormat: TurboJPEGHandle.nativeARGB32Format,
                subsampling: REEL_TJSAMP_420, quality: 90, flags: TJFLAG_PROGRESSIVE)
        }
        let bitmap = try JPEGDecoder.decode(jpeg, targetWidth: 64, targetHeight: 48)
        #expect(bitmap.width == 80 && bitmap.height == 60)
        #expect(Self.close(bitmap.pixel(x: 20, y: 15), r: 255, g: 0, b: 0, tolerance: 16))
        #expect(Self.close(bitmap.pixel(x: 60, y: 45), r: 255, g: 255, b: 255, tolerance: 16))
    }

    @Test func decodesGrayscale() throws {
        let width = 32
        let height = 16
        let gray = (0..<(width * height)).map { $0 % width < width / 2 ? UInt8(40) : UInt8(200) }
        let jpeg = try gray.withUnsafeBytes { pixels in
            try TurboJPEGHandle(.compress).compress(
                pixels, width: width, pitch: width, height: height, pixelFormat: REEL_TJPF_GRAY,
                subsampling: REEL_TJSAMP_GRAY, quality: 95)
        }
        let bitmap = try JPEGDecoder.decode(jpeg)
        #expect(bitmap.width == width && bitmap.height == height)
        #expect(Self.close(bitmap.pixel(x: 4, y: 8), r: 40, g: 40, b: 40, tolerance: 6))
        #expect(Self.close(bitmap.pixel(x: 28, y: 8), r: 200, g: 200, b: 200, tolerance: 6))
    }

    @Test func decodesCMYKWithInvertedConvention() throws {
        // Adobe-style inverted CMYK, as libjpeg-turbo reads and writes it: 255 means no ink.
        let width = 16
        let height = 16
        let red: [UInt8] = [255, 0, 0, 255]  // C none, M full, Y full, K none
        let pixels = Array([[UInt8]](repeating: red, count: width * height).joined())
        let jpeg = try pixels.withUnsafeBytes { raw in
            try TurboJPEGHandle(.compress).compress(
                raw, width: width, pitch: width * 4, height: height, pixelFormat: REEL_TJPF_CMYK,
                subsampling: REEL_TJSAMP_444, quality: 95)
        }
        let bitmap = try JPEGDecoder.decode(jpeg)
        #expect(bitmap.width == width && bitmap.height == height)
        #expect(Self.close(bitmap.pixel(x: 8, y: 8), r: 255, g: 0, b: 0, tolerance: 8))
    }

    @Test func hugeSOFHeaderThrowsTooManyPixelsBeforeAllocating() throws {
        var jpeg = try Self.quadrantJPEG()
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        let side = 30000
        jpeg[sof + 5] = UInt8(side >> 8)
        jpeg[sof + 6] = UInt8(side & 0xFF)
        jpeg[sof + 7] = UInt8(side >> 8)
        jpeg[sof + 8] = UInt8(side & 0xFF)
        // The header alone is read: the claimed 3.6 GB of pixels is never asked for.
        #expect(throws: ImageDecodeError.tooManyPixels(width: side, height: side, limit: 50_000_000)) {
            try JPEGDecoder.decode(jpeg)
        }
        #expect(throws: ImageDecodeError.tooManyPixels(width: side, height: side, limit: 50_000_000)) {
            try JPEGDecoder.decode(jpeg, targetWidth: 64, targetHeight: 64)
        }
        #expect(throws: ImageDecodeError.tooManyPixels(width: 64, height: 48, limit: 1000)) {
            try JPEGDecoder.decode(Self.quadrantJPEG(), maxPixels: 1000)
        }
    }

    @Test func truncatedJPEGThrowsCorrupt() throws {
        let jpeg = try Self.noiseJPEG()
        for cut in [jpeg.count - 2, jpeg.count * 9 / 10, jpeg.count / 2, 400, 20, 3] {
            let error = #expect(throws: ImageDecodeError.self) { try JPEGDecoder.decode(Array(jpeg.prefix(cut))) }
            guard case .corrupt(let message)? = error else {
                Issue.record("expected corrupt at \(cut) of \(jpeg.count), got \(String(describing: error))")
                continue
            }
            #expect(!message.isEmpty)
        }
        #expect(try JPEGDecoder.decode(jpeg).width == 256)
    }

    @Test func randomBytesAfterSOIThrowCorrupt() {
        for seed in [1, 2, 3, 42] as [UInt64] {
            var generator = SplitMix(seed: seed)
            let garbage: [UInt8] =
                [0xFF, 0xD8, 0xFF] + (0..<500).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let error = #expect(throws: ImageDecodeError.self) { try JPEGDecoder.decode(garbage) }
            if case .corrupt = error {
            } else {
                Issue.record("seed \(seed): expected corrupt, got \(String(describing: error))")
            }
        }
    }

    @Test func nonJPEGIsUnsupported() {
        #expect(throws: ImageDecodeError.unsupportedFormat("empty")) { try JPEGDecoder.decode([]) }
        #expect(throws: ImageDecodeError.unsupportedFormat("GIF")) { try JPEGDecoder.decode(Array("GIF89a".utf8)) }
        #expect(!JPEGDecoder.isJPEG([0xFF, 0xD8]))
    }

    @Test func syntheticPhotoPlansTheSmallestCoveringScale() throws {
        let jpeg = try SyntheticPhoto.jpeg(width: 640, height: 480)
        #expect(try JPEGDecoder.plannedSize(jpeg) == (640, 480))
        // 1/8 would give 80x60, short of 64 vertically: 1/4 is the smallest that covers.
        #expect(try JPEGDecoder.plannedSize(jpeg, targetWidth: 64, targetHeight: 64) == (160, 120))
        let decoded = try JPEGDecoder.decode(jpeg, targetWidth: 64, targetHeight: 64)
        #expect(decoded.width == 160 && decoded.height == 120)
    }
}
