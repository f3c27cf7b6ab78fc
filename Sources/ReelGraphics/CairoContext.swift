import CCairo

/// Owns a cairo_t; thin, typed drawing calls. Coordinates in user space (callers may scale()).
///
/// Not Sendable: use one context on one thread at a time.
package final class CairoContext {
    /// The owned `cairo_t *` (one reference, released in deinit).
    let handle: OpaquePointer
    /// The owned pinned font options (destroyed in deinit).
    private let fontOptions: OpaquePointer
    /// Keeps the target alive for as long as the context (cairo holds its own reference too).
    package let surface: CairoSurface

    /// Creates a drawing context on the surface with pinned, machine-independent font options.
    package init(surface: CairoSurface) throws(GraphicsError) {
        guard let cr = cairo_create(surface.handle) else {
            throw .cairo(
                status: Int32(bitPattern: CAIRO_STATUS_NO_MEMORY.rawValue), message: "cairo_create returned NULL")
        }
        if let error = GraphicsError.from(cairo_status(cr)) {
            cairo_destroy(cr)
            throw error
        }
        guard let options = cairo_font_options_create() else {
            cairo_destroy(cr)
            throw .cairo(
                status: Int32(bitPattern: CAIRO_STATUS_NO_MEMORY.rawValue),
                message: "cairo_font_options_create returned NULL")
        }
        if let error = GraphicsError.from(cairo_font_options_status(options)) {
            cairo_font_options_destroy(options)
            cairo_destroy(cr)
            throw error
        }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        self.handle = cr
        self.fontOptions = options
        self.surface = surface
    }

    deinit {
        cairo_destroy(handle)
        cairo_font_options_destroy(fontOptions)
    }

    /// Pushes the graphics state (transform, clip, source, line width).
    package func save() { cairo_save(handle) }
    /// Pops the graphics state pushed by the matching save().
    package func restore() { cairo_restore(handle) }
    /// Scales user space.
    package func scale(_ sx: Double, _ sy: Double) { cairo_scale(handle, sx, sy) }
    /// Translates user space.
    package func translate(_ x: Double, _ y: Double) { cairo_translate(handle, x, y) }

    /// Sets a solid source colour (components 0…1, not premultiplied).
    package func setColor(r: Double, g: Double, b: Double, a: Double = 1) {
        cairo_set_source_rgba(handle, r, g, b, a)
    }

    /// Fills a rectangle with the current source (clears the current path first).
    package func fillRect(x: Double, y: Double, width: Double, height: Double) {
        cairo_new_path(handle)
        cairo_rectangle(handle, x, y, width, height)
        cairo_fill(handle)
    }

    /// Strokes a rectangle outline with the given line width (clears the current path first).
    package func strokeRect(x: Double, y: Double, width: Double, height: Double, lineWidth: Double) {
        cairo_new_path(handle)
        cairo_rectangle(handle, x, y, width, height)
        cairo_set_line_width(handle, lineWidth)
        cairo_stroke(handle)
    }

    /// Adds a rounded rectangle to the current path (no drawing); the radius is clamped to half the shorter side.
    package func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = max(0, min(radius, min(width, height) / 2))
        guard r > 0 else {
            cairo_rectangle(handle, x, y, width, height)
            return
        }
        let halfPi = Double.pi / 2
        cairo_new_sub_path(handle)
        cairo_arc(handle, x + width - r, y + r, r, -halfPi, 0)
        cairo_arc(handle, x + width - r, y + height - r, r, 0, halfPi)
        cairo_arc(handle, x + r, y + height - r, r, halfPi, 2 * halfPi)
        cairo_arc(handle, x + r, y + r, r, 2 * halfPi, 3 * halfPi)
        cairo_close_path(handle)
    }

    /// Fills the current path with the current source and clears the path.
    package func fill() { cairo_fill(handle) }
    /// Intersects the clip with the current path and clears the path.
    package func clip() { cairo_clip(handle) }
    /// Removes any clip.
    package func resetClip() { cairo_reset_clip(handle) }
    /// Paints the current source everywhere inside the clip.
    package func paint() { cairo_paint(handle) }

    /// Draws a bitmap with its top-left at (x, y), scaled to width×height user units (no scaling cost when it maps 1:1
    /// to device pixels; use CAIRO_FILTER_GOOD otherwise). A bitmap wider or taller than cairo's largest image
    /// (`maxImageSide`) is drawn in tiles. Returns false when nothing could be drawn (an empty or malformed bitmap,
    /// an empty target, or cairo refusing the source).
    @discardableResult
    package func drawBitmap(_ bitmap: Bitmap, x: Double, y: Double, width: Double, height: Double) -> Bool {
        guard bitmap.isWellFormed, bitmap.width > 0, bitmap.height > 0, width > 0, height > 0 else { return false }
        guard bitmap.stride % 4 == 0 else {
            // cairo needs 4-byte aligned rows to borrow the bytes; copy such (rare) bitmaps instead.
            guard let copy = try? CairoSurface(bitmap: bitmap) else { return false }
            drawSource(
                copy.handle, pixelWidth: bitmap.width, pixelHeight: bitmap.height, x: x, y: y, width: width,
                height: height)
            return true
        }
        if bitmap.width > Self.maxImageSide || bitmap.height > Self.maxImageSide {
            return drawTiles(bitmap, x: x, y: y, width: width, height: height)
        }
        return bitmap.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return drawRegion(
                of: bitmap, base: base, left: 0, top: 0, width: bitmap.width, height: bitmap.height,
                into: (x, y, width, height))
        }
    }

    /// Draws `width`×`height` pixels of `bitmap` from (`left`, `top`), borrowing its bytes at `base`, into the
    /// target rectangle; false when cairo refuses the source.
    func drawRegion(
        of bitmap: Bitmap, base: UnsafeRawPointer, left: Int, top: Int, width: Int, height: Int,
        into target: (x: Double, y: Double, width: Double, height: Double)
    ) -> Bool {
        // cairo only reads from a source surface; the mutable pointer is never written through.
        let start = base + top * bitmap.stride + left * 4
        let data = UnsafeMutablePointer(mutating: start.assumingMemoryBound(to: UInt8.self))
        guard
            let source = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bitmap.stride))
        else { return false }
        defer {
            // Detach before the borrowed bytes go away: finish drops cairo's use of `data`.
            cairo_surface_finish(source)
            cairo_surface_destroy(source)
        }
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return false }
        drawSource(
            source, pixelWidth: width, pixelHeight: height, x: target.x, y: target.y, width: target.width,
            height: target.height)
        return true
    }

    /// Fills (x, y, width, height) with an image surface scaled to fit, GOOD filter, PAD extend.
    func drawSource(
        _ source: OpaquePointer, pixelWidth: Int, pixelHeight: Int, x: Double, y: Double, width: Double, height: Double
    ) {
        cairo_save(handle)
        cairo_new_path(handle)
        cairo_translate(handle, x, y)
        cairo_scale(handle, width / Double(pixelWidth), height / Double(pixelHeight))
        cairo_set_source_surface(handle, source, 0, 0)
        if let pattern = cairo_get_source(handle) {
            // cairo itself drops to a plain copy when the pattern matrix is an integer translation.
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_rectangle(handle, 0, 0, Double(pixelWidth), Double(pixelHeight))
        cairo_fill(handle)
        cairo_restore(handle)  // releases the pattern (and its reference on `source`)
    }

    /// The context's current cairo status as an error, or nil when CAIRO_STATUS_SUCCESS.
    package func status() -> GraphicsError? {
        GraphicsError.from(cairo_status(handle))
    }
}
