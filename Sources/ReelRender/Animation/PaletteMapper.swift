import ReelGraphics

/// Maps 24-bit colours to the nearest palette entry (weighted RGB distance), remembering every answer.
final class PaletteMapper {
    let palette: [PaletteColor]
    /// Palette index + 1 for each 24-bit colour seen so far; 0 means not looked up yet.
    private var cache: [UInt16]

    init(palette: [PaletteColor]) {
        self.palette = palette
        cache = [UInt16](repeating: 0, count: 1 << 24)
    }

    /// Writes the palette index of every pixel of `bitmap` into `indices` (width × height, row-major).
    func map(_ bitmap: Bitmap, into indices: inout [UInt8]) {
        let width = bitmap.width
        bitmap.pixels.withUnsafeBytes { raw in
            indices.withUnsafeMutableBufferPointer { out in
                cache.withUnsafeMutableBufferPointer { cache in
                    for y in 0..<bitmap.height {
                        let row = y &* bitmap.stride
                        for x in 0..<width {
                            let color = Int(
                                raw.loadUnaligned(fromByteOffset: row &+ x &* 4, as: UInt32.self) & 0xFF_FFFF)
                            var entry = cache[color]
                            if entry == 0 {
                                entry = UInt16(nearest(color)) + 1
                                cache[color] = entry
                            }
                            out[y &* width &+ x] = UInt8(truncatingIfNeeded: entry &- 1)
                        }
                    }
                }
            }
        }
    }

    /// The index of the palette colour closest to `color` (0xRRGGBB); ties go to the lower index.
    private func nearest(_ color: Int) -> Int {
        let r = (color >> 16) & 0xFF
        let g = (color >> 8) & 0xFF
        let b = color & 0xFF
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in palette.enumerated() {
            let dr = Int(entry.r) - r
            let dg = Int(entry.g) - g
            let db = Int(entry.b) - b
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}
