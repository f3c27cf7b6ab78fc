/// The per-row work of `PNGEncoder`: cairo pixels to packed RGB, and the PNG filters (RFC 2083 §6).
///
/// The filters read `row - 3` and `above - 3` for the first pixel: callers pass rows from `PNGWorkspace.rgb`, which
/// puts zeros before every row and a zero row above the first.
enum PNGRowFilters {
    /// Converts one row of native-endian 0xAARRGGBB pixels to packed R,G,B bytes; writes one spare byte past the end.
    @inline(__always)
    static func convert(_ source: UnsafeRawPointer, width: Int, into rgb: UnsafeMutableRawPointer) {
        var x = 0
        while x &+ 4 <= width {
            let (w0, w1, w2) = packFour(
                source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self),
                source.loadUnaligned(fromByteOffset: x &* 4 &+ 4, as: UInt32.self),
                source.loadUnaligned(fromByteOffset: x &* 4 &+ 8, as: UInt32.self),
                source.loadUnaligned(fromByteOffset: x &* 4 &+ 12, as: UInt32.self))
            rgb.storeBytes(of: w0.littleEndian, toByteOffset: x &* 3, as: UInt32.self)
            rgb.storeBytes(of: w1.littleEndian, toByteOffset: x &* 3 &+ 4, as: UInt32.self)
            rgb.storeBytes(of: w2.littleEndian, toByteOffset: x &* 3 &+ 8, as: UInt32.self)
            x &+= 4
        }
        while x < width {
            // 0xAARRGGBB byte-swapped is 0xBBGGRRAA; shifted right by 8 it stores as R, G, B, 0.
            let pixel = source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            rgb.storeBytes(of: (pixel.byteSwapped &>> 8).littleEndian, toByteOffset: x &* 3, as: UInt32.self)
            x &+= 1
        }
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

    /// Converts four pixels at a time to three 32-bit stores (R, G, B bytes, little-endian).
    @inline(__always)
    static func packFour(_ p0: UInt32, _ p1: UInt32, _ p2: UInt32, _ p3: UInt32) -> (UInt32, UInt32, UInt32) {
        // Each pixel as 0x00BBGGRR: byte-swapped 0xAARRGGBB shifted right by 8.
        let (q0, q1, q2, q3) = (p0.byteSwapped &>> 8, p1.byteSwapped &>> 8, p2.byteSwapped &>> 8, p3.byteSwapped &>> 8)
        return (q0 | q1 &<< 24, q1 &>> 8 | q2 &<< 16, q2 &>> 16 | q3 &<< 8)
    }
}
