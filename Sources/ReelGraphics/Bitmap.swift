import CCairo

/// A decoded image in cairo's ARGB32 layout: premultiplied, native-endian 32-bit pixels (bytes B,G,R,A on
/// little-endian).
package struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes per row, as `cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)` gives.
    package let stride: Int
    /// `stride * height` bytes of premultiplied ARGB32 pixels.
    package let pixels: [UInt8]
    /// True when every pixel was checked to be opaque (alpha 255) by `checkingOpacity()`; false when it was not
    /// checked or some pixel is translucent. A renderer may then copy the bitmap instead of blending it and skip
    /// painting what it covers: an opaque source drawn over anything is the source. Equality ignores it.
    package let isKnownOpaque: Bool

    /// Wraps existing pixel bytes; `pixels` should hold `stride * height` bytes. Opacity is not checked.
    package init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        self.init(width: width, height: height, stride: stride, pixels: pixels, isKnownOpaque: false)
    }

    private init(width: Int, height: Int, stride: Int, pixels: [UInt8], isKnownOpaque: Bool) {
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        self.isKnownOpaque = isKnownOpaque
    }

    /// The same bitmap with `isKnownOpaque` set when every pixel's alpha is 255 (one pass over the pixels; an empty
    /// or malformed bitmap is never known opaque).
    package func checkingOpacity() -> Bitmap {
        guard isWellFormed, width > 0, height > 0, stride % 4 == 0 else { return self }
        let opaque = pixels.withUnsafeBytes { raw in
            let words = raw.assumingMemoryBound(to: UInt32.self)
            let rowWords = stride / 4
            var all: UInt32 = 0xFF00_0000
            for row in 0..<height {
                for word in words[(row * rowWords)..<(row * rowWords + width)] { all &= word }
                if all < 0xFF00_0000 { return false }
            }
            return true
        }
        return Bitmap(width: width, height: height, stride: stride, pixels: pixels, isKnownOpaque: opaque)
    }

    /// Equal when the layout and the pixel bytes are (whether opacity was checked does not matter).
    package static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.stride == rhs.stride && lhs.pixels == rhs.pixels
    }

    /// The number of pixel bytes held (`pixels.count`), for cache cost accounting.
    package var byteCount: Int { pixels.count }

    /// The stride cairo uses for an ARGB32 image of `width` pixels.
    package static func argb32Stride(width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    }

    /// The native-endian 32-bit ARGB value of pixel (x, y); out-of-range coordinates return 0.
    package func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        let offset = y * stride + x * 4
        guard offset + 4 <= pixels.count else { return 0 }
        return pixels.withUnsafeBytes { raw in
            raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        }
    }

    /// The pixels as packed native-endian 0xAARRGGBB values, row after row without the row padding.
    package func packedPixels() -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            pixels.withUnsafeBytes { raw in
                for row in 0..<height {
                    for x in 0..<width {
                        let offset = row * stride + x * 4
                        buffer[row * width + x] = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    }
                }
            }
            initialized = width * height
        }
    }

    /// True when the layout fields are consistent with the byte count (stride ≥ 4·width, enough bytes).
    var isWellFormed: Bool {
        width >= 0 && height >= 0 && stride >= width * 4 && pixels.count >= stride * height
    }
}
