import CPixelOps

extension Thumbnailer {
    /// The largest source side `goodFilterFill` takes (decoded JPEGs are DCT-scaled to just cover the thumbnail).
    static let largestSource = 8192
    /// The largest thumbnail side `goodFilterFill` makes.
    static let largestThumbnail = 4096

    /// The aspect-fill thumbnail of `bitmap` computed without cairo: the filter cairo 1.16 uses for
    /// CAIRO_FILTER_GOOD (`GoodFilterPlan`), run by `reel_separable_convolution_pad`, which gives pixman's pixels
    /// for it without its per-tap overhead. Nil when the drawing is not one this reproduces (the bitmap already the
    /// size, a plain translation, a scale cairo draws BILINEAR, a drawing that does not cover the thumbnail) or is
    /// near pixman's fixed-point limits (a side over `largestSource`, a thumbnail side over `largestThumbnail`),
    /// where cairo may refuse or draw nothing: cairo then draws it, with its checks.
    static func goodFilterFill(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap? {
        guard bitmap.isWellFormed, bitmap.width > 0, bitmap.height > 0, bitmap.stride % 4 == 0,
            bitmap.width <= largestSource, bitmap.height <= largestSource, width > 0, height > 0,
            width <= largestThumbnail, height <= largestThumbnail
        else { return nil }
        // The same doubles as `draw` and `CairoContext.drawSource` compute.
        let scale = max(Double(width) / Double(bitmap.width), Double(height) / Double(bitmap.height))
        let drawnWidth = Double(bitmap.width) * scale
        let drawnHeight = Double(bitmap.height) * scale
        let x = (Double(width) - drawnWidth) / 2
        let y = (Double(height) - drawnHeight) / 2
        guard x <= 0, y <= 0, x + drawnWidth >= Double(width), y + drawnHeight >= Double(height),
            let plan = GoodFilterPlan(
                x: x, y: y, scaleX: drawnWidth / Double(bitmap.width), scaleY: drawnHeight / Double(bitmap.height),
                width: width, height: height)
        else { return nil }
        let stride = Bitmap.argb32Stride(width: width)
        var drawn = false
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initialized in
            bitmap.pixels.withUnsafeBytes { source in
                drawn =
                    reel_separable_convolution_pad(
                        source.baseAddress!.assumingMemoryBound(to: UInt32.self), Int32(bitmap.width),
                        Int32(bitmap.height), bitmap.stride,
                        UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self),
                        Int32(width), Int32(height), stride, plan.transform, plan.offsetX, plan.offsetY, plan.params)
                    != 0
            }
            if !drawn { buffer.initialize(repeating: 0) }
            initialized = stride * height
        }
        return drawn ? Bitmap(width: width, height: height, stride: stride, pixels: pixels) : nil
    }
}
