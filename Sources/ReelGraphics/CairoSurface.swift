import CCairo

/// Owns a cairo image surface (ARGB32 or RGB24); checks status in init, destroys in deinit.
///
/// Not Sendable: use one surface on one thread at a time.
package final class CairoSurface {
    /// The pixel format of an image surface.
    package enum Format: Sendable {
        /// Premultiplied 32-bit ARGB.
        case argb32
        /// 32-bit with the top byte unused (opaque).
        case rgb24

        var cairoFormat: cairo_format_t {
            switch self {
            case .argb32: CAIRO_FORMAT_ARGB32
            case .rgb24: CAIRO_FORMAT_RGB24
            }
        }
    }

    /// The owned `cairo_surface_t *` (one reference, released in deinit).
    let handle: OpaquePointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The surface's pixel format.
    package let format: Format

    /// Creates a cleared image surface; throws when cairo cannot (bad size, out of memory).
    package init(width: Int, height: Int, format: Format = .argb32) throws(GraphicsError) {
        guard width >= 0, height >= 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .cairo(
                status: Int32(bitPattern: CAIRO_STATUS_INVALID_SIZE.rawValue),
                message: "invalid size \(width)x\(height)")
        }
        guard let surface = cairo_image_surface_create(format.cairoFormat, Int32(width), Int32(height)) else {
            throw .cairo(
                status: Int32(bitPattern: CAIRO_STATUS_NO_MEMORY.rawValue),
                message: "cairo_image_surface_create returned NULL")
        }
        if let error = GraphicsError.from(cairo_surface_status(surface)) {
            cairo_surface_destroy(surface)
            throw error
        }
        self.handle = surface
        self.width = width
        self.height = height
        self.format = format
    }

    /// Creates an ARGB32 surface holding a copy of the bitmap's pixels.
    package convenience init(bitmap: Bitmap) throws(GraphicsError) {
        guard bitmap.isWellFormed else {
            throw .invalidBitmap(
                "\(bitmap.width)x\(bitmap.height) stride \(bitmap.stride) with \(bitmap.pixels.count) bytes")
        }
        try self.init(width: bitmap.width, height: bitmap.height, format: .argb32)
        cairo_surface_flush(handle)
        let dstStride = stride
        let rowBytes = bitmap.width * 4
        if let dst = cairo_image_surface_get_data(handle), rowBytes > 0 {
            bitmap.pixels.withUnsafeBytes { src in
                guard let srcBase = src.baseAddress else { return }
                if dstStride == bitmap.stride {
                    dst.update(from: srcBase.assumingMemoryBound(to: UInt8.self), count: dstStride * bitmap.height)
                } else {
                    for row in 0..<bitmap.height {
                        (dst + row * dstStride).update(
                            from: srcBase.assumingMemoryBound(to: UInt8.self) + row * bitmap.stride, count: rowBytes)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(handle)
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// Bytes per row.
    package var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

    /// Flushes pending drawing and copies the pixels out as a Bitmap (ARGB32 layout; RGB24's top byte is forced to
    /// 0xFF).
    package func bitmap() -> Bitmap {
        withUnsafeData { data, stride in
            var pixels = [UInt8](data)
            if format == .rgb24 {
                pixels.withUnsafeMutableBytes { raw in
                    for row in 0..<height {
                        for x in 0..<width {
                            let offset = row * stride + x * 4
                            let value = raw.load(fromByteOffset: offset, as: UInt32.self)
                            raw.storeBytes(of: value | 0xFF00_0000, toByteOffset: offset, as: UInt32.self)
                        }
                    }
                }
            }
            return Bitmap(width: width, height: height, stride: stride, pixels: pixels)
        }
    }

    /// Flushes pending drawing, then lends the raw pixel bytes (`stride * height`) and the stride.
    package func withUnsafeData<R>(_ body: (UnsafeRawBufferPointer, _ stride: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(handle)
        let stride = self.stride
        let buffer = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(handle), count: stride * height)
        return try body(buffer, stride)
    }

    /// The surface's current cairo status as an error, or nil when fine.
    package func status() -> GraphicsError? {
        GraphicsError.from(cairo_surface_status(handle))
    }
}
