import Testing

@testable import ReelGraphics

/// cairo's 0xAARRGGBB pixels to the packed R, G, B rows that are encoded and hashed: every width up to 40 (whole
/// blocks of four pixels and every tail), never writing more than one spare byte past the row.
@Suite struct PixelConversionTests {
    @Test func everyWidthConvertsEachPixelAndStaysWithinTheRow() {
        for width in 1...40 {
            let pixels = (0..<width).map { UInt32(truncatingIfNeeded: 0xFF00_0000 | ($0 &* 2_654_435_761) >> 8) }
            var rgb = [UInt8](repeating: 0xEE, count: width * 3 + 8)
            pixels.withUnsafeBytes { source in
                rgb.withUnsafeMutableBytes {
                    PNGRowFilters.convert(source.baseAddress!, width: width, into: $0.baseAddress!)
                }
            }
            let expected = pixels.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
            #expect(Array(rgb[0..<width * 3]) == expected, "width \(width)")
            #expect(rgb[(width * 3 + 1)...].allSatisfy { $0 == 0xEE }, "width \(width) wrote past its spare byte")
        }
    }
}
