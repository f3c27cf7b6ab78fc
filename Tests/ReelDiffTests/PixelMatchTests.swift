import ReelGraphics
import Testing

@testable import ReelDiff

@Suite struct PixelMatchTests {
    static func solid(_ colour: UInt32, width: Int = 8, height: Int = 8) -> PixelImage {
        PixelImage(
            width: width, height: height, pixels: [UInt32](repeating: 0xFF00_0000 | colour, count: width * height))
    }

    /// The exact check without masks or a diff image runs in a loop of its own: its counts and bounds must equal the
    /// general loop's (which runs when a diff image is asked for), on every test pair, in one band and in three.
    @Test(arguments: [1, 3])
    func thePlainLoopCountsWhatTheGeneralLoopCounts(bands: Int) {
        var (antialiased, different) = (0, 0)
        for (name, a, b) in TestPictures.pairs() {
            let plain = PixelMatch.compare(a, b, threshold: 0, includeAA: false, bands: bands)
            var image = [UInt32](repeating: 0, count: a.count)
            let general = image.withUnsafeMutableBufferPointer { output in
                PixelMatch.compare(a, b, threshold: 0, includeAA: false, output: output, bands: bands)
            }
            #expect(plain == general, "\(name)")
            antialiased += plain.antialiasedPixels
            different += plain.differentPixels
        }
        #expect(antialiased > 0 && different > 0)
    }

    /// The plain loop classifies interior pixels in C, four at a time where the CPU has AVX2, with a scalar tail: on
    /// images of a few close colours (many ties between neighbours, every case of the detector) it must count what
    /// the general loop's Swift detector counts, at widths that end in each part.
    @Test(arguments: [3, 4, 5, 6, 9, 12, 13, 37, 70])
    func thePlainLoopAgreesOnNoisyImages(width: Int) {
        let height = 9
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &* UInt64(width)
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let palette: [UInt32] = [0x0010_2030, 0x0080_8080, 0x0010_2031, 0x00FF_FFFF]
        for round in 0..<20 {
            let colours = 2 + round % 3
            let a = (0..<(width * height)).map { _ in 0xFF00_0000 | palette[next() % colours] }
            let b = a.map { next() % 3 == 0 ? 0xFF00_0000 | palette[next() % colours] : $0 }
            Self.expectPlainAgrees(a, b, width: width, height: height, "width \(width), round \(round)")
        }
    }

    /// Rows where few pixels differ (at most one in `PixelMatch.Band.sparseShare`) are classified from the pixels
    /// around each differing one, edges and corners included: the counts must be the general loop's.
    @Test(arguments: [5, 17, 64, 333])
    func thePlainLoopAgreesWhereFewPixelsDiffer(width: Int) {
        let height = 40
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(width)
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let palette: [UInt32] = [0x0010_2030, 0x0080_8080, 0x0010_2031, 0x00FF_FFFF]
        var sparseRows = 0
        for round in 0..<12 {
            // Flat runs of a few colours (pixels with and without many siblings), then a pixel in 40 changed, and
            // always the four corners and the middle of each edge.
            let a = (0..<(width * height)).map { index in
                0xFF00_0000 | palette[(index % width / (2 + round % 3) + index / width / 2 + next() % 2) % 4]
            }
            var b = a
            for index in b.indices where next() % 40 == 0 { b[index] = 0xFF00_0000 | palette[next() % 4] }
            for (x, y) in [
                (0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width / 2, 0),
                (0, height / 2), (width - 1, height / 2), (width / 2, height - 1),
            ] {
                b[y * width + x] = 0xFF00_0000 | palette[(next() % 3 + 1 + Int(a[y * width + x] & 1)) % 4]
            }
            for y in 0..<height {
                // Rows with no differing pixel never reach the sparse path (equal rows are skipped first).
                let differing = (0..<width).filter { b[y * width + $0] != a[y * width + $0] }.count
                if differing > 0, differing <= width / PixelMatch.Band.sparseShare { sparseRows += 1 }
            }
            let plain = Self.expectPlainAgrees(a, b, width: width, height: height, "width \(width), round \(round)")
            #expect(plain.differentPixels + plain.antialiasedPixels > 0)
        }
        // Below 16 pixels a row no row is sparse (at most one pixel in 16 may differ): the dense path alone.
        #expect(width < PixelMatch.Band.sparseShare ? sparseRows == 0 : sparseRows > 0)
    }

    /// Compares `a` and `b` (`width`×`height`) with the plain loop and the general one, expects the same counts, and
    /// returns the plain loop's.
    @discardableResult
    static func expectPlainAgrees(
        _ a: [UInt32], _ b: [UInt32], width: Int, height: Int, _ label: String
    ) -> PixelDiffResult {
        let (imageA, imageB) = (
            PixelImage(width: width, height: height, pixels: a), PixelImage(width: width, height: height, pixels: b)
        )
        let plain = PixelMatch.compare(imageA, imageB, threshold: 0, includeAA: false, bands: 1)
        var output = [UInt32](repeating: 0, count: a.count)
        let general = output.withUnsafeMutableBufferPointer {
            PixelMatch.compare(imageA, imageB, threshold: 0, includeAA: false, output: $0, bands: 1)
        }
        #expect(plain == general, "\(label)")
        return plain
    }

    @Test func identicalImagesHaveNoDifferences() {
        let image = TestPictures.shapes()
        #expect(PixelMatch.compare(image, image, threshold: 0, includeAA: false) == .identical)
    }

    @Test func thresholdIsTheYIQDeltaAgainst35215TimesTSquared() {
        var b = Self.solid(0x808080)
        b.pixels[27] = 0xFF84_8080  // red + 4
        let delta = PixelMatch.colorDelta(0xFF80_8080, 0xFF84_8080)
        let t = (delta / PixelMatch.maxYIQDelta).squareRoot()
        #expect(PixelMatch.compare(Self.solid(0x808080), b, threshold: t * 1.001, includeAA: true).differentPixels == 0)
        #expect(PixelMatch.compare(Self.solid(0x808080), b, threshold: t * 0.999, includeAA: true).differentPixels == 1)
        #expect(PixelMatch.compare(Self.solid(0x808080), b, threshold: 0, includeAA: true).differentPixels == 1)
    }

    @Test func aPixelBetweenTwoFlatAreasIsAntiAliasing() {
        // A dark left half and a light right half; column 4 is an in-between tone in the actual image only.
        var a = Self.solid(0xFFFFFF)
        for y in 0..<8 { for x in 0..<4 { a.pixels[y * 8 + x] = 0xFF00_0000 } }
        var b = a
        for y in 0..<8 { b.pixels[y * 8 + 4] = 0xFF80_8080 }
        let result = PixelMatch.compare(a, b, threshold: 0, includeAA: false)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 8)
        #expect(PixelMatch.compare(a, b, threshold: 0, includeAA: true).differentPixels == 8)
    }

    @Test func masksAndBoundsAndLimits() {
        var b = Self.solid(0x000000, width: 20, height: 10)
        for (x, y) in [(2, 3), (15, 8), (16, 8)] { b.pixels[y * 20 + x] = 0xFFFF_FFFF }
        let a = Self.solid(0x000000, width: 20, height: 10)
        let all = PixelMatch.compare(a, b, threshold: 0, includeAA: true)
        #expect(all.differentPixels == 3)
        #expect(all.bounds == PixelRect(x: 2, y: 3, width: 15, height: 6))
        let masked = PixelMatch.compare(
            a, b, threshold: 0, includeAA: true, masks: [PixelRect(x: 10, y: 5, width: 10, height: 5)])
        #expect(masked.differentPixels == 1 && masked.maskedPixels == 2)
        #expect(masked.bounds == PixelRect(x: 2, y: 3, width: 1, height: 1))
        // The stricter limit wins.
        #expect(DiffOptions(maxDiffPixels: 10, maxDiffRatio: 0.01).allowedDifferences(pixelCount: 200) == 2)
        #expect(DiffOptions(maxDiffPixels: 1, maxDiffRatio: 0.5).allowedDifferences(pixelCount: 200) == 1)
        #expect(DiffOptions().allowedDifferences(pixelCount: 200) == 0)
    }

    @Test func bandsDoNotChangeTheResult() {
        for (_, a, b) in TestPictures.pairs() {
            let one = PixelMatch.compare(a, b, threshold: 0.05, includeAA: false, bands: 1)
            let three = PixelMatch.compare(a, b, threshold: 0.05, includeAA: false, bands: 3)
            #expect(one == three)
        }
    }

    @Test func diffImageIsGreyRedAndYellow() {
        var a = Self.solid(0xFFFFFF)
        for y in 0..<8 { for x in 0..<4 { a.pixels[y * 8 + x] = 0xFF00_0000 } }
        var b = a
        for y in 0..<8 { b.pixels[y * 8 + 4] = 0xFF80_8080 }
        b.pixels[7] = 0xFF00_00FF
        var output = [UInt32](repeating: 0, count: 64)
        _ = output.withUnsafeMutableBufferPointer {
            PixelMatch.compare(a, b, threshold: 0, includeAA: false, output: $0)
        }
        #expect(output[0] == 0xFFE6_E6E6)  // black at 10% over white
        #expect(output[6] == 0xFFFF_FFFF)
        #expect(output[7] == 0xFFFF_0000)
        #expect(output[12] == 0xFFFF_FF00)
    }

    @Test(arguments: [
        ("10,20,30,40", DiffMask(rect: PixelRect(x: 10, y: 20, width: 30, height: 40))),
        ("0,0,5,5@3-9", DiffMask(rect: PixelRect(x: 0, y: 0, width: 5, height: 5), frames: 3...9)),
        ("0,0,5,5@4", DiffMask(rect: PixelRect(x: 0, y: 0, width: 5, height: 5), frames: 4...4)),
    ])
    func masksParse(text: String, mask: DiffMask) {
        #expect(DiffMask(parsing: text) == mask)
    }

    @Test(arguments: ["", "1,2,3", "1,2,3,0", "a,b,c,d", "1,2,3,4@9-3", "1,2,3,4@x", "-1,0,3,4"])
    func badMasksAreRejected(text: String) {
        #expect(DiffMask(parsing: text) == nil)
    }
}
