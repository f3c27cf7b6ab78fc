import CCairo

/// Deterministic synthetic gallery images: each index has its own colour (e.g. hue stepped by the golden ratio, good
/// saturation) and its number drawn large and centred in white with a dark outline, plus a subtle pattern (e.g.
/// diagonal stripes or a border) so it reads as "an image", not a flat fill. A stale image in another cell must be
/// obvious to the eye.
package enum SyntheticImage {
    /// An opaque width×height ARGB32 image for `index`; same arguments, same bytes (empty bitmap for a non-positive
    /// size).
    package static func bitmap(index: Int, width: Int, height: Int) -> Bitmap {
        guard width > 0, height > 0,
            let surface = try? CairoSurface(width: width, height: height),
            let context = try? CairoContext(surface: surface)
        else {
            return Bitmap(width: 0, height: 0, stride: 0, pixels: [])
        }
        draw(index: index, width: Double(width), height: Double(height), in: context)
        return surface.bitmap()
    }

    /// The same image encoded as a PNG (8-bit RGB) with PNGEncoder.
    package static func png(index: Int, width: Int, height: Int) -> [UInt8] {
        // Encoded straight from the surface: the server makes one per image it serves, and copying the pixels out
        // first was a megabyte per 512×512 image for nothing.
        guard width > 0, height > 0,
            let surface = try? CairoSurface(width: width, height: height),
            let context = try? CairoContext(surface: surface)
        else {
            return []
        }
        draw(index: index, width: Double(width), height: Double(height), in: context)
        return PNGEncoder(compressionLevel: 1).fileBytes(surface)
    }

    /// The base colour of `index`: hue stepped by the golden ratio, saturation 0.65, value 0.85.
    package static func color(index: Int) -> (r: Double, g: Double, b: Double) {
        let steps = 0.11 + Double(index) * 0.618_033_988_749_895
        let hue = steps - steps.rounded(.down)
        return hsv(hue: hue, saturation: 0.65, value: 0.85)
    }

    /// How the stripes are drawn: both ways give the same pixels.
    enum StripeDrawing {
        /// Through the coverage kept for the image's size (`StripeCoverage`).
        case cachedCoverage
        /// Stroked on the image.
        case stroked
    }

    /// Paints background gradient, diagonal stripes, inset border and the outlined number.
    static func draw(
        index: Int, width: Double, height: Double, in context: CairoContext,
        stripes: StripeDrawing = .cachedCoverage
    ) {
        let cr = context.handle
        let base = color(index: index)
        let short = min(width, height)

        // Background: the index colour, a little lighter at the top than at the bottom.
        if let gradient = cairo_pattern_create_linear(0, 0, 0, height) {
            cairo_pattern_add_color_stop_rgb(gradient, 0, lift(base.r, 0.12), lift(base.g, 0.12), lift(base.b, 0.12))
            cairo_pattern_add_color_stop_rgb(gradient, 1, base.r * 0.8, base.g * 0.8, base.b * 0.8)
            cairo_set_source(cr, gradient)
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
        }

        // Subtle diagonal stripes: painted through their coverage at this size when it is kept (the same pixels as
        // stroking them, see StripeCoverage), stroked otherwise.
        cairo_save(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.10)
        if stripes == .cachedCoverage, let coverage = StripeCoverage.shared(width: Int(width), height: Int(height)) {
            coverage.paint(in: cr)
        } else {
            StripeCoverage.addStripes(to: cr, width: width, height: height)
            cairo_stroke(cr)
        }
        cairo_restore(cr)

        // Inset border.
        let border = max(2, short / 40)
        context.setColor(r: 0, g: 0, b: 0, a: 0.28)
        context.strokeRect(
            x: border * 1.5, y: border * 1.5, width: width - border * 3, height: height - border * 3, lineWidth: border)

        drawNumber(index, width: width, height: height, in: context)
    }

    /// The index, bold, as large as fits (80% of the width, 60% of the height), white with a dark outline, centred by
    /// ink.
    private static func drawNumber(_ index: Int, width: Double, height: Double, in context: CairoContext) {
        let cr = context.handle
        let text = String(index)
        let probeSize = 100.0
        context.selectFont(size: probeSize, bold: true)
        let probe = context.extents(text)
        guard probe.width > 0, probe.height > 0 else { return }
        let size = probeSize * min(width * 0.8 / probe.width, height * 0.6 / probe.height, 1e6)
        context.selectFont(size: size, bold: true)
        let ink = context.extents(text)
        let x = (width - ink.width) / 2 - ink.x_bearing
        let y = (height - ink.height) / 2 - ink.y_bearing
        cairo_new_path(cr)
        cairo_move_to(cr, x, y)
        cairo_text_path(cr, text)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_width(cr, max(2, size * 0.09))
        cairo_set_source_rgba(cr, 0.08, 0.08, 0.1, 0.9)
        cairo_stroke_preserve(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill(cr)
    }

    /// Moves a component towards 1 by `amount`.
    private static func lift(_ component: Double, _ amount: Double) -> Double {
        component + (1 - component) * amount
    }

    /// HSV (all 0…1) to RGB (0…1).
    private static func hsv(hue: Double, saturation: Double, value: Double) -> (r: Double, g: Double, b: Double) {
        let h = hue * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = value * (1 - saturation)
        let q = value * (1 - saturation * f)
        let t = value * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (value, t, p)
        case 1: return (q, value, p)
        case 2: return (p, value, t)
        case 3: return (p, q, value)
        case 4: return (t, p, value)
        default: return (value, p, q)
        }
    }
}
