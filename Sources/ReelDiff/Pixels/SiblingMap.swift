import CPixelOps

/// pixelmatch's `hasManySiblings` (3+ neighbours of exactly the pixel's colour, an image edge counting as one) for
/// every pixel of both images near a band's rows, computed a row at a time when first needed. The anti-aliasing
/// detector asks it up to five times per differing pixel (the pixel itself: more than two equal neighbours rule
/// anti-aliasing out; then the darkest and brightest neighbour in both images); on frame pairs where most pixels
/// differ, looking it up instead of counting neighbours each time is most of the difference in speed.
///
/// It also keeps the scaled luma (`PixelMatch.Band.luma`) of the three rows around the row being compared, for both
/// images, so the detector's neighbour scan reads each pixel's luma instead of computing it up to nine times.
///
/// Not Sendable: each band owns one.
final class SiblingMap {
    private let images: (UnsafePointer<UInt32>, UnsafePointer<UInt32>)
    private let width: Int
    private let height: Int
    /// The first row kept (a band's first row minus one).
    private let firstRow: Int
    private let rowCount: Int
    /// 1 where the pixel has many siblings: image 0's rows, then image 1's.
    private var flags: UnsafeMutablePointer<UInt8>
    private var computed: [Bool]
    /// Luma rows, three per image in a ring (row `y` in slot `y % 3`): image 0's, then image 1's.
    private var lumas: UnsafeMutablePointer<Int>
    /// The row each ring slot holds (-1: none yet).
    private var lumaRows: [Int] = [-1, -1, -1, -1, -1, -1]

    /// A map for the rows around `rows` of two `width`×`height` images.
    init(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width: Int, height: Int, rows: Range<Int>) {
        images = (a, b)
        self.width = width
        self.height = height
        firstRow = max(0, rows.lowerBound - 1)
        rowCount = min(height, rows.upperBound + 1) - firstRow
        flags = .allocate(capacity: 2 * rowCount * width)
        computed = [Bool](repeating: false, count: rowCount)
        lumas = .allocate(capacity: 6 * width)
    }

    deinit {
        flags.deallocate()
        lumas.deallocate()
    }

    /// Makes sure rows `y - 1 ... y + 1` are computed (call before asking about pixels of those rows).
    func prepare(around y: Int) {
        for row in max(firstRow, y - 1)...min(firstRow + rowCount - 1, y + 1) where !computed[row - firstRow] {
            fill(row, image: 0)
            fill(row, image: 1)
            computed[row - firstRow] = true
        }
    }

    /// The flags, and the luma rows around `y` (an interior row: 0 < y < height − 1), as a plain value for the
    /// per-pixel loop (no reference counting there); valid while this map lives and until the next call.
    func lookup(around y: Int) -> Lookup {
        guard height >= 3 else {
            // No interior rows: the detector never reads luma rows.
            let none = UnsafePointer(lumas)
            return Lookup(
                flags: flags, plane: rowCount * width, offset: firstRow * width, lumaA: (none, none, none),
                lumaB: (none, none, none))
        }
        return Lookup(
            flags: flags, plane: rowCount * width, offset: firstRow * width,
            lumaA: (lumaRow(y - 1, image: 0), lumaRow(y, image: 0), lumaRow(y + 1, image: 0)),
            lumaB: (lumaRow(y - 1, image: 1), lumaRow(y, image: 1), lumaRow(y + 1, image: 1)))
    }

    /// A view of the flags (image `i`'s pixel `index` is `flags[i · plane + index − offset]`) and of the luma of the
    /// rows above, at and below the row being compared.
    struct Lookup {
        let flags: UnsafeMutablePointer<UInt8>
        let plane: Int
        let offset: Int
        let lumaA: (up: UnsafePointer<Int>, row: UnsafePointer<Int>, down: UnsafePointer<Int>)
        let lumaB: (up: UnsafePointer<Int>, row: UnsafePointer<Int>, down: UnsafePointer<Int>)

        /// Whether pixel `index` of image 0 (`a`) or 1 (`b`) has many siblings; its row must be prepared.
        @inline(__always)
        func many(_ image: Int, _ index: Int) -> Bool { flags[image &* plane &+ index &- offset] != 0 }

        /// Image `image`'s flags for the row starting at pixel index `row`; the row must be prepared.
        @inline(__always)
        func flags(_ image: Int, row: Int) -> UnsafePointer<UInt8> {
            UnsafePointer(flags + (image &* plane &+ row &- offset))
        }
    }

    /// Row `y`'s luma for image 0 or 1, computed into its ring slot unless already there.
    private func lumaRow(_ y: Int, image: Int) -> UnsafePointer<Int> {
        let slot = image &* 3 &+ y % 3
        let out = lumas + slot * width
        if lumaRows[slot] != y {
            let row = (image == 0 ? images.0 : images.1) + y * width
            reel_luma_row(row, out, width)
            lumaRows[slot] = y
        }
        return UnsafePointer(out)
    }

    private func fill(_ y: Int, image: Int) {
        let pixels = image == 0 ? images.0 : images.1
        let out = flags + image * rowCount * width + (y - firstRow) * width
        let row = pixels + y * width
        guard y > 0, y < height - 1, width > 2 else {
            reel_many_siblings_edge_row(pixels, width, height, y, out)
            return
        }
        reel_many_siblings_row(row - width, row, row + width, out, width)
    }
}
