import ReelCore
import ReelGraphics

extension PixelRect {
    /// Snaps a point rectangle to device pixels: the origin is rounded, the size is `size`.
    package static func snapping(_ rect: Rect, scale: Double, size: PixelSize) -> PixelRect {
        PixelRect(
            x: Int((rect.x * scale).rounded()), y: Int((rect.y * scale).rounded()),
            width: size.width, height: size.height
        )
    }
}
