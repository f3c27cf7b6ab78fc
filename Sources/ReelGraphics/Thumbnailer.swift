import CCairo

/// Makes thumbnails: aspect-fill (centre crop) into exactly width×height pixels with a good filter (CAIRO_FILTER_GOOD
/// or better).
public enum Thumbnailer {
    /// Scales the bitmap to cover width×height, centred, cropping the overflow; an empty or malformed input gives a
    /// transparent result, a non-positive size an empty bitmap.
    public static func aspectFill(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        guard width > 0, height > 0 else { return Bitmap(width: 0, height: 0, stride: 0, pixels: []) }
        if bitmap.width == width, bitmap.height == height, bitmap.stride == Bitmap.argb32Stride(width: width),
            bitmap.isWellFormed
        {
            return bitmap
        }
        guard let surface = try? CairoSurface(width: width, height: height),
            let context = try? CairoContext(surface: surface)
        else {
            return Bitmap(width: 0, height: 0, stride: 0, pixels: [])
        }
        if bitmap.width > 0, bitmap.height > 0 {
            let scale = max(Double(width) / Double(bitmap.width), Double(height) / Double(bitmap.height))
            let drawnWidth = Double(bitmap.width) * scale
            let drawnHeight = Double(bitmap.height) * scale
            context.drawBitmap(
                bitmap,
                x: (Double(width) - drawnWidth) / 2,
                y: (Double(height) - drawnHeight) / 2,
                width: drawnWidth,
                height: drawnHeight)
        }
        return surface.bitmap()
    }
}
