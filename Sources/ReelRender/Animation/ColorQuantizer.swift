import ReelGraphics

/// Median-cut colour quantizer: a histogram of 5-bit-per-channel bins (with exact colour sums), cut into at most
/// `maxColors` boxes along their longest side at the population median; each box's colour is its mean.
struct ColorQuantizer {
    /// An opaque 8-bit colour.
    struct RGB: Equatable {
        var r: UInt8
        var g: UInt8
        var b: UInt8
    }

    private var counts = [UInt32](repeating: 0, count: 1 << 15)
    private var sums = [UInt64](repeating: 0, count: 3 << 15)

    /// Adds every `step`-th pixel of every `step`-th row of `bitmap` (ARGB32, alpha ignored).
    mutating func add(_ bitmap: Bitmap, step: Int = 1) {
        let step = max(1, step)
        bitmap.pixels.withUnsafeBytes { raw in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    var y = 0
                    while y < bitmap.height {
                        var x = 0
                        while x < bitmap.width {
                            let v = raw.loadUnaligned(fromByteOffset: y &* bitmap.stride &+ x &* 4, as: UInt32.self)
                            let r = (v >> 16) & 0xFF
                            let g = (v >> 8) & 0xFF
                            let b = v & 0xFF
                            let bin = Int((r >> 3) << 10 | (g >> 3) << 5 | (b >> 3))
                            counts[bin] &+= 1
                            sums[bin * 3] &+= UInt64(r)
                            sums[bin * 3 + 1] &+= UInt64(g)
                            sums[bin * 3 + 2] &+= UInt64(b)
                            x &+= step
                        }
                        y &+= step
                    }
                }
            }
        }
    }

    /// A box of histogram bins.
    private struct Box {
        var bins: [Int]
        var population: UInt64
        var longestAxis: Int
        var range: Int
    }

    /// The palette: at most `maxColors` colours, in a deterministic order (by box creation).
    func palette(maxColors: Int) -> [RGB] {
        let occupied = (0..<counts.count).filter { counts[$0] > 0 }
        guard !occupied.isEmpty else { return [RGB(r: 0, g: 0, b: 0)] }
        var boxes = [makeBox(occupied)]
        while boxes.count < maxColors {
            // Split the box whose population times longest side is largest (single-bin boxes cannot split).
            var best: Int?
            var bestScore = 0.0
            for (index, box) in boxes.enumerated() where box.bins.count > 1 {
                let score = Double(box.population) * Double(box.range + 1)
                if score > bestScore {
                    bestScore = score
                    best = index
                }
            }
            guard let best else { break }
            let (low, high) = split(boxes[best])
            boxes[best] = low
            boxes.append(high)
        }
        return boxes.map(mean)
    }

    private func component(_ bin: Int, _ axis: Int) -> Int { (bin >> (10 - axis * 5)) & 31 }

    private func makeBox(_ bins: [Int]) -> Box {
        var low = [31, 31, 31]
        var high = [0, 0, 0]
        var population: UInt64 = 0
        for bin in bins {
            population += UInt64(counts[bin])
            for axis in 0..<3 {
                let value = component(bin, axis)
                low[axis] = min(low[axis], value)
                high[axis] = max(high[axis], value)
            }
        }
        let ranges = (0..<3).map { high[$0] - low[$0] }
        let axis = ranges[1] >= ranges[0] && ranges[1] >= ranges[2] ? 1 : (ranges[0] >= ranges[2] ? 0 : 2)
        return Box(bins: bins, population: population, longestAxis: axis, range: ranges[axis])
    }

    /// Cuts a box at the population median of its longest axis (both halves non-empty).
    private func split(_ box: Box) -> (Box, Box) {
        let axis = box.longestAxis
        let sorted = box.bins.sorted { (component($0, axis), $0) < (component($1, axis), $1) }
        var running: UInt64 = 0
        var cut = 1
        for (index, bin) in sorted.enumerated() {
            running += UInt64(counts[bin])
            if running * 2 >= box.population {
                cut = index + 1
                break
            }
        }
        cut = min(max(cut, 1), sorted.count - 1)
        return (makeBox(Array(sorted[..<cut])), makeBox(Array(sorted[cut...])))
    }

    private func mean(_ box: Box) -> RGB {
        var r: UInt64 = 0
        var g: UInt64 = 0
        var b: UInt64 = 0
        for bin in box.bins {
            r += sums[bin * 3]
            g += sums[bin * 3 + 1]
            b += sums[bin * 3 + 2]
        }
        let n = max(box.population, 1)
        return RGB(r: UInt8((r + n / 2) / n), g: UInt8((g + n / 2) / n), b: UInt8((b + n / 2) / n))
    }
}
