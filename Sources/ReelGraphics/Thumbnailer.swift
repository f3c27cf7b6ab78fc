import CCairo

/// Makes thumbnails: aspect-fill (centre crop) into exactly width×height pixels with a good filter (CAIRO_FILTER_GOOD
/// or better).
package enum Thumbnailer {
    /// Scales the bitmap to cover width×height, centred, cropping the overflow; an empty or malformed input gives a
    /// transparent result, a non-positive size an empty bitmap.
    package static func aspectFill(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        guard width > 0, height > 0 else { return Bitmap(width: 0, height: 0, stride: 0, pixels: []) }
        if isFinished(bitmap, width: width, height: height) { return bitmap }
        guard let surface = try? CairoSurface(width: width, height: height),
            let context = try? CairoContext(surface: surface)
        else {
            return Bitmap(width: 0, height: 0, stride: 0, pixels: [])
        }
        if bitmap.width > 0, bitmap.height > 0 { draw(bitmap, in: context, width: width, height: height) }
        return surface.bitmap()
    }

    /// Like `aspectFill`, but a thumbnail that could not be drawn is an error instead of a transparent bitmap: an
    /// empty or malformed input, a surface cairo cannot make, or a draw cairo refused (`.undrawable`). A
    /// non-positive size gives an empty bitmap.
    package static func thumbnail(_ bitmap: Bitmap, width: Int, height: Int) throws(ImageDecodeError) -> Bitmap {
        guard width > 0, height > 0 else { return Bitmap(width: 0, height: 0, stride: 0, pixels: []) }
        guard bitmap.isWellFormed, bitmap.width > 0, bitmap.height > 0 else {
            throw .undrawable("the decoded image is empty (\(bitmap.width)x\(bitmap.height))")
        }
        if isFinished(bitmap, width: width, height: height) { return bitmap }
        if let filtered = goodFilterFill(bitmap, width: width, height: height) { return filtered }
        return try cairoThumbnail(bitmap, width: width, height: height)
    }

    /// The largest coordinate cairo's 24.8 fixed-point numbers hold.
    static let maxCairoCoordinate = (1 << 23) - 1

    /// `thumbnail` drawn by cairo (the bitmap well-formed, not empty, not already the size).
    static func cairoThumbnail(_ bitmap: Bitmap, width: Int, height: Int) throws(ImageDecodeError) -> Bitmap {
        let surface: CairoSurface
        let context: CairoContext
        do {
            surface = try CairoSurface(width: width, height: height)
            context = try CairoContext(surface: surface)
        } catch {
            throw .undrawable("no \(width)x\(height) thumbnail surface: \(error)")
        }
        guard draw(bitmap, in: context, width: width, height: height) else {
            var reason = context.status().map { "\($0)" } ?? "cairo drew nothing"
            // Cairo reports a scale past its 24.8 fixed-point coordinates as "out of memory": say what happened.
            let scale = max(Double(width) / Double(bitmap.width), Double(height) / Double(bitmap.height))
            let scaled = (Double(bitmap.width) * scale, Double(bitmap.height) * scale)
            if max(scaled.0, scaled.1) > Double(Self.maxCairoCoordinate) {
                reason =
                    "filling a \(width)x\(height) cell scales it to \(Int(scaled.0))x\(Int(scaled.1)) px, beyond "
                    + "cairo's coordinate range (\(Self.maxCairoCoordinate)); cairo said: \(reason)"
            }
            throw .undrawable("a \(bitmap.width)x\(bitmap.height) image could not be drawn: \(reason)")
        }
        if let error = context.status() { throw .undrawable("cairo: \(error)") }
        let thumbnail = surface.bitmap()
        // cairo can report success and draw nothing (e.g. pixman's fixed-point range): a blank thumbnail of a
        // picture that is not blank is a failure, never an image shown as correct.
        guard hasVisiblePixel(thumbnail) || !hasVisiblePixel(bitmap) else {
            throw .undrawable("cairo drew nothing of a \(bitmap.width)x\(bitmap.height) image")
        }
        return thumbnail
    }

    /// Whether any pixel has a non-zero alpha (stops at the first: for an opaque picture, its first pixel).
    static func hasVisiblePixel(_ bitmap: Bitmap) -> Bool {
        bitmap.pixels.withUnsafeBytes { raw in
            for row in 0..<bitmap.height {
                for x in 0..<bitmap.width
                where raw.loadUnaligned(fromByteOffset: row * bitmap.stride + x * 4, as: UInt32.self) >> 24 != 0 {
                    return true
                }
            }
            return false
        }
    }

    /// Whether `bitmap` already is the thumbnail: exactly width×height in cairo's layout.
    private static func isFinished(_ bitmap: Bitmap, width: Int, height: Int) -> Bool {
        bitmap.width == width && bitmap.height == height && bitmap.stride == Bitmap.argb32Stride(width: width)
            && bitmap.isWellFormed
    }

    /// Draws `bitmap` covering width×height, centred; false when cairo drew nothing.
    @discardableResult
    private static func draw(_ bitmap: Bitmap, in context: CairoContext, width: Int, height: Int) -> Bool {
        let scale = max(Double(width) / Double(bitmap.width), Double(height) / Double(bitmap.height))
        let drawnWidth = Double(bitmap.width) * scale
        let drawnHeight = Double(bitmap.height) * scale
        return context.drawBitmap(
            bitmap,
            x: (Double(width) - drawnWidth) / 2,
            y: (Double(height) - drawnHeight) / 2,
            width: drawnWidth,
            height: drawnHeight)
    }
}
