import CImageQuant
import ReelGraphics

/// An opaque 8-bit palette colour.
struct PaletteColor: Equatable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
}

/// A palette for many frames from libimagequant (the quantizer pngquant uses): regions of frames are added to one
/// histogram, which is then quantized to at most `maxColors` colours. Only the palette is taken from it; mapping
/// pixels to it is `PaletteMapper`'s job, because libimagequant refines its palette on every remap and a GIF's global
/// palette must stay the same for every frame.
final class ImageQuantizer {
    private let attributes: OpaquePointer
    private let histogram: OpaquePointer
    private let path: String

    /// A quantizer for at most `maxColors` colours (2…256); `path` names the output in errors.
    init(maxColors: Int, path: String) throws {
        guard let attributes = liq_attr_create() else {
            throw AnimationError(path: path, message: "libimagequant: cannot create its settings")
        }
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw AnimationError(path: path, message: "libimagequant: cannot create a histogram")
        }
        self.attributes = attributes
        self.histogram = histogram
        self.path = path
        _ = liq_set_max_colors(attributes, Int32(min(max(maxColors, 2), 256)))
        _ = liq_set_speed(attributes, 8)  // 1 (slowest, best) … 10; 8 loses little on flat UI colours
        reel_liq_single_thread()
    }

    deinit {
        liq_histogram_destroy(histogram)
        liq_attr_destroy(attributes)
    }

    /// Adds every `step`-th pixel of every `step`-th row of `rect` in `bitmap` (ARGB32; alpha ignored: frames are
    /// opaque). A step of 2 keeps the flat colours of UI frames and takes a quarter of the time.
    func add(_ bitmap: Bitmap, rect: GIFRect, step: Int = 1) throws {
        let step = max(1, step)
        let columns = (rect.width + step - 1) / step
        let rows = (rect.height + step - 1) / step
        var rgba = [UInt8](repeating: 255, count: columns * rows * 4)
        bitmap.pixels.withUnsafeBytes { raw in
            rgba.withUnsafeMutableBufferPointer { out in
                var index = 0
                for y in stride(from: rect.y, to: rect.y + rect.height, by: step) {
                    let row = y &* bitmap.stride
                    for x in stride(from: rect.x, to: rect.x + rect.width, by: step) {
                        let value = raw.loadUnaligned(fromByteOffset: row &+ x &* 4, as: UInt32.self)
                        out[index] = UInt8(truncatingIfNeeded: value >> 16)
                        out[index + 1] = UInt8(truncatingIfNeeded: value >> 8)
                        out[index + 2] = UInt8(truncatingIfNeeded: value)
                        index &+= 4
                    }
                }
            }
        }
        let status = rgba.withUnsafeBytes { raw -> liq_error in
            guard let base = raw.baseAddress,
                let image = liq_image_create_rgba(
                    attributes, base, Int32(columns), Int32(rows), 0)
            else { return LIQ_OUT_OF_MEMORY }
            defer { liq_image_destroy(image) }
            return liq_histogram_add_image(histogram, attributes, image)
        }
        guard status == LIQ_OK else {
            throw AnimationError(path: path, message: "libimagequant: cannot add a frame (error \(status.rawValue))")
        }
    }

    /// The palette for everything added (at most `maxColors` colours, in libimagequant's order).
    func palette() throws -> [PaletteColor] {
        reel_liq_single_thread()
        var result: OpaquePointer?
        let status = liq_histogram_quantize(histogram, attributes, &result)
        guard status == LIQ_OK, let result else {
            throw AnimationError(path: path, message: "libimagequant: quantization failed (error \(status.rawValue))")
        }
        defer { liq_result_destroy(result) }
        guard let palette = liq_get_palette(result)?.pointee else {
            throw AnimationError(path: path, message: "libimagequant: no palette")
        }
        let count = Int(palette.count)
        return withUnsafeBytes(of: palette.entries) { raw in
            let entries = raw.bindMemory(to: liq_color.self)
            return (0..<min(count, entries.count)).map {
                PaletteColor(r: entries[$0].r, g: entries[$0].g, b: entries[$0].b)
            }
        }
    }
}
