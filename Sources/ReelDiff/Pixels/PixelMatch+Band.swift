import CPixelOps
import Foundation
import ReelGraphics

extension PixelMatch {
    /// One comparison over raw pixel buffers; `run(rows:)` handles a band of rows and may run on any thread.
    /// It reads `a`, `b` and `masks` only, and writes only its own rows of `output`.
    // @unchecked Sendable is safe: the pointers are borrowed from arrays that outlive every band (`compare` returns
    // only after all bands finish), nothing writes `a` or `b` meanwhile, and bands write disjoint rows of `output`.
    struct Band: @unchecked Sendable {
        let a: UnsafePointer<UInt32>
        let b: UnsafePointer<UInt32>
        let width: Int
        let height: Int
        let maxDelta: Double
        let includeAA: Bool
        let masks: [PixelRect]
        let output: UnsafeMutablePointer<UInt32>?

        static let rgb: UInt32 = 0x00FF_FFFF
        /// A row of the plain check in which at most one pixel in this many differs is compared sparsely.
        static let sparseShare = 16
        static let red: UInt32 = 0xFFFF_0000
        static let yellow: UInt32 = 0xFFFF_FF00

        func run(rows: Range<Int>) -> PixelDiffResult {
            var result = PixelDiffResult.identical
            var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
            let rowBytes = width * 4
            var siblings: SiblingMap?
            /// The sibling map and luma rows around row `y`, made when the band first needs them.
            func lookup(around y: Int) -> SiblingMap.Lookup {
                let map = siblings ?? SiblingMap(a, b, width: width, height: height, rows: rows)
                siblings = map
                map.prepare(around: y)
                return map.lookup(around: max(1, min(y, height - 2)))
            }
            // The usual check (exact, no masks, no diff image) in a loop of its own, with nothing per pixel that the
            // general loop below would decide per pixel.
            let plain = output == nil && masks.isEmpty && maxDelta == 0 && !includeAA
            for y in rows {
                let row = y * width
                // Rows with equal bytes (most rows of most frame pairs) skip the per-pixel work.
                if memcmp(a + row, b + row, rowBytes) == 0 {
                    if let output { for x in 0..<width { output[row + x] = PixelMatch.grey(a[row + x]) } }
                    continue
                }
                if plain {
                    var sparse = reel_diff_row()
                    // A row where few pixels differ (a moved edge, a changed line of text) reads their
                    // neighbourhoods straight from the images; the sibling map and luma rows cost a whole row each.
                    let counts =
                        reel_diff_row_sparse(a, b, width, height, y, width / Self.sparseShare, &sparse) != 0
                        ? (
                            different: sparse.different, antialiased: sparse.antialiased, minX: sparse.min_x,
                            maxX: sparse.max_x
                        )
                        : plainRow(y, lookup: lookup(around: y))
                    result.differentPixels += counts.different
                    result.antialiasedPixels += counts.antialiased
                    if counts.maxX >= 0 {
                        (minX, maxX) = (min(minX, counts.minX), max(maxX, counts.maxX))
                        (minY, maxY) = (min(minY, y), max(maxY, y))
                    }
                    continue
                }
                var rowLookup: SiblingMap.Lookup?
                for x in 0..<width {
                    let i = row + x
                    let pa = a[i]
                    let pb = b[i]
                    // With threshold 0 every pair of different colours is above it (the YIQ form is positive definite).
                    if (pa ^ pb) & Self.rgb == 0 || (maxDelta > 0 && PixelMatch.colorDelta(pa, pb) <= maxDelta) {
                        output?[i] = PixelMatch.grey(pa)
                    } else if !masks.isEmpty && masks.contains(where: { $0.contains(x, y) }) {
                        result.maskedPixels += 1
                        output?[i] = PixelMatch.grey(pa)
                    } else if !includeAA
                        && antialiasedInEither(x, y, i, lookup: rowLookup ?? lookup(around: y), keeping: &rowLookup)
                    {
                        result.antialiasedPixels += 1
                        output?[i] = Self.yellow
                    } else {
                        result.differentPixels += 1
                        output?[i] = Self.red
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                    }
                }
            }
            if maxX >= 0 {
                result.bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            }
            return result
        }

        /// Row `y` of the plain check: differing and anti-aliased pixel counts, and the first and last differing
        /// column (maxX −1 when none).
        @inline(__always)
        func plainRow(_ y: Int, lookup map: SiblingMap.Lookup) -> (
            different: Int, antialiased: Int, minX: Int, maxX: Int
        ) {
            guard y > 0, y < height &- 1, width >= 3 else { return plainEdgeRow(y, lookup: map) }
            let row = y &* width
            // The interior columns in C (SIMD where the CPU has it), the two edge columns here.
            let inner = reel_diff_row_classify(
                a + row, b + row, map.lumaA.up, map.lumaA.row, map.lumaA.down, map.lumaB.up, map.lumaB.row,
                map.lumaB.down, map.flags(0, row: row), map.flags(1, row: row), width)
            var (different, antialiased) = (inner.different, inner.antialiased)
            var (minX, maxX) = inner.max_x >= 0 ? (inner.min_x, inner.max_x) : (Int.max, -1)
            for x in [0, width &- 1] where (a[row &+ x] ^ b[row &+ x]) & Self.rgb != 0 {
                if antialiasedInEither(x, y, row &+ x, lookup: map) {
                    antialiased &+= 1
                } else {
                    different &+= 1
                    (minX, maxX) = (Swift.min(minX, x), Swift.max(maxX, x))
                }
            }
            return (different, antialiased, minX, maxX)
        }

        /// `plainRow` for the first and last row (and images narrower than three pixels), a pixel at a time.
        func plainEdgeRow(_ y: Int, lookup map: SiblingMap.Lookup) -> (
            different: Int, antialiased: Int, minX: Int, maxX: Int
        ) {
            var (different, antialiased, minX, maxX) = (0, 0, Int.max, -1)
            let row = y &* width
            for x in 0..<width where (a[row &+ x] ^ b[row &+ x]) & Self.rgb != 0 {
                if antialiasedInEither(x, y, row &+ x, lookup: map) {
                    antialiased &+= 1
                } else {
                    different &+= 1
                    (minX, maxX) = (Swift.min(minX, x), x)
                }
            }
            return (different, antialiased, minX, maxX)
        }

        /// Luma scaled to an exact integer: 10⁸ × pixelmatch's Y. Differences of it order neighbours exactly as
        /// pixelmatch's floating-point brightness deltas do, and are 0 only for equal colours (no two 8-bit colours
        /// have the same scaled luma: 29889531·Δr + 58662247·Δg + 11448223·Δb ≠ 0 for |Δ| ≤ 510, checked
        /// exhaustively).
        @inline(__always)
        static func luma(_ p: UInt32) -> Int {
            29_889_531 &* Int((p >> 16) & 0xFF) &+ 58_662_247 &* Int((p >> 8) & 0xFF) &+ 11_448_223 &* Int(p & 0xFF)
        }

        /// Whether pixel `index` at (x, y) looks like anti-aliasing in `a` or in `b`; `map` covers row y. Keeps `map`
        /// in `kept` for the rest of the row.
        @inline(__always)
        func antialiasedInEither(
            _ x: Int, _ y: Int, _ index: Int, lookup map: SiblingMap.Lookup, keeping kept: inout SiblingMap.Lookup?
        ) -> Bool {
            kept = map
            return antialiasedInEither(x, y, index, lookup: map)
        }

        /// Whether pixel `index` at (x, y) looks like anti-aliasing in `a` or in `b`; `map` covers row y.
        @inline(__always)
        func antialiasedInEither(_ x: Int, _ y: Int, _ index: Int, lookup map: SiblingMap.Lookup) -> Bool {
            // Most differing pixels of real frames have many siblings in both images (flat fills, gradients): neither
            // image can call them anti-aliasing, and one look at the map settles it.
            if map.many(0, index) && map.many(1, index) { return false }
            return antialiased(0, x, y, siblings: map) || antialiased(1, x, y, siblings: map)
        }

        /// pixelmatch's `antialiased`: whether (x1, y1) in image `slot` (0: `a`, 1: `b`) is likely part of
        /// anti-aliasing — it has both a darker and a brighter neighbour, at most two equal ones, and the darkest or
        /// brightest neighbour has 3+ equal neighbours of its own in both images. Neighbours are visited column by
        /// column, as pixelmatch does, so ties pick the same neighbour; "3+ equal neighbours" comes from `siblings`.
        @inline(__always)
        func antialiased(_ slot: Int, _ x1: Int, _ y1: Int, siblings: SiblingMap.Lookup) -> Bool {
            let index = y1 * width + x1
            // More than two equal neighbours (an edge counting as one) rule anti-aliasing out.
            if siblings.many(slot, index) { return false }
            var minDelta = 0
            var maxDelta = 0
            var minIndex = 0
            var maxIndex = 0
            if x1 > 0 && y1 > 0 && x1 < width - 1 && y1 < height - 1 {
                // Luma differs for any two different colours, so an equal neighbour is a delta of 0 and moves
                // neither extreme; the two updates exclude each other (minDelta ≤ 0 ≤ maxDelta), and without
                // branches they compile to conditional moves.
                let rows = slot == 0 ? siblings.lumaA : siblings.lumaB
                let center = rows.row[x1]
                let w = width
                @inline(__always) func visit(_ luma: Int, _ neighbourIndex: Int) {
                    let delta = center &- luma
                    minIndex = delta < minDelta ? neighbourIndex : minIndex
                    minDelta = Swift.min(delta, minDelta)
                    maxIndex = delta > maxDelta ? neighbourIndex : maxIndex
                    maxDelta = Swift.max(delta, maxDelta)
                }
                visit(rows.up[x1 - 1], index - w - 1)
                visit(rows.row[x1 - 1], index - 1)
                visit(rows.down[x1 - 1], index + w - 1)
                visit(rows.up[x1], index - w)
                visit(rows.down[x1], index + w)
                visit(rows.up[x1 + 1], index - w + 1)
                visit(rows.row[x1 + 1], index + 1)
                visit(rows.down[x1 + 1], index + w + 1)
            } else {
                (minDelta, maxDelta, minIndex, maxIndex) = edgeExtremes(slot, x1, y1)
            }
            if minDelta == 0 || maxDelta == 0 { return false }
            let other = 1 - slot
            return (siblings.many(slot, minIndex) && siblings.many(other, minIndex))
                || (siblings.many(slot, maxIndex) && siblings.many(other, maxIndex))
        }

        /// The darkest and brightest neighbours of an edge pixel (x1, y1) in image `slot`, visited column by column
        /// as pixelmatch does: (minDelta, maxDelta, minIndex, maxIndex). Kept out of line so the interior path
        /// inlines.
        @inline(never)
        func edgeExtremes(_ slot: Int, _ x1: Int, _ y1: Int) -> (Int, Int, Int, Int) {
            let image = slot == 0 ? a : b
            let center = image[y1 * width + x1] & Self.rgb
            let centerLuma = Self.luma(center)
            var (minDelta, maxDelta, minIndex, maxIndex) = (0, 0, 0, 0)
            for x in max(x1 - 1, 0)...min(x1 + 1, width - 1) {
                for y in max(y1 - 1, 0)...min(y1 + 1, height - 1) where x != x1 || y != y1 {
                    let neighbourIndex = y * width + x
                    let neighbour = image[neighbourIndex] & Self.rgb
                    if neighbour == center { continue }
                    let delta = centerLuma - Self.luma(neighbour)
                    if delta < minDelta {
                        minDelta = delta
                        minIndex = neighbourIndex
                    } else if delta > maxDelta {
                        maxDelta = delta
                        maxIndex = neighbourIndex
                    }
                }
            }
            return (minDelta, maxDelta, minIndex, maxIndex)
        }
    }
}
