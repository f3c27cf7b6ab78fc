import Testing

@testable import ReelDiff

/// The sibling flags (`reel_many_siblings_row` in AVX2 or SSE2 for interior pixels, the plain count on the edges) and
/// the luma rows (`reel_luma_row`) against pixelmatch's `hasManySiblings` written out and `PixelMatch.Band.luma`, on
/// images of few colours so that equal neighbours are common.
@Suite struct SiblingMapTests {
    /// pixelmatch's hasManySiblings: more than two neighbours of exactly the same RGB, an image edge counting as one.
    static func hasManySiblings(_ pixels: [UInt32], width: Int, height: Int, x: Int, y: Int) -> Bool {
        let value = pixels[y * width + x] & 0x00FF_FFFF
        var zeroes = x == 0 || x == width - 1 || y == 0 || y == height - 1 ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where (nx != x || ny != y) {
                if pixels[ny * width + nx] & 0x00FF_FFFF == value { zeroes += 1 }
            }
        }
        return zeroes > 2
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 9, 13, 37, 70])
    func flagsMatchPixelmatchsCount(width: Int) {
        let height = 6
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(width)
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        // Three colours, and alpha bits that must be ignored.
        let palette: [UInt32] = [0x0010_2030, 0x00FF_FFFF, 0x0010_2031]
        let a = (0..<(width * height)).map { _ in palette[Int(next() % 3)] | UInt32(next() % 256) << 24 }
        let b = (0..<(width * height)).map { _ in palette[Int(next() % 2)] | 0xFF00_0000 }
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                let map = SiblingMap(pa.baseAddress!, pb.baseAddress!, width: width, height: height, rows: 0..<height)
                for y in 0..<height {
                    map.prepare(around: y)
                    let lookup = map.lookup(around: max(1, min(y, height - 2)))
                    if height >= 3, (1..<height - 1).contains(y) {
                        for x in 0..<width {
                            #expect(
                                lookup.lumaA.row[x] == PixelMatch.Band.luma(a[y * width + x]), "luma a (\(x), \(y))")
                            #expect(
                                lookup.lumaB.row[x] == PixelMatch.Band.luma(b[y * width + x]), "luma b (\(x), \(y))")
                        }
                    }
                    for x in 0..<width {
                        let index = y * width + x
                        #expect(
                            lookup.many(0, index) == Self.hasManySiblings(a, width: width, height: height, x: x, y: y),
                            "a (\(x), \(y)) of \(width)")
                        #expect(
                            lookup.many(1, index) == Self.hasManySiblings(b, width: width, height: height, x: x, y: y),
                            "b (\(x), \(y)) of \(width)")
                    }
                }
            }
        }
    }
}
