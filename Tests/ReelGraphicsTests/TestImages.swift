import CCairo

@testable import ReelGraphics

/// Helpers shared by the graphics tests.
enum TestImages {
    /// An opaque RGB24 surface with a few shapes and text, as frames look.
    static func frame(width: Int = 160, height: Int = 120) throws -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height, format: .rgb24)
        let context = try CairoContext(surface: surface)
        context.setColor(r: 0.1, g: 0.1, b: 0.12)
        context.paint()
        context.drawBitmap(SyntheticImage.bitmap(index: 3, width: 60, height: 50), x: 10, y: 10, width: 60, height: 50)
        context.drawBitmap(SyntheticImage.bitmap(index: 4, width: 90, height: 90), x: 80, y: 10, width: 45, height: 45)
        context.setColor(r: 1, g: 1, b: 1)
        context.drawText("Hello, reel", x: 10, baseline: 100, size: 14)
        return surface
    }

    /// Decodes with cairo's own PNG reader; nil when cairo rejects the data.
    static func cairoRead(_ png: [UInt8]) -> Bitmap? {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(png)
        let surface = withExtendedLifetime(source) { () -> OpaquePointer? in
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { buffer in
                        data.update(from: buffer.baseAddress.unsafelyUnwrapped + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height)
        var pixels = [UInt8](data)
        // cairo reads RGB PNGs as RGB24 (top byte undefined): force opaque alpha for comparisons.
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 {
            for row in 0..<height {
                for x in 0..<width { pixels[row * stride + x * 4 + 3] = 0xFF }
            }
        }
        return Bitmap(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// Builds a PNG from raw (already filtered) scanlines, with optional extra chunks before IDAT.
    static func png(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, scanlines: [UInt8],
        extraChunks: [(String, [UInt8])] = []
    ) -> [UInt8] {
        var png = PNGEncoder.signature
        var ihdr: [UInt8] = []
        PNGEncoder.appendBigEndian(UInt32(width), to: &ihdr)
        PNGEncoder.appendBigEndian(UInt32(height), to: &ihdr)
        ihdr += [bitDepth, colorType, 0, 0, 0]
        ihdr.withUnsafeBytes { PNGEncoder.appendChunk(type: "IHDR", data: $0, to: &png) }
        for (type, data) in extraChunks {
            data.withUnsafeBytes { PNGEncoder.appendChunk(type: type, data: $0, to: &png) }
        }
        let compressed = zlib(scanlines)
        compressed.withUnsafeBytes { PNGEncoder.appendChunk(type: "IDAT", data: $0, to: &png) }
        PNGEncoder.appendChunk(type: "IEND", data: UnsafeRawBufferPointer(start: nil, count: 0), to: &png)
        return png
    }

    /// zlib-wraps bytes with libdeflate at level 6.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        guard let compressor = DeflateCompressor(level: 6) else { return [] }
        var out = [UInt8](repeating: 0, count: compressor.zlibBound(bytes.count))
        let count = bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { compressor.zlibCompress(input, into: $0) }
        }
        return Array(out.prefix(count))
    }

    /// The (a, r, g, b) components of a native-endian ARGB32 pixel.
    static func argb(_ value: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(value >> 24), Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }
}
