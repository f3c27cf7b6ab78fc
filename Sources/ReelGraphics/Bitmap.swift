import CCairo

/// A decoded image in cairo's ARGB32 layout: premultiplied, native-endian 32-bit pixels (bytes B,G,R,A on
/// little-endian).
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per row, as `cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)` gives.
    public let stride: Int
    /// `stride * height` bytes of premultiplied ARGB32 pixels.
    public let pixels: [UInt8]

    /// Wraps existing pixel bytes; `pixels` should hold `stride * height` bytes.
    public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// The number of pixel bytes held (`pixels.count`), for cache cost accounting.
    public var byteCount: Int { pixels.count }

    /// The stride cairo uses for an ARGB32 image of `width` pixels.
    public static func argb32Stride(width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    }

    /// The native-endian 32-bit ARGB value of pixel (x, y); out-of-range coordinates return 0.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        let offset = y * stride + x * 4
        guard offset + 4 <= pixels.count else { return 0 }
        return pixels.withUnsafeBytes { raw in
            raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        }
    }

    /// The pixels as packed native-endian 0xAARRGGBB values, row after row without the row padding.
    public func packedPixels() -> [UInt32] {
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
