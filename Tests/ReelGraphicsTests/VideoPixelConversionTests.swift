import CPixelOps
import Testing

/// The conversions a compared video frame goes through, `reel_rgb_to_argb` (packed RGB) and
/// `reel_gbr_planes_to_argb` (ffmpeg's `gbrp` planes), against the pixel each input byte triple names, at widths
/// around the SIMD steps (4 and 16 pixels) so both the vector loop and the tail are covered.
@Suite struct VideoPixelConversionTests {
    static let counts = [0, 1, 3, 4, 5, 15, 16, 17, 31, 33, 780 * 3 + 1]

    /// Byte `i` of a deterministic pattern that is not periodic in 3, 4 or 16.
    static func byte(_ i: Int) -> UInt8 { UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7 ^ i) }

    /// `count` pixels converted by `convert` from `bytes` (three bytes a pixel, laid out as the conversion reads them).
    static func converted(
        _ bytes: [UInt8], count: Int,
        _ convert: (UnsafePointer<UInt8>, UnsafeMutablePointer<UInt32>) -> Void
    ) -> [UInt32] {
        var argb = [UInt32](repeating: 0, count: count)
        bytes.withUnsafeBufferPointer { source in
            argb.withUnsafeMutableBufferPointer { target in
                if let from = source.baseAddress, let to = target.baseAddress { convert(from, to) }
            }
        }
        return argb
    }

    @Test(arguments: counts)
    func packedRGBBecomesOpaqueARGB(count: Int) {
        let rgb = (0..<count * 3).map(Self.byte)
        let argb = Self.converted(rgb, count: count) { reel_rgb_to_argb($0, $1, count) }
        let expected = (0..<count).map { i in
            0xFF00_0000 | UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2])
        }
        #expect(argb == expected)
    }

    @Test(arguments: counts)
    func gbrPlanesBecomeOpaqueARGB(count: Int) {
        let planes = (0..<count * 3).map(Self.byte)
        let argb = Self.converted(planes, count: count) { g, to in
            reel_gbr_planes_to_argb(g, g + count, g + 2 * count, to, count)
        }
        let expected = (0..<count).map { i in
            let (g, b, r) = (UInt32(planes[i]), UInt32(planes[count + i]), UInt32(planes[2 * count + i]))
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        #expect(argb == expected)
    }
}
