import CCairo
import CPNG

/// reel's one PNG reader, for every PNG it meets (downloaded images, its own frames, goldens): decodes into
/// premultiplied ARGB32. reel's own frames (8-bit RGB/RGBA, no colour chunks) take `PNGFastPath` (libdeflate +
/// unfiltering in Swift); every other PNG, and every error, goes through libpng's simplified API
/// (png_image_begin_read_from_memory / png_image_finish_read; no setjmp).
package enum PNGDecoder {
    /// True when the data starts with the 8-byte PNG signature.
    package static func isPNG(_ data: [UInt8]) -> Bool {
        data.count >= 8 && data.starts(with: PNGEncoder.signature)
    }

    /// Decodes into a cairo bitmap; reads only the header first and throws before allocating pixels when
    /// width*height > maxPixels.
    package static func decode(_ data: [UInt8], maxPixels: Int = 50_000_000) throws(ImageDecodeError) -> Bitmap {
        guard isPNG(data) else { throw .unsupportedFormat(ImageDecodeError.sniff(data)) }
        if let bitmap = PNGFastPath.bitmap(data, maxPixels: maxPixels) { return bitmap }
        return try decodeWithLibpng(data, maxPixels: maxPixels)
    }

    /// Decodes into packed native-endian 0xAARRGGBB pixels, row after row without padding (what pixel diffs read).
    package static func decodePixels(
        _ data: [UInt8], maxPixels: Int = 50_000_000
    ) throws(ImageDecodeError) -> (width: Int, height: Int, pixels: [UInt32]) {
        guard isPNG(data) else { throw .unsupportedFormat(ImageDecodeError.sniff(data)) }
        if let packed = PNGFastPath.packed(data, maxPixels: maxPixels) { return packed }
        let bitmap = try decodeWithLibpng(data, maxPixels: maxPixels)
        return (bitmap.width, bitmap.height, bitmap.packedPixels())
    }

    /// Width and height from the IHDR chunk, without decoding; nil when `data` does not start like a PNG.
    package static func size(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, isPNG(data), Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        func load32(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (load32(16), load32(20))
    }

    /// Decodes with libpng alone (no fast path).
    static func decodeWithLibpng(_ data: [UInt8], maxPixels: Int) throws(ImageDecodeError) -> Bitmap {
        guard isPNG(data) else { throw .unsupportedFormat(ImageDecodeError.sniff(data)) }
        // libpng keeps the memory pointer from begin_read until finish_read: both run inside one borrow.
        let result = data.withUnsafeBytes { raw in decode(raw, maxPixels: maxPixels) }
        return try result.get()
    }

    /// Header, limit check, then pixels, all while `raw` is borrowed.
    private static func decode(_ raw: UnsafeRawBufferPointer, maxPixels: Int) -> Result<Bitmap, ImageDecodeError> {
        var image = png_image()
        image.version = REEL_PNG_IMAGE_VERSION
        image.opaque = nil
        // On failure libpng has already released its state (png_image_free) and filled the message.
        guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
            return .failure(.corrupt(message(of: &image)))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        let stride = Bitmap.argb32Stride(width: width)
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= maxPixels, stride >= width * 4, stride <= Int(Int32.max) else {
            png_image_free(&image)
            return .failure(.tooManyPixels(width: width, height: height, limit: maxPixels))
        }
        image.format = REEL_PNG_FORMAT_BGRA
        var finished: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initialized in
            buffer.initialize(repeating: 0)
            initialized = buffer.count
            // finish_read frees the png_image's internal state on success and on failure.
            finished = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(stride), nil)
            if finished != 0 { premultiply(buffer, width: width, height: height, stride: stride) }
        }
        guard finished != 0 else { return .failure(.corrupt(message(of: &image))) }
        return .success(Bitmap(width: width, height: height, stride: stride, pixels: pixels))
    }

    /// libpng's message for the last failure.
    private static func message(of image: inout png_image) -> String {
        let text = reel_png_image_message(&image).map { String(cString: $0) } ?? ""
        return text.isEmpty ? "libpng failed without a message" : text
    }

    /// Converts straight BGRA bytes to cairo's premultiplied native-endian ARGB32 in place.
    private static func premultiply(_ buffer: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeMutableRawPointer(base)
        for row in 0..<height {
            let line = base + row * stride
            for x in 0..<width {
                let p = line + x &* 4
                let b = UInt32(p[0])
                let g = UInt32(p[1])
                let r = UInt32(p[2])
                let a = UInt32(p[3])
                let value: UInt32
                if a == 255 {
                    value = 0xFF00_0000 | r << 16 | g << 8 | b
                } else if a == 0 {
                    value = 0
                } else {
                    value = a << 24 | multiply(a, r) << 16 | multiply(a, g) << 8 | multiply(a, b)
                }
                raw.storeBytes(of: value, toByteOffset: row * stride + x &* 4, as: UInt32.self)
            }
        }
    }

    /// Rounded a·c/255, as cairo's PNG reader computes it.
    @inline(__always)
    private static func multiply(_ alpha: UInt32, _ color: UInt32) -> UInt32 {
        let temp = alpha * color + 0x80
        return (temp + (temp >> 8)) >> 8
    }
}
