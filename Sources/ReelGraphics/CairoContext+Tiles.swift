import CCairo

extension CairoContext {
    /// The largest width or height of a cairo image surface (cairo refuses a bigger one: `CAIRO_STATUS_INVALID_SIZE`).
    static let maxImageSide = 32_767
    /// The side of the tiles a bigger bitmap is drawn in: well inside pixman's 16.16 fixed-point coordinates, which
    /// a source near `maxImageSide` and a filter reaching past its edge would overflow.
    static let tileSide = 4_096

    /// Draws a bitmap wider or taller than `maxImageSide` as tiles of at most `tileSide`, each scaled into its share
    /// of the target. The tiles are added (`CAIRO_OPERATOR_ADD`) into a transparent group so that the
    /// anti-aliased seams between them sum to full coverage, then the group is composited as one image.
    func drawTiles(_ bitmap: Bitmap, x: Double, y: Double, width: Double, height: Double) -> Bool {
        let side = Self.tileSide
        let scaleX = width / Double(bitmap.width)
        let scaleY = height / Double(bitmap.height)
        cairo_save(handle)
        defer { cairo_restore(handle) }
        cairo_push_group(handle)
        cairo_set_operator(handle, CAIRO_OPERATOR_ADD)
        let drawn = bitmap.pixels.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return false }
            for top in stride(from: 0, to: bitmap.height, by: side) {
                for left in stride(from: 0, to: bitmap.width, by: side) {
                    let tileWidth = min(side, bitmap.width - left)
                    let tileHeight = min(side, bitmap.height - top)
                    let target = (
                        x: x + Double(left) * scaleX, y: y + Double(top) * scaleY,
                        width: Double(tileWidth) * scaleX, height: Double(tileHeight) * scaleY
                    )
                    guard
                        drawRegion(
                            of: bitmap, base: base, left: left, top: top, width: tileWidth, height: tileHeight,
                            into: target)
                    else { return false }
                }
            }
            return true
        }
        cairo_pop_group_to_source(handle)
        guard drawn else { return false }
        cairo_paint(handle)
        return cairo_status(handle) == CAIRO_STATUS_SUCCESS
    }
}
