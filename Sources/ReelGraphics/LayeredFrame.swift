import CCairo
import Glibc

/// A drawn frame: a surface, and opaque bitmaps that belong on it at whole pixels but were not copied onto it.
///
/// A renderer that would end a frame by copying an opaque image that nothing drawn afterwards overlaps can leave the
/// copy out: the frame's pixels are the surface's with each copy's rectangle replaced by the bitmap. The encoder and
/// the pixel hash read those rows from the bitmap itself, so the copy is never written into the surface and read
/// back (a third of a passing check's drawing). Under a copy the surface holds whatever it held before; only
/// `flattened()` makes it the frame.
package struct LayeredFrame {
    /// An opaque bitmap with its top-left at whole device pixel (`x`, `y`); parts outside the surface are cut off.
    package struct Copy: Sendable {
        package let bitmap: Bitmap
        package let x: Int
        package let y: Int

        /// A copy of `bitmap` (opaque, 4-byte aligned rows) to (`x`, `y`).
        package init(bitmap: Bitmap, x: Int, y: Int) {
            precondition(bitmap.isKnownOpaque && bitmap.isWellFormed && bitmap.stride % 4 == 0, "not copyable")
            self.bitmap = bitmap
            self.x = x
            self.y = y
        }
    }

    /// The drawn surface, without the copies.
    package let surface: CairoSurface
    /// The copies, none overlapping another.
    package let copies: [Copy]

    /// A frame of `surface` with `copies` on it (which must not overlap each other).
    package init(surface: CairoSurface, copies: [Copy] = []) {
        self.surface = surface
        self.copies = copies
        precondition(Self.disjoint(copies), "layered copies overlap")
    }

    /// Writes the copies onto the surface and returns it: the surface then holds the frame.
    package func flattened() -> CairoSurface {
        guard !copies.isEmpty else { return surface }
        surface.withUnsafeData { data, stride in
            let target = UnsafeMutableRawPointer(mutating: data.baseAddress.unsafelyUnwrapped)
            for piece in Self.visible(copies, width: surface.width, height: surface.height) {
                piece.copy.bitmap.pixels.withUnsafeBytes { source in
                    let from = source.baseAddress.unsafelyUnwrapped
                    for y in piece.top..<piece.bottom {
                        let row = y - piece.copy.y
                        memcpy(
                            target + y * stride + piece.left * 4,
                            from + row * piece.copy.bitmap.stride + (piece.left - piece.copy.x) * 4,
                            (piece.right - piece.left) * 4)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }

    /// Converts the frame's rows to packed RGB in order: row `y` goes to `destination(y)` (which has one spare byte
    /// after its `width * 3`), then `converted(y, pointer)` is called.
    func convertRows(
        destination: (Int) -> UnsafeMutableRawPointer, converted: (Int, UnsafeMutableRawPointer) -> Void
    ) {
        let (width, height) = (surface.width, surface.height)
        let bands = Self.bands(Self.visible(copies, width: width, height: height), height: height)
        surface.withUnsafeData { data, stride in
            let source = data.baseAddress.unsafelyUnwrapped
            for band in bands {
                for y in band.top..<band.bottom {
                    let rgb = destination(y)
                    let row = source + y * stride
                    var x = 0
                    // Left to right: a segment's conversion may write one byte past its end, which the next one
                    // (or the row's spare byte) takes.
                    for piece in band.pieces {
                        if piece.left > x {
                            PNGRowFilters.convert(row + x * 4, width: piece.left - x, into: rgb + x * 3)
                        }
                        let bitmap = piece.copy.bitmap
                        bitmap.pixels.withUnsafeBytes { pixels in
                            let start = pixels.baseAddress.unsafelyUnwrapped + (y - piece.copy.y) * bitmap.stride
                            PNGRowFilters.convert(
                                start + (piece.left - piece.copy.x) * 4, width: piece.right - piece.left,
                                into: rgb + piece.left * 3)
                        }
                        x = piece.right
                    }
                    if x < width { PNGRowFilters.convert(row + x * 4, width: width - x, into: rgb + x * 3) }
                    converted(y, rgb)
                }
            }
        }
    }

    /// The part of a copy inside the surface.
    struct Piece {
        let copy: Copy
        let left: Int
        let top: Int
        let right: Int
        let bottom: Int
    }

    /// Rows `top..<bottom` and the pieces that cover part of each of them, left to right.
    struct Band {
        let top: Int
        let bottom: Int
        let pieces: [Piece]
    }

    static func visible(_ copies: [Copy], width: Int, height: Int) -> [Piece] {
        copies.compactMap { copy in
            let piece = Piece(
                copy: copy, left: max(0, copy.x), top: max(0, copy.y), right: min(width, copy.x + copy.bitmap.width),
                bottom: min(height, copy.y + copy.bitmap.height))
            return piece.left < piece.right && piece.top < piece.bottom ? piece : nil
        }
    }

    /// The rows cut where any piece starts or ends, each with its pieces sorted by x.
    static func bands(_ pieces: [Piece], height: Int) -> [Band] {
        let edges = Set([0, height] + pieces.flatMap { [$0.top, $0.bottom] }).sorted()
        return zip(edges, edges.dropFirst()).map { top, bottom in
            let inside = pieces.filter { $0.top <= top && bottom <= $0.bottom }.sorted { $0.left < $1.left }
            return Band(top: top, bottom: bottom, pieces: inside)
        }
    }

    static func disjoint(_ copies: [Copy]) -> Bool {
        for (index, a) in copies.enumerated() {
            for b in copies[(index + 1)...] {
                let apart =
                    a.x + a.bitmap.width <= b.x || b.x + b.bitmap.width <= a.x || a.y + a.bitmap.height <= b.y
                    || b.y + b.bitmap.height <= a.y
                if !apart { return false }
            }
        }
        return true
    }
}
