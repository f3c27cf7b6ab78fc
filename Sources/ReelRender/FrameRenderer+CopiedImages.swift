import ReelCore
import ReelGraphics

/// Opaque images are copied, and nothing is painted below them.
///
/// A cell's image that is known to be opaque (`Bitmap.isKnownOpaque`), drawn 1:1 at whole device pixels and without
/// rounded corners, overwrites every pixel it covers: cairo's OVER of a source whose alpha is 255 is the source.
/// So the frame's background and the cell's background are not painted where it lies, and it is copied instead of
/// blended. The pixels are the same as painting and blending everything; the work is less.
extension FrameRenderer {
    typealias PixelBox = CairoContext.PixelBox

    /// An image to copy and where (see above).
    struct CopiedImage {
        let bitmap: Bitmap
        let rect: PixelBox
    }

    /// `cell`'s image and its device-pixel rectangle when it can be copied (see above), else nil.
    func copiedImage(of cell: VisibleCell, images: [ImageKey: Bitmap], scale: Double) -> CopiedImage? {
        guard case .image(let tag) = cell.content, let bitmap = images[tag.key], bitmap.isKnownOpaque,
            template.cell.image.cornerRadius * scale <= 0
        else { return nil }
        let target = imageRect(of: cell, scale: scale)
        guard Double(bitmap.width) == target.width, Double(bitmap.height) == target.height,
            context.canCopyOpaqueBitmap(bitmap, x: target.x, y: target.y)
        else { return nil }
        return CopiedImage(bitmap: bitmap, rect: target)
    }

    /// Where `cell`'s image goes, in whole device pixels.
    func imageRect(of cell: VisibleCell, scale: Double) -> PixelBox {
        let cellImage = cell.imageFrame ?? imageFrame
        let imageRect = Rect(
            x: cell.frame.x + cellImage.x, y: cell.frame.y + cellImage.y, width: cellImage.width,
            height: cellImage.height
        )
        let size = cell.imageFrame.map { PixelSize(points: $0.width, $0.height, scale: scale) } ?? imageSize
        let origin = PixelRect.snapping(imageRect, scale: scale, size: size)
        return (x: Double(origin.x), y: Double(origin.y), width: Double(origin.width), height: Double(origin.height))
    }

    /// Paints the current source over the whole surface except the `copied` rectangles.
    func paintBackground(leaving copied: [PixelBox]) {
        if copied.isEmpty {
            context.paint()
        } else {
            context.fillRect(
                (x: 0, y: 0, width: Double(surface.width), height: Double(surface.height)), excluding: copied)
        }
    }
}
