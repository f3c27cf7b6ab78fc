import CCairo
import CTurboJPEG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A deterministic photo-like JPEG (gradients, a sun, hills, translucent shapes and sensor grain): a realistic large
/// source image for exercising JPEG decoding, thumbnails and the image pipeline without shipping photographs.
package enum SyntheticPhoto {
    /// Why the photo could not be made (drawing or JPEG encoding failed).
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        package let message: String

        /// The message.
        package var description: String { "synthetic photo failed: \(message)" }
    }

    /// The photo as a JPEG: 4:2:0 at `quality`, with per-pixel grain of ±`grain` levels (more grain means more
    /// compressed bytes and slower entropy decoding).
    package static func jpeg(
        width: Int = 4000, height: Int = 3000, quality: Int = 85, grain: Int = 7
    ) throws(Failure) -> [UInt8] {
        guard width > 0, height > 0 else { throw Failure(message: "invalid sample size \(width)x\(height)") }
        let surface: CairoSurface
        do {
            surface = try CairoSurface(width: width, height: height, format: .rgb24)
            try draw(CairoContext(surface: surface), width: Double(width), height: Double(height))
        } catch {
            throw Failure(message: error.description)
        }
        let image = surface.bitmap()
        let noisy = Bitmap(
            width: image.width, height: image.height, stride: image.stride, pixels: addNoise(image, amplitude: grain))
        do {
            return try TurboJPEGHandle.encode(noisy, quality: quality, subsampling: REEL_TJSAMP_420)
        } catch {
            throw Failure(message: error.description)
        }
    }

    /// Sky and ground gradients, a sun, hills and a few hundred seeded translucent shapes.
    private static func draw(_ context: CairoContext, width: Double, height: Double) {
        let cr = context.handle
        if let sky = cairo_pattern_create_linear(0, 0, 0, height * 0.6) {
            cairo_pattern_add_color_stop_rgb(sky, 0, 0.18, 0.38, 0.72)
            cairo_pattern_add_color_stop_rgb(sky, 1, 0.85, 0.80, 0.70)
            cairo_set_source(cr, sky)
            cairo_paint(cr)
            cairo_pattern_destroy(sky)
        }
        if let sun = cairo_pattern_create_radial(
            width * 0.7, height * 0.25, 0, width * 0.7, height * 0.25, height * 0.3)
        {
            cairo_pattern_add_color_stop_rgba(sun, 0, 1, 0.95, 0.8, 1)
            cairo_pattern_add_color_stop_rgba(sun, 1, 1, 0.9, 0.6, 0)
            cairo_set_source(cr, sun)
            cairo_paint(cr)
            cairo_pattern_destroy(sun)
        }
        if let ground = cairo_pattern_create_linear(0, height * 0.55, 0, height) {
            cairo_pattern_add_color_stop_rgb(ground, 0, 0.30, 0.45, 0.20)
            cairo_pattern_add_color_stop_rgb(ground, 1, 0.12, 0.20, 0.08)
            cairo_set_source(cr, ground)
            cairo_new_path(cr)
            cairo_move_to(cr, 0, height * 0.6)
            var x = 0.0
            while x <= width {
                let phase: Double = x / width
                let ridge: Double = 0.58 + 0.05 * sin(phase * 9) + 0.02 * sin(phase * 37)
                cairo_line_to(cr, x, height * ridge)
                x += width / 64
            }
            cairo_line_to(cr, width, height)
            cairo_line_to(cr, 0, height)
            cairo_close_path(cr)
            cairo_fill(cr)
            cairo_pattern_destroy(ground)
        }
        var random = NoiseSource(seed: 0x5EED)
        for _ in 0..<300 {
            let x = random.unit() * width
            let y = random.unit() * height
            let radius = (0.005 + random.unit() * 0.05) * min(width, height)
            context.setColor(r: random.unit(), g: random.unit(), b: random.unit(), a: 0.15 + random.unit() * 0.5)
            cairo_new_path(cr)
            if random.unit() < 0.5 {
                cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
            } else {
                cairo_rectangle(cr, x, y, radius * 2, radius * (0.5 + random.unit()))
            }
            cairo_fill(cr)
        }
    }

    /// The bitmap's bytes with seeded uniform noise in ±amplitude on each colour channel (sensor grain).
    private static func addNoise(_ image: Bitmap, amplitude: Int) -> [UInt8] {
        var pixels = image.pixels
        let spread = UInt64(2 * min(max(0, amplitude), 127) + 1)
        let offset = Int(spread / 2)
        guard spread > 1 else { return pixels }
        var random = NoiseSource(seed: 0xC0FFEE)
        pixels.withUnsafeMutableBytes { raw in
            for row in 0..<image.height {
                let line = row * image.stride
                for x in 0..<image.width {
                    let pixel = line + x &* 4
                    let bits = random.next()
                    for channel in 0..<3 {
                        let delta = Int(((bits >> (UInt64(channel) * 16)) & 0xFFFF) % spread) - offset
                        let value = Int(raw[pixel + channel]) + delta
                        raw[pixel + channel] = UInt8(clamping: value)
                    }
                }
            }
        }
        return pixels
    }

    /// xorshift64* — fast, seeded, deterministic.
    private struct NoiseSource {
        var state: UInt64

        init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }

        /// Uniform in [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }
}
