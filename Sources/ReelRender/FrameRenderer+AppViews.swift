import Foundation
import ReelCore
import ReelGraphics

/// Frames of a gallery's own cells (`drawing: app`): each tree drawn once per look into a surface of its own
/// (`AppViewRasters`) and composited at whole device pixels wherever the cell is on screen.
extension FrameRenderer {
    /// Draws `drawing`, the view tree of a cell or supplementary view, at its frame on screen.
    func drawAppView(_ drawing: DrawnView, at frame: Rect, images: [ImageKey: Bitmap], scale: Double) {
        let (pixelX, fractionX) = Self.pixelAndFraction(frame.x * scale)
        let (pixelY, fractionY) = Self.pixelAndFraction(frame.y * scale)
        let key = AppViewRasters.Key(drawing: drawing, fractionX: fractionX, fractionY: fractionY)
        let offset = (x: Double(fractionX) / 64, y: Double(fractionY) / 64)
        let extent = pixelExtent(of: drawing, scale: scale, offset: offset)
        let complete = drawing.imageTags.allSatisfy { images[$0.key] != nil }
        let raster = appViewRasters.raster(for: key, extent: extent, keep: complete) { context in
            context.translate(offset.x, offset.y)
            context.scale(scale, scale)
            ViewTreePainter(context: context, images: images).draw(drawing)
        }
        guard let raster else { return }
        context.paint(raster.surface, atX: pixelX + raster.left, y: pixelY + raster.top)
    }

    /// A coordinate in device pixels as its whole pixel and the fraction past it in 64ths.
    static func pixelAndFraction(_ value: Double) -> (pixel: Int, sixtyFourths: Int) {
        let steps = (value * 64).rounded()
        guard steps.isFinite, abs(steps) < 1e15 else { return (0, 0) }
        let whole = (steps / 64).rounded(.down)
        return (Int(whole), Int(steps - whole * 64))
    }

    /// The device pixels `drawing` may touch from its origin's pixel (its extent, one pixel of antialiasing around
    /// it), at most the canvas's size again on each side of the tree, so a runaway frame cannot make a huge surface.
    func pixelExtent(
        of drawing: DrawnView, scale: Double, offset: (x: Double, y: Double)
    ) -> (left: Int, top: Int, width: Int, height: Int) {
        let extent = drawing.extent
        let limitX = canvas.width * scale
        let limitY = canvas.height * scale
        let left = max(-limitX, (extent.minX * scale + offset.x).rounded(.down) - 1)
        let top = max(-limitY, (extent.minY * scale + offset.y).rounded(.down) - 1)
        let right = min(2 * limitX, (extent.maxX * scale + offset.x).rounded(.up) + 1)
        let bottom = min(2 * limitY, (extent.maxY * scale + offset.y).rounded(.up) + 1)
        guard left.isFinite, top.isFinite, right > left, bottom > top else { return (0, 0, 0, 0) }
        return (Int(left), Int(top), Int(right - left), Int(bottom - top))
    }
}
