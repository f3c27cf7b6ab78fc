import CCairo
import Synchronization

/// How much of each pixel `SyntheticImage`'s diagonal stripes cover at one image size, rasterised once and reused.
///
/// The stripes' geometry depends on the size alone, yet stroking them (cairo's stroker, tessellator and scan
/// converter) was a third of the time the embedded server took to draw an image. The same stroke drawn in opaque
/// white on an A8 surface stores its coverage: `_fill_a8_lerp_opaque_spans` writes each span's coverage as it is.
/// Painting a colour through that mask composites OVER with the same coverage per pixel, which is what the stroke's
/// span renderer does a row at a time, so the pixels are the same (`SyntheticImageTests` compares them).
struct StripeCoverage: Sendable {
    let width: Int
    let height: Int
    /// Bytes per row of `alpha` (cairo's stride for an A8 surface of `width`).
    let stride: Int
    /// One coverage byte per pixel, `stride` bytes per row.
    let alpha: [UInt8]

    /// The largest image, in pixels, whose coverage is kept (one byte per pixel).
    static let maxCachedPixels = 4 << 20
    /// How many sizes are kept; the server is usually asked for one or two.
    static let maxCachedSizes = 4
    /// The most recently used sizes, newest last.
    private static let recent = Mutex<[StripeCoverage]>([])

    /// Rasterises the stripes of a `width`×`height` image; nil when cairo cannot make the surface.
    init?(width: Int, height: Int) {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard width > 0, height > 0, stride > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        Self.addStripes(to: cr, width: Double(width), height: Double(height))
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_stroke(cr)
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface),
            Int(cairo_image_surface_get_stride(surface)) == stride
        else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        self.alpha = Array(UnsafeBufferPointer(start: data, count: stride * height))
    }

    /// The coverage for a `width`×`height` image, made on first use; nil for sizes too large to keep.
    static func shared(width: Int, height: Int) -> StripeCoverage? {
        guard width > 0, height > 0, width <= maxCachedPixels / height else { return nil }
        let found = recent.withLock { entries -> StripeCoverage? in
            guard let index = entries.firstIndex(where: { $0.width == width && $0.height == height }) else {
                return nil
            }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry
        }
        if let found { return found }
        // Made outside the lock: two threads missing at once make the same bytes, and one copy is kept.
        guard let made = StripeCoverage(width: width, height: height) else { return nil }
        recent.withLock { entries in
            guard !entries.contains(where: { $0.width == width && $0.height == height }) else { return }
            entries.append(made)
            if entries.count > maxCachedSizes { entries.removeFirst() }
        }
        return made
    }

    /// Adds the stripes' path and line width to `cr`: lines from the bottom edge up and to the right at 45°, `spacing`
    /// apart, each `spacing` ÷ 2.5 wide.
    static func addStripes(to cr: OpaquePointer, width: Double, height: Double) {
        let spacing = max(6, min(width, height) / 8)
        cairo_set_line_width(cr, spacing / 2.5)
        var offset = -height
        while offset < width + height {
            cairo_move_to(cr, offset, height)
            cairo_line_to(cr, offset + height, 0)
            offset += spacing
        }
    }

    /// Paints `cr`'s current source through the coverage at the origin: what stroking the stripes with it paints.
    func paint(in cr: OpaquePointer) {
        alpha.withUnsafeBufferPointer { bytes in
            // cairo reads a mask and never writes it; the surface is finished before the buffer goes away.
            let data = UnsafeMutablePointer(mutating: bytes.baseAddress.unsafelyUnwrapped)
            guard
                let mask = cairo_image_surface_create_for_data(
                    data, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
            else { return }
            cairo_mask_surface(cr, mask, 0, 0)
            cairo_surface_finish(mask)
            cairo_surface_destroy(mask)
        }
    }
}
