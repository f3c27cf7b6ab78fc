import CPixelOps

/// Shrinks an opaque ARGB32 image by a whole factor, row by row: each output pixel is the mean of a `factor` ×
/// `factor` block (columns and rows past the last whole block are dropped). One pass over the source, no filter
/// set-up: what the report's frame previews need (a 780 × 1688 frame to 260 × 562 in well under a millisecond),
/// where decoding the PNG and cairo's GOOD filter took tens.
struct BoxShrinker {
    let factor: Int
    let width: Int
    let height: Int
    /// Per source byte (B, G, R, A of each column), the sum over the rows of the block so far: adding a row is one
    /// loop the compiler vectorizes; the columns of a block are summed once per output row.
    private var columns: [UInt16]
    private(set) var pixels: [UInt8]

    /// A shrinker of a `sourceWidth` × `sourceHeight` image; `factor` is at most 16 (so that a block's column sums
    /// fit 16 bits).
    init(sourceWidth: Int, sourceHeight: Int, factor: Int) {
        self.factor = min(max(1, factor), 16)
        width = max(1, sourceWidth / self.factor)
        height = max(1, sourceHeight / self.factor)
        columns = [UInt16](repeating: 0, count: width * self.factor * 4)
        pixels = [UInt8](repeating: 255, count: width * 4 * height)
    }

    /// Adds source pixels `from..<to` of source row `y`; `row` points at pixel `from`. Rows come in order, each row's
    /// segments left to right and covering it.
    mutating func add(_ row: UnsafeRawPointer, y: Int, from: Int, to: Int) {
        guard y < height * factor else { return }
        let end = min(to, width * factor)
        guard from < end else { return }
        let source = row.assumingMemoryBound(to: UInt8.self)
        let count = (end - from) * 4
        columns.withUnsafeMutableBufferPointer { columns in
            let sums = columns.baseAddress.unsafelyUnwrapped + from * 4
            for index in 0..<count { sums[index] &+= UInt16(source[index]) }
        }
    }

    /// Ends source row `y`: after the last row of a block, writes that output row.
    mutating func endRow(_ y: Int) {
        guard y < height * factor, (y + 1) % factor == 0 else { return }
        let start = (y / factor) * width * 4
        let (factor, width) = (factor, width)
        if let multiplier = Self.exactMultipliers[factor] {
            pixels.withUnsafeMutableBufferPointer { out in
                columns.withUnsafeMutableBufferPointer { columns in
                    reel_box_means_row(columns.baseAddress, out.baseAddress! + start, width, factor, multiplier)
                    columns.update(repeating: 0)
                }
            }
            return
        }
        // A division per channel took most of the time: multiply by 2^24 / area (rounded up) and shift instead,
        // which gives the same quotient for every sum a block can have (at most 255 × 256).
        let reciprocal = (UInt64(1) << 24 + UInt64(factor * factor) - 1) / UInt64(factor * factor)
        pixels.withUnsafeMutableBufferPointer { out in
            columns.withUnsafeMutableBufferPointer { columns in
                for column in 0..<width {
                    var (b, g, r): (UInt32, UInt32, UInt32) = (0, 0, 0)
                    for x in (column * factor)..<((column + 1) * factor) {
                        b &+= UInt32(columns[x * 4])
                        g &+= UInt32(columns[x * 4 + 1])
                        r &+= UInt32(columns[x * 4 + 2])
                    }
                    out[start + column * 4] = UInt8(truncatingIfNeeded: (UInt64(b) &* reciprocal) >> 24)
                    out[start + column * 4 + 1] = UInt8(truncatingIfNeeded: (UInt64(g) &* reciprocal) >> 24)
                    out[start + column * 4 + 2] = UInt8(truncatingIfNeeded: (UInt64(r) &* reciprocal) >> 24)
                }
                columns.update(repeating: 0)
            }
        }
    }

    /// For each factor (index 0…16), the 16-bit multiplier whose high product with any sum a block can have
    /// (0…255 × area) is that sum's quotient by the area, when there is one: then `reel_box_means_row` writes the
    /// row with vector instructions, the same bytes as the division. Factors 2, 3, 4, 8 and 16 have one; 3 is what
    /// the report's previews of full-size frames use.
    static let exactMultipliers: [UInt16?] = (0...16).map { factor in
        let area = max(1, factor * factor)
        let multiplier = (65536 + area - 1) / area
        guard factor > 0, multiplier < 65536 else { return nil }
        for sum in 0...(255 * area) where (sum * multiplier) >> 16 != sum / area { return nil }
        return UInt16(multiplier)
    }

    /// The shrunk image.
    var bitmap: Bitmap { Bitmap(width: width, height: height, stride: width * 4, pixels: pixels) }
}

extension Bitmap {
    /// The bitmap shrunk by a whole `factor` (each pixel the mean of a block), as an opaque bitmap. For opaque
    /// bitmaps, such as decoded frames.
    package func shrunk(by factor: Int) -> Bitmap {
        guard isWellFormed, width > 0, height > 0 else { return self }
        var shrinker = BoxShrinker(sourceWidth: width, sourceHeight: height, factor: factor)
        pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for y in 0..<height {
                shrinker.add(base + y * stride, y: y, from: 0, to: width)
                shrinker.endRow(y)
            }
        }
        return shrinker.bitmap
    }
}

extension LayeredFrame {
    /// The frame shrunk by a whole `factor` (each pixel the mean of a block), read from the surface and, where they
    /// lie, the copies: the surface is left as it is.
    package func shrunk(by factor: Int) -> Bitmap {
        let (width, height) = (surface.width, surface.height)
        var shrinker = BoxShrinker(sourceWidth: width, sourceHeight: height, factor: factor)
        let bands = Self.bands(Self.visible(copies, width: width, height: height), height: height)
        surface.withUnsafeData { data, stride in
            guard let source = data.baseAddress else { return }
            for band in bands {
                for y in band.top..<band.bottom {
                    let row = source + y * stride
                    var x = 0
                    for piece in band.pieces {
                        if piece.left > x { shrinker.add(row + x * 4, y: y, from: x, to: piece.left) }
                        let bitmap = piece.copy.bitmap
                        bitmap.pixels.withUnsafeBytes { pixels in
                            guard let base = pixels.baseAddress else { return }
                            let start = base + (y - piece.copy.y) * bitmap.stride + (piece.left - piece.copy.x) * 4
                            shrinker.add(start, y: y, from: piece.left, to: piece.right)
                        }
                        x = piece.right
                    }
                    if x < width { shrinker.add(row + x * 4, y: y, from: x, to: width) }
                    shrinker.endRow(y)
                }
            }
        }
        return shrinker.bitmap
    }
}
