import CCairo
import Foundation
import ReelDiff

/// Opaque test images drawn with cairo: text, shapes, gradients, anti-aliased edges and photograph-like noise.
enum TestPictures {
    /// Draws on a white width×height RGB24 surface and returns its pixels.
    static func draw(width: Int = 200, height: Int = 150, _ body: (OpaquePointer) -> Void) -> PixelImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        body(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let value = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                pixels[y * width + x] = value | 0xFF00_0000
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    static func text(_ string: String, dx: Double = 0, size: Double = 22, gray: Double = 0.1) -> PixelImage {
        draw { c in
            cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(c, size)
            cairo_set_source_rgb(c, gray, gray, gray + 0.05)
            cairo_move_to(c, 10 + dx, 40)
            cairo_show_text(c, string)
            cairo_move_to(c, 10 + dx, 90)
            cairo_set_font_size(c, size * 0.6)
            cairo_show_text(c, "The quick brown fox, 0123456789")
        }
    }

    static func shapes(shift: Double = 0, hue: Double = 0.2) -> PixelImage {
        draw { c in
            cairo_set_source_rgb(c, 0.9, hue, 0.3)
            cairo_arc(c, 60 + shift, 70, 35, 0, 2 * Double.pi)
            cairo_fill(c)
            cairo_set_source_rgb(c, 0.2, 0.4, 0.85)
            cairo_rectangle(c, 110.5, 30.25 + shift, 60, 45)
            cairo_fill(c)
            cairo_set_line_width(c, 3)
            cairo_set_source_rgb(c, 0, 0, 0)
            cairo_move_to(c, 10, 140)
            cairo_line_to(c, 190, 110 + shift * 2)
            cairo_stroke(c)
        }
    }

    static func gradient(end: Double = 1.0, angle: Double = 0) -> PixelImage {
        draw { c in
            let pattern = cairo_pattern_create_linear(0, 0, 200 * cos(angle), 150 * sin(angle) + 1)!
            cairo_pattern_add_color_stop_rgb(pattern, 0, 0.1, 0.2, 0.6)
            cairo_pattern_add_color_stop_rgb(pattern, 1, end, 0.8, 0.3)
            cairo_set_source(c, pattern)
            cairo_paint(c)
            cairo_pattern_destroy(pattern)
        }
    }

    static func rotatedSquare(degrees: Double) -> PixelImage {
        draw { c in
            cairo_translate(c, 100, 75)
            cairo_rotate(c, degrees * Double.pi / 180)
            cairo_set_source_rgb(c, 0.15, 0.15, 0.2)
            cairo_rectangle(c, -45, -45, 90, 90)
            cairo_fill(c)
        }
    }

    /// A photograph stand-in: smooth value noise in colour with fine grain, seeded; `tweak` perturbs the pixels.
    static func photo(seed: UInt64, tweak: (inout UInt32, Int) -> Void = { _, _ in }) -> PixelImage {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let (width, height, cell) = (200, 150, 16)
        let gridW = width / cell + 2
        let gridH = height / cell + 2
        let grid = (0..<(gridW * gridH * 3)).map { _ in Double(next() % 256) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let gx = Double(x) / Double(cell)
                let gy = Double(y) / Double(cell)
                let (ix, iy) = (Int(gx), Int(gy))
                let (fx, fy) = (gx - Double(ix), gy - Double(iy))
                var channels: [UInt32] = []
                for channel in 0..<3 {
                    func at(_ px: Int, _ py: Int) -> Double { grid[(py * gridW + px) * 3 + channel] }
                    let top = at(ix, iy) * (1 - fx) + at(ix + 1, iy) * fx
                    let bottom = at(ix, iy + 1) * (1 - fx) + at(ix + 1, iy + 1) * fx
                    let grain = Double(next() % 9) - 4
                    channels.append(UInt32(max(0, min(255, top * (1 - fy) + bottom * fy + grain))))
                }
                var value = 0xFF00_0000 | channels[0] << 16 | channels[1] << 8 | channels[2]
                tweak(&value, y * width + x)
                pixels[y * width + x] = value
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// The pairs the oracle test compares: (name, expected, actual).
    static func pairs() -> [(String, PixelImage, PixelImage)] {
        [
            ("text-changed", text("Hello reel 42"), text("Hello reel 43")),
            ("text-subpixel-shift", text("Anti-aliased"), text("Anti-aliased", dx: 0.4)),
            ("text-colour", text("Colour", gray: 0.1), text("Colour", gray: 0.4)),
            ("shapes-moved", shapes(), shapes(shift: 1.5)),
            ("shapes-recoloured", shapes(hue: 0.2), shapes(hue: 0.6)),
            ("gradient-end", gradient(end: 1.0), gradient(end: 0.55)),
            ("gradient-angle", gradient(angle: 0.3), gradient(angle: 0.5)),
            ("aa-rotated-edges", rotatedSquare(degrees: 10), rotatedSquare(degrees: 10.6)),
            (
                "photo-grain", photo(seed: 7),
                photo(seed: 7) { value, index in if index % 7 == 0 { value ^= 0x001F_0A30 } }
            ),
            (
                "photo-brightness", photo(seed: 11),
                photo(seed: 11) { value, index in
                    if index % 3 == 0 { value = value & 0xFFFF_FF00 | min(255, (value & 0xFF) + 60) }
                }
            ),
            ("photo-vs-other-photo", photo(seed: 1), photo(seed: 2)),
        ]
    }
}
