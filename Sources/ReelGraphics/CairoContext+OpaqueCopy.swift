import CCairo

/// Drawing an opaque image where it covers whole device pixels: what lies below it is overwritten, so it need not be
/// painted, and the image can be copied instead of blended. Both give exactly the pixels of the plain drawing
/// (cairo's OVER of a source whose alpha is 255 is the source), in less time.
extension CairoContext {
    /// A rectangle in whole device pixels.
    package typealias PixelBox = (x: Double, y: Double, width: Double, height: Double)

    /// Fills `box` with the current source, except the parts of `holes` inside it. Every edge must lie on whole
    /// device pixels (the context untransformed), so a pixel is either filled as `fillRect` fills it or left
    /// untouched. Where holes overlap each other, the fill covers the overlap again: wasted work, never a missing
    /// pixel. Without holes inside the box this is `fillRect`.
    package func fillRect(_ box: PixelBox, excluding holes: [PixelBox]) {
        cairo_new_path(handle)
        cairo_rectangle(handle, box.x, box.y, box.width, box.height)
        for hole in holes {
            let left = max(box.x, hole.x)
            let top = max(box.y, hole.y)
            let right = min(box.x + box.width, hole.x + hole.width)
            let bottom = min(box.y + box.height, hole.y + hole.height)
            guard right > left, bottom > top else { continue }
            // Counter-clockwise, against the box's clockwise rectangle: winding 0 inside the hole.
            cairo_move_to(handle, left, top)
            cairo_line_to(handle, left, bottom)
            cairo_line_to(handle, right, bottom)
            cairo_line_to(handle, right, top)
            cairo_close_path(handle)
        }
        cairo_set_fill_rule(handle, CAIRO_FILL_RULE_WINDING)
        cairo_fill(handle)
    }

    /// Whether `copyOpaqueBitmap` would copy `bitmap` to (x, y): it is known to be opaque, drawable in one piece,
    /// and (x, y) is a whole device pixel of an untransformed context.
    package func canCopyOpaqueBitmap(_ bitmap: Bitmap, x: Double, y: Double) -> Bool {
        guard bitmap.isKnownOpaque, bitmap.isWellFormed, bitmap.width > 0, bitmap.height > 0,
            bitmap.stride % 4 == 0, bitmap.width <= Self.maxImageSide, bitmap.height <= Self.maxImageSide,
            x == x.rounded(), y == y.rounded()
        else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(handle, &matrix)
        return matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
            && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
    }

    /// The device pixel at user-space point (x, y), for a copy that `canCopyOpaqueBitmap` allows there.
    package func devicePixel(x: Double, y: Double) -> (x: Int, y: Int) {
        var (deviceX, deviceY) = (x, y)
        cairo_user_to_device(handle, &deviceX, &deviceY)
        return (Int(deviceX.rounded()), Int(deviceY.rounded()))
    }

    /// Draws an opaque bitmap 1:1 with its top-left at whole device pixel (x, y) by copying it (operator SOURCE):
    /// the pixels `drawBitmap` gives when nothing clips the drawing with partial coverage. Returns false, drawing
    /// nothing, when `canCopyOpaqueBitmap` is false or cairo refuses the source.
    @discardableResult
    package func copyOpaqueBitmap(_ bitmap: Bitmap, x: Double, y: Double) -> Bool {
        guard canCopyOpaqueBitmap(bitmap, x: x, y: y) else { return false }
        cairo_save(handle)
        defer { cairo_restore(handle) }
        cairo_set_operator(handle, CAIRO_OPERATOR_SOURCE)
        return drawBitmap(bitmap, x: x, y: y, width: Double(bitmap.width), height: Double(bitmap.height))
    }
}
