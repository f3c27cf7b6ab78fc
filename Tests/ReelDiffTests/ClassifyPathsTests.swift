import CPixelOps
import Testing

/// `reel_diff_row_classify` has a plain C path, an AVX2 path (four pixels at a time) and an AVX-512 path (eight); a CPU
/// runs the best it has, so the oracle tests exercise only that one. Here every path this CPU can run classifies the
/// same rows, which must count alike.
@Suite struct ClassifyPathsTests {
    /// Images of flat runs, few colours and some noise: many pixels with and without many siblings, and anti-aliasing
    /// candidates whose darkest or brightest neighbour has many siblings in both images.
    static func image(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        let palette: [UInt32] = [0x0010_2030, 0x00FF_FFFF, 0x0080_8080, 0x0000_0000]
        return (0..<width * height).map { index in
            let (x, y) = (index % width, index / width)
            let value = next()
            let colour =
                value % 5 == 0
                ? value & 0xFF_FFFF : palette[((x / (2 + Int(value % 3))) + y / 3 + Int(value % 7 == 0 ? 1 : 0)) % 4]
            return 0xFF00_0000 | colour
        }
    }

    /// Row `row` classified with at most `level`'s instructions; the flags of the rows above and below are read
    /// through the row's pointer, so every pointer points into the whole images.
    static func classify(
        _ a: [UInt32], _ b: [UInt32], luma: [[Int]], many: [[UInt8]], row: Int, width: Int, level: Int
    ) -> reel_diff_row {
        let at = row * width
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                luma[0].withUnsafeBufferPointer { la in
                    luma[1].withUnsafeBufferPointer { lb in
                        many[0].withUnsafeBufferPointer { ma in
                            many[1].withUnsafeBufferPointer { mb in
                                reel_diff_row_classify_up_to(
                                    pa.baseAddress! + at, pb.baseAddress! + at, la.baseAddress! + at - width,
                                    la.baseAddress! + at, la.baseAddress! + at + width, lb.baseAddress! + at - width,
                                    lb.baseAddress! + at, lb.baseAddress! + at + width, ma.baseAddress! + at,
                                    mb.baseAddress! + at, width, Int32(level))
                            }
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [3, 4, 9, 12, 17, 31, 64, 781])
    func everyPathCountsTheSame(width: Int) {
        let height = 12
        let a = Self.image(width: width, height: height, seed: UInt64(width))
        let b = Self.image(width: width, height: height, seed: UInt64(width) &* 31 &+ 7)
        var many = [[UInt8]](repeating: [UInt8](repeating: 0, count: width * height), count: 2)
        var luma = [[Int]](repeating: [Int](repeating: 0, count: width * height), count: 2)
        for (slot, image) in [a, b].enumerated() {
            image.withUnsafeBufferPointer { pixels in
                many[slot].withUnsafeMutableBufferPointer { out in
                    for y in 1..<height - 1 {
                        let row = pixels.baseAddress! + y * width
                        reel_many_siblings_row(row - width, row, row + width, out.baseAddress! + y * width, width)
                    }
                }
                luma[slot].withUnsafeMutableBufferPointer { out in
                    reel_luma_row(pixels.baseAddress!, out.baseAddress!, width * height)
                }
            }
        }
        var (different, antialiased) = (0, 0)
        for y in 1..<height - 1 {
            let results = (0...2).map { level in
                Self.classify(a, b, luma: luma, many: many, row: y, width: width, level: level)
            }
            for result in results.dropFirst() {
                #expect(result.different == results[0].different, "row \(y)")
                #expect(result.antialiased == results[0].antialiased, "row \(y)")
                #expect(result.min_x == results[0].min_x && result.max_x == results[0].max_x, "row \(y)")
            }
            different += results[0].different
            antialiased += results[0].antialiased
        }
        // The images must exercise both outcomes.
        #expect(different > 0)
        if width >= 9 { #expect(antialiased > 0) }
    }
}
