/// Undoes PNG row filters (None, Sub, Up, Average, Paeth) in place and packs rows into 0xAARRGGBB pixels.
enum PNGUnfilter {
    /// Unfilters `data` (height rows of 1 filter byte + width·channels bytes) and writes premultiplied pixels; false
    /// on a bad filter byte.
    static func run(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        let rowBytes = width * channels
        let stride = rowBytes + 1
        for row in 0..<height {
            let line = data + row * stride + 1
            let above: UnsafeMutablePointer<UInt8>? = row > 0 ? data + (row - 1) * stride + 1 : nil
            switch line[-1] {
            case 0: break
            case 1:
                var i = channels
                while i < rowBytes {
                    line[i] &+= line[i - channels]
                    i += 1
                }
            case 2:
                if let above { for i in 0..<rowBytes { line[i] &+= above[i] } }
            case 3:
                for i in 0..<rowBytes {
                    let left = i >= channels ? Int(line[i - channels]) : 0
                    let up = above.map { Int($0[i]) } ?? 0
                    line[i] &+= UInt8((left + up) >> 1)
                }
            case 4:
                guard let above else {
                    // No row above: Paeth predicts from the left pixel alone (Sub).
                    var i = channels
                    while i < rowBytes {
                        line[i] &+= line[i - channels]
                        i += 1
                    }
                    break
                }
                if channels == 3 {
                    // reel's own frames: Paeth on every row, most rows equal to the row above.
                    let target = out + row * width
                    unpaethRGB(line, above: above, width: width, into: target, previous: target - width)
                    continue
                }
                // The first pixel has no left neighbour: the predictor is the byte above.
                for i in 0..<min(channels, rowBytes) { line[i] &+= above[i] }
                var i = channels
                while i < rowBytes {
                    line[i] &+= PNGRowFilters.predictor(line[i &- channels], above[i], above[i &- channels])
                    i &+= 1
                }
            default:
                return false
            }
            let target = out + row * width
            if channels == 3 {
                for x in 0..<width {
                    let p = line + x &* 3
                    target[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                }
            } else {
                for x in 0..<width {
                    let p = line + x &* 4
                    let a = UInt32(p[3])
                    if a == 255 {
                        target[x] = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    } else {
                        target[x] =
                            a << 24 | premultiply(a, p[0]) << 16 | premultiply(a, p[1]) << 8 | premultiply(a, p[2])
                    }
                }
            }
        }
        return true
    }

    /// Undoes Paeth on one RGB row (`line`, in place) and writes its pixels: a row whose residuals are all zero
    /// equals the row above and copies its pixels; otherwise the left pixel stays in registers while the row is
    /// walked one pixel (three independent channels) at a time.
    @inline(__always)
    private static func unpaethRGB(
        _ line: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, width: Int,
        into target: UnsafeMutablePointer<UInt32>, previous: UnsafeMutablePointer<UInt32>
    ) {
        let rowBytes = width &* 3
        if isZero(line, count: rowBytes) {
            line.update(from: above, count: rowBytes)
            target.update(from: previous, count: width)
            return
        }
        // In 32-bit lanes the predictor compiles to a few compares and conditional moves: ~3× faster here than in
        // bytes with saturation (`PNGRowFilters.predictor`, which the encoder's vectorised loop wants).
        var (c0, c1, c2) = (Int32(above[0]), Int32(above[1]), Int32(above[2]))
        var (a0, a1, a2) = ((Int32(line[0]) &+ c0) & 255, (Int32(line[1]) &+ c1) & 255, (Int32(line[2]) &+ c2) & 255)
        var x = 0
        while true {
            let i = x &* 3
            line[i] = UInt8(truncatingIfNeeded: a0)
            line[i &+ 1] = UInt8(truncatingIfNeeded: a1)
            line[i &+ 2] = UInt8(truncatingIfNeeded: a2)
            target[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: a0 &<< 16 | a1 &<< 8 | a2)
            x &+= 1
            guard x < width else { break }
            let j = x &* 3
            let (b0, b1, b2) = (Int32(above[j]), Int32(above[j &+ 1]), Int32(above[j &+ 2]))
            a0 = (Int32(line[j]) &+ paeth(a0, b0, c0)) & 255
            a1 = (Int32(line[j &+ 1]) &+ paeth(a1, b1, c1)) & 255
            a2 = (Int32(line[j &+ 2]) &+ paeth(a2, b2, c2)) & 255
            (c0, c1, c2) = (b0, b1, b2)
        }
    }

    /// The Paeth predictor of left `a`, above `b` and upper-left `c` (bytes held in `Int32`), without branches.
    @inline(__always)
    private static func paeth(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
        let pa = abs(b &- c)
        let pb = abs(a &- c)
        let pc = abs(a &+ b &- c &- c)
        let aboveOrCorner = pb <= pc ? b : c
        return pa <= min(pb, pc) ? a : aboveOrCorner
    }

    /// Whether `count` bytes from `bytes` are all zero (eight at a time).
    @inline(__always)
    private static func isZero(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes)
        var bits: UInt64 = 0
        var i = 0
        while i &+ 8 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < count {
            bits |= UInt64(bytes[i])
            i &+= 1
        }
        return bits == 0
    }

    /// Rounded a·c/255, as `PNGDecoder` (and cairo) compute it.
    @inline(__always)
    private static func premultiply(_ alpha: UInt32, _ colour: UInt8) -> UInt32 {
        let temp = alpha * UInt32(colour) + 0x80
        return (temp + (temp >> 8)) >> 8
    }
}
