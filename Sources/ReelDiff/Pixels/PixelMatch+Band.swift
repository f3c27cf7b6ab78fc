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
                    } else if !includeAA && (antialiased(a, x, y, other: b) || antialiased(b, x, y, other: a)) {
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

        /// pixelmatch's `antialiased`: whether (x1, y1) in `image` is likely part of anti-aliasing — it has both a
        /// darker and a brighter neighbour, at most two equal ones, and the darkest or brightest neighbour has 3+ equal
        /// neighbours of its own in both images. Neighbours are visited column by column, as pixelmatch does, so ties
        /// pick the same neighbour.
        @inline(__always)
        func antialiased(_ image: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, other: UnsafePointer<UInt32>) -> Bool {
            if x1 > 0 && y1 > 0 && x1 < width - 1 && y1 < height - 1 {
                return interiorAntialiased(image, y1 * width + x1, other: other)
            }
            let x0 = max(x1 - 1, 0)
            let y0 = max(y1 - 1, 0)
            let x2 = min(x1 + 1, width - 1)
            let y2 = min(y1 + 1, height - 1)
            let center = image[y1 * width + x1] & Self.rgb
            let centerLuma = Self.luma(center)
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            var minDelta = 0
            var maxDelta = 0
            var minIndex = 0
            var maxIndex = 0
            var x = x0
            while x <= x2 {
                var y = y0
                while y <= y2 {
                    let index = y * width + x
                    if x != x1 || y != y1 {
                        let neighbour = image[index] & Self.rgb
                        if neighbour == center {
                            zeroes += 1
                            if zeroes > 2 { return false }
                        } else {
                            let delta = centerLuma - Self.luma(neighbour)
                            if delta < minDelta {
                                minDelta = delta
                                minIndex = index
                            } else if delta > maxDelta {
                                maxDelta = delta
                                maxIndex = index
                            }
                        }
                    }
                    y += 1
                }
                x += 1
            }
            if minDelta == 0 || maxDelta == 0 { return false }
            return (hasManySiblings(image, minIndex) && hasManySiblings(other, minIndex))
                || (hasManySiblings(image, maxIndex) && hasManySiblings(other, maxIndex))
        }

        /// `antialiased` for a pixel with all eight neighbours, visiting them in the same column-by-column order.
        @inline(__always)
        func interiorAntialiased(_ image: UnsafePointer<UInt32>, _ index: Int, other: UnsafePointer<UInt32>) -> Bool {
            let w = width
            let center = image[index] & Self.rgb
            let centerLuma = Self.luma(center)
            var zeroes = 0
            var minDelta = 0
            var maxDelta = 0
            var minIndex = 0
            var maxIndex = 0
            /// Looks at one neighbour; true when three equal neighbours rule anti-aliasing out.
            func visit(_ offset: Int) -> Bool {
                let neighbourIndex = index + offset
                let neighbour = image[neighbourIndex] & Self.rgb
                if neighbour == center {
                    zeroes += 1
                    return zeroes > 2
                }
                let delta = centerLuma - Self.luma(neighbour)
                if delta < minDelta {
                    minDelta = delta
                    minIndex = neighbourIndex
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxIndex = neighbourIndex
                }
                return false
            }
            if visit(-w - 1) || visit(-1) || visit(w - 1) || visit(-w) || visit(w) || visit(-w + 1) || visit(1)
                || visit(w + 1)
            {
                return false
            }
            if minDelta == 0 || maxDelta == 0 { return false }
            return (hasManySiblings(image, minIndex) && hasManySiblings(other, minIndex))
                || (hasManySiblings(image, maxIndex) && hasManySiblings(other, maxIndex))
        }

        /// pixelmatch's `hasManySiblings`: whether the pixel has 3+ neighbours of exactly its colour (edges count as
        /// one).
        @inline(__always)
        func hasManySiblings(_ image: UnsafePointer<UInt32>, _ index: Int) -> Bool {
            let y1 = index / width
            let x1 = index - y1 * width
            let x0 = max(x1 - 1, 0)
            let y0 = max(y1 - 1, 0)
            let x2 = min(x1 + 1, width - 1)
            let y2 = min(y1 + 1, height - 1)
            let value = image[index] & Self.rgb
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            var y = y0
            while y <= y2 {
                let row = y * width
                var x = x0
                while x <= x2 {
                    if (x != x1 || y != y1) && image[row + x] & Self.rgb == value {
                        zeroes += 1
                        if zeroes > 2 { return true }
                    }
                    x += 1
                }
                y += 1
            }
            return false
        }
    }
}
