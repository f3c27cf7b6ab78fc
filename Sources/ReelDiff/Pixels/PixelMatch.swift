import ReelGraphics

/// Per-pixel comparison with pixelmatch 7.x semantics for opaque images: the YIQ colour delta of Kotsarenko & Ramos,
/// a pixel differs when δ > 35215·t², and pixels that look like anti-aliasing in either image (Vysniauskas'
/// detector, as pixelmatch implements it) are not counted unless `includeAA`.
package enum PixelMatch {
    /// The maximum YIQ delta between two colours.
    package static let maxYIQDelta = 35215.0

    /// Compares `a` (expected) with `b` (actual), which must be the same size. When `output` is given (width·height
    /// pixels) it receives pixelmatch's diff image: `a` in faded grey, red differences, yellow anti-aliasing.
    package static func compare(
        _ a: PixelImage, _ b: PixelImage, threshold: Double, includeAA: Bool, masks: [PixelRect] = [],
        output: UnsafeMutableBufferPointer<UInt32>? = nil, bands requested: Int? = nil
    ) -> PixelDiffResult {
        precondition(a.width == b.width && a.height == b.height, "images differ in size")
        precondition(output == nil || output!.count >= a.count, "output too small")
        let (width, height) = (a.width, a.height)
        guard width > 0, height > 0 else { return .identical }
        let maxDelta = maxYIQDelta * threshold * threshold
        let bands = max(1, min(requested ?? (a.count >= 1 << 16 ? 2 : 1), height))
        return a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                let job = Band(
                    a: pa.baseAddress!, b: pb.baseAddress!, width: width, height: height, maxDelta: maxDelta,
                    includeAA: includeAA, masks: masks, output: output?.baseAddress
                )
                if bands == 1 { return job.run(rows: 0..<height) }
                let results = ParallelSlots.map(bands) { band in
                    job.run(rows: height * band / bands..<height * (band + 1) / bands)
                }
                var total = PixelDiffResult.identical
                for result in results { total.merge(result) }
                return total
            }
        }
    }
    /// pixelmatch's background pixel: the luma blended 90% towards white (alpha 0.1), rounded as a clamped byte array
    /// does.
    @inline(__always)
    static func grey(_ pixel: UInt32) -> UInt32 {
        let r = Double((pixel >> 16) & 0xFF)
        let g = Double((pixel >> 8) & 0xFF)
        let b = Double(pixel & 0xFF)
        let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * 0.1
        let byte = UInt32(min(255, max(0, value.rounded(.toNearestOrEven))))
        return 0xFF00_0000 | byte << 16 | byte << 8 | byte
    }

    /// The squared YIQ distance between two opaque colours (pixelmatch's `colorDelta`, without its sign).
    @inline(__always)
    package static func colorDelta(_ p1: UInt32, _ p2: UInt32) -> Double {
        let dr = Double(Int((p1 >> 16) & 0xFF) - Int((p2 >> 16) & 0xFF))
        let dg = Double(Int((p1 >> 8) & 0xFF) - Int((p2 >> 8) & 0xFF))
        let db = Double(Int(p1 & 0xFF) - Int(p2 & 0xFF))
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}
