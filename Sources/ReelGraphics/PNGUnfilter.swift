import CPixelOps

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
        var row = 0
        while row < height {
            defer { row += 1 }
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
                    // reel's own frames: Paeth on every row. The row above is read as the pixels already written;
                    // the residuals are left in place, and a row's bytes are unfiltered there only when a row with
                    // another filter follows and needs them. A row of zero residuals equals the row above and is
                    // copied; otherwise eight rows at a time go through `reel_unpaeth_rgb_rows` (eight pixels per
                    // step on a wavefront), and a row at a time through `reel_unpaeth_rgb` where it does not apply.
                    let target = out + row * width
                    var decoded = 1
                    if isZero(line, count: rowBytes) {
                        target.update(from: target - width, count: width)
                    } else {
                        decoded = reel_unpaeth_rgb_rows(line - 1, stride, height - row, target - width, target, width)
                        if decoded == 0 {
                            reel_unpaeth_rgb(line, target - width, target, width)
                            decoded = 1
                        }
                    }
                    row += decoded - 1
                    if row + 1 < height && data[(row + 1) * stride] != 4 {
                        storeRGB(out + row * width, into: data + row * stride + 1, width: width)
                    }
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

    /// Writes the R, G, B bytes of `width` pixels over `line` (for a following row filtered against them).
    private static func storeRGB(
        _ pixels: UnsafeMutablePointer<UInt32>, into line: UnsafeMutablePointer<UInt8>, width: Int
    ) {
        for x in 0..<width {
            let pixel = pixels[x]
            line[x &* 3] = UInt8(truncatingIfNeeded: pixel >> 16)
            line[x &* 3 &+ 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            line[x &* 3 &+ 2] = UInt8(truncatingIfNeeded: pixel)
        }
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
