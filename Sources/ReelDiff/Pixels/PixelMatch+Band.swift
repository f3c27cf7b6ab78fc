import Foundation
import ReelCore

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
        static let red: UInt32 = 0xFFFF_0000
        static let yellow: UInt32 = 0xFFFF_FF00

        func run(rows: Range<Int>) -> PixelDiffResult {
            var result = PixelDiffResult.identical
            var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
            let rowBytes = width * 4
            var siblings: SiblingMap?
            var lookup: SiblingMap.Lookup?
            var prepared = -1
            for y in rows {
                let row = y * width
                // Rows with equal bytes (most rows of most frame pairs) skip the per-pixel work.
                if memcmp(a + row, b + row, rowBytes) == 0 {
                    if let output { for x in 0..<width { output[row + x] = PixelMatch.grey(a[row + x]) } }
                    continue
                }
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
                        && antialiasedInEither(
                            x, y, siblings: &siblings, lookup: &lookup, prepared: &prepared, rows: rows)
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

        /// Luma scaled to an exact integer: 10⁸ × pixelmatch's Y. Differences of it order neighbours exactly as
        /// pixelmatch's floating-point brightness deltas do, and are 0 only for equal colours (no two 8-bit colours
        /// have the same scaled luma: 29889531·Δr + 58662247·Δg + 11448223·Δb ≠ 0 for |Δ| ≤ 510, checked
        /// exhaustively).
        @inline(__always)
        static func luma(_ p: UInt32) -> Int {
            29_889_531 &* Int((p >> 16) & 0xFF) &+ 58_662_247 &* Int((p >> 8) & 0xFF) &+ 11_448_223 &* Int(p & 0xFF)
        }

        /// Whether (x, y) looks like anti-aliasing in `a` or in `b`; makes the band's sibling map when first needed.
        @inline(__always)
        func antialiasedInEither(
            _ x: Int, _ y: Int, siblings: inout SiblingMap?, lookup: inout SiblingMap.Lookup?, prepared: inout Int,
            rows: Range<Int>
        ) -> Bool {
            if prepared != y {
                // Once per row: the map (a class) stays out of the per-pixel work, which reads `lookup`.
                let map = siblings ?? SiblingMap(a, b, width: width, height: height, rows: rows)
                siblings = map
                map.prepare(around: y)
                prepared = y
                lookup = map.lookup
            }
            return antialiased(0, x, y, siblings: lookup) || antialiased(1, x, y, siblings: lookup)
        }

        /// pixelmatch's `antialiased`: whether (x1, y1) in image `slot` (0: `a`, 1: `b`) is likely part of
        /// anti-aliasing — it has both a darker and a brighter neighbour, at most two equal ones, and the darkest or
        /// brightest neighbour has 3+ equal neighbours of its own in both images. Neighbours are visited column by
        /// column, as pixelmatch does, so ties pick the same neighbour; "3+ equal neighbours" comes from `siblings`.
        @inline(__always)
        func antialiased(_ slot: Int, _ x1: Int, _ y1: Int, siblings: SiblingMap.Lookup?) -> Bool {
            let siblings = siblings.unsafelyUnwrapped
            let index = y1 * width + x1
            // More than two equal neighbours (an edge counting as one) rule anti-aliasing out.
            if siblings.many(slot, index) { return false }
            let image = slot == 0 ? a : b
            let center = image[index] & Self.rgb
            let centerLuma = Self.luma(center)
            var minDelta = 0
            var maxDelta = 0
            var minIndex = 0
            var maxIndex = 0
            func visit(_ neighbourIndex: Int) {
                let neighbour = image[neighbourIndex] & Self.rgb
                if neighbour == center { return }
                let delta = centerLuma - Self.luma(neighbour)
                if delta < minDelta {
                    minDelta = delta
                    minIndex = neighbourIndex
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxIndex = neighbourIndex
                }
            }
            let w = width
            if x1 > 0 && y1 > 0 && x1 < width - 1 && y1 < height - 1 {
                visit(index - w - 1)
                visit(index - 1)
                visit(index + w - 1)
                visit(index - w)
                visit(index + w)
                visit(index - w + 1)
                visit(index + 1)
                visit(index + w + 1)
            } else {
                for x in max(x1 - 1, 0)...min(x1 + 1, width - 1) {
                    for y in max(y1 - 1, 0)...min(y1 + 1, height - 1) where x != x1 || y != y1 {
                        visit(y * width + x)
                    }
                }
            }
            if minDelta == 0 || maxDelta == 0 { return false }
            let other = 1 - slot
            return (siblings.many(slot, minIndex) && siblings.many(other, minIndex))
                || (siblings.many(slot, maxIndex) && siblings.many(other, maxIndex))
        }
    }
}
