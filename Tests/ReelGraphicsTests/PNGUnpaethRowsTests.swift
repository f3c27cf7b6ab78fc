import CPixelOps
import Testing

/// `reel_unpaeth_rgb_rows` (Paeth on eight or sixteen rows at once, on a wavefront) against `reel_unpaeth_rgb` row by
/// row, on residuals of every kind: noise, mostly zeros, and a few values (ties between the predictor's distances).
@Suite struct PNGUnpaethRowsTests {
    /// A small deterministic generator (64-bit LCG, the high bits used).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
    }

    /// Scanlines (a filter byte, then 3·width residual bytes) with Paeth on every row but where `other` says.
    static func scanlines(width: Int, height: Int, kind: Int, other: [Int], generator: inout Generator) -> [UInt8] {
        var data: [UInt8] = []
        for y in 0..<height {
            data.append(other.contains(y) ? 1 : 4)
            for _ in 0..<width * 3 {
                let value = generator.next()
                switch kind {
                case 0: data.append(UInt8(truncatingIfNeeded: value))
                case 1: data.append(value % 4 == 0 ? UInt8(truncatingIfNeeded: value >> 8) : 0)
                default: data.append(UInt8(truncatingIfNeeded: (value % 3) * 127))
                }
            }
        }
        return data
    }

    /// Each case: width, height, rows whose filter byte is not Paeth.
    static let cases: [(Int, Int, [Int])] = [
        (1, 16, []), (3, 27, []), (7, 9, []), (15, 40, [20]), (16, 17, [3]), (17, 33, []), (100, 61, [8, 40]),
        (781, 24, []),
    ]

    @Test(arguments: cases)
    func decodesAsRowByRow(width: Int, height: Int, other: [Int]) {
        var generator = Generator(state: UInt64(width * 1_000 + height))
        for kind in 0..<3 {
            let data = Self.scanlines(width: width, height: height, kind: kind, other: other, generator: &generator)
            let above = (0..<width).map { _ in 0xFF00_0000 | generator.next() & 0xFF_FFFF }
            var rows = [UInt32](repeating: 0, count: width * height)
            var single = rows
            let decoded = data.withUnsafeBufferPointer { bytes in
                reel_unpaeth_rgb_rows(bytes.baseAddress, width * 3 + 1, height, above, &rows, width)
            }
            #expect(decoded % 8 == 0 && decoded <= height)
            // Only Paeth rows, whole groups of eight, and on x86-64 (AVX2) at least one group where one fits.
            let firstOther = other.min() ?? height
            #expect(decoded <= firstOther)
            #if arch(x86_64)
                if firstOther >= 8 { #expect(decoded >= 8) }
            #endif
            data.withUnsafeBufferPointer { bytes in
                single.withUnsafeMutableBufferPointer { out in
                    for y in 0..<decoded {
                        let previous = y == 0 ? nil : UnsafePointer(out.baseAddress! + (y - 1) * width)
                        above.withUnsafeBufferPointer { top in
                            reel_unpaeth_rgb(
                                bytes.baseAddress! + y * (width * 3 + 1) + 1, previous ?? top.baseAddress!,
                                out.baseAddress! + y * width, width)
                        }
                    }
                }
            }
            #expect(rows == single, "width \(width), height \(height), kind \(kind)")
        }
    }
}
