import CPixelOps

/// The per-row work of `PNGEncoder`: cairo pixels to packed RGB, and the PNG filters (RFC 2083 §6).
///
/// The filters read `row - 3` and `above - 3` for the first pixel: callers pass rows from `PNGWorkspace.rgb`, which
/// puts zeros before every row and a zero row above the first.
enum PNGRowFilters {
    /// Converts one row of native-endian 0xAARRGGBB pixels to packed R, G, B bytes; writes at most one spare byte
    /// past the end (`reel_argb_to_rgb`: a byte shuffle where the CPU has SSSE3, ~3× the speed of Swift's loop on
    /// baseline x86-64).
    @inline(__always)
    static func convert(_ source: UnsafeRawPointer, width: Int, into rgb: UnsafeMutableRawPointer) {
        reel_argb_to_rgb(
            source.assumingMemoryBound(to: UInt32.self), rgb.assumingMemoryBound(to: UInt8.self), width)
    }

    /// PNG "Sub": each byte minus the byte one pixel (3 bytes) to the left.
    @inline(__always)
    static func sub(_ row: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { out[i] = row[i] &- row[i &- 3] }
    }

    /// PNG "Up": each byte minus the byte above.
    @inline(__always)
    static func up(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<count { out[i] = row[i] &- above[i] }
    }

    /// PNG "Paeth": each byte minus whichever of left, above and upper-left is nearest to left + above − upper-left
    /// (ties prefer left, then above). All in bytes, as fpnge does, and without branches, so that the loop vectorises
    /// 16 bytes at a time: |a + b − 2c| is pa + pb when b − c and a − c have the same sign, else |pa − pb|; a sum
    /// that saturates at 255 still compares the same with pa and pb (both ≤ 255).
    @inline(__always)
    static func paeth(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<count {
            out[i] = row[i] &- predictor(row[i &- 3], above[i], above[i &- 3])
        }
    }

    /// The Paeth predictor of left `a`, above `b` and upper-left `c`, in bytes and without branches.
    @inline(__always)
    static func predictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let pa = max(b, c) &- min(b, c)
        let pb = max(a, c) &- min(a, c)
        let sum = pa &+ pb
        let saturated = sum < pa ? 255 : sum
        let pc = (b >= c) == (a >= c) ? saturated : max(pa, pb) &- min(pa, pb)
        let aboveOrCorner = pb <= pc ? b : c
        return pa <= pb && pa <= pc ? a : aboveOrCorner
    }
}
