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
        guard cell.drawing == nil, case .image(let tag) = cell.content, let bitmap = images[tag.key],
            bitmap.isKnownOpaque,
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

    /// The rectangle a placeholder or the failure look fills with an opaque colour and square corners, which the
    /// cell's background need not be painted below (the fill overwrites each pixel); nil when the content draws
    /// otherwise.
    func opaqueContentRect(of cell: VisibleCell, scale: Double) -> PixelBox? {
        guard !paintsHiddenFills, template.cell.image.cornerRadius * scale <= 0 else { return nil }
        switch cell.content {
        case .empty, .placeholder: guard template.cell.placeholder.alpha >= 1 else { return nil }
        case .failed: guard template.cell.failed.alpha >= 1 else { return nil }
        case .image: return nil
        }
        return imageRect(of: cell, scale: scale)
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

    /// The copy a layered frame holds for `copied`, at its device pixel.
    func leftOffCopy(_ copied: CopiedImage) -> LayeredFrame.Copy {
        let origin = context.devicePixel(x: copied.rect.x, y: copied.rect.y)
        return LayeredFrame.Copy(bitmap: copied.bitmap, x: origin.x, y: origin.y)
    }

    /// For each cell, whether its copied image can be left off the surface (`renderLayered`): nothing drawn after the
    /// copy may touch its rectangle. After a cell's image come its own text and row flags, every later cell, the
    /// fading cells, the scroll indicator, the overlay and the minimap. Each later cell is bounded by its box and its
    /// image's rectangle, one pixel wider for antialiasing; what has no bound known here (wrapped text, row flags,
    /// the overlay, the minimap) keeps every copy it could touch on the surface.
    func copiesLeftOff(_ frame: FrameState, covered: [CopiedImage?], scale: Double) -> [Bool] {
        guard !options.overlay, !(options.minimap && frame.minimap != nil) else { return [] }
        var later: [PixelBox?] = frame.fadingCells.flatMap { drawnBounds(of: $0.cell, scale: scale) }
        for view in frame.views where view.category == .supplementary { later.append(outset(view.frame, scale: scale)) }
        if let indicator = frame.scrollIndicator, indicator.alpha > 0 {
            let rim = ScrollIndicatorStyle.rimWidth
            let knob = indicator.knob
            later.append(
                outset(
                    Rect(x: knob.x - rim, y: knob.y - rim, width: knob.width + 2 * rim, height: knob.height + 2 * rim),
                    scale: scale))
        }
        var leftOff = [Bool](repeating: false, count: covered.count)
        for index in covered.indices.reversed() {
            let cell = frame.cells[index]
            if let copied = covered[index], !drawsOverItsImage(cell) {
                leftOff[index] = later.allSatisfy { bound in bound.map { !overlaps($0, copied.rect) } ?? false }
            }
            later.append(contentsOf: drawnBounds(of: cell, scale: scale))
        }
        return leftOff
    }

    /// Whether drawing `cell` goes on after its image: text or row flags.
    private func drawsOverItsImage(_ cell: VisibleCell) -> Bool {
        let styles = textStyles(for: cell)
        let title = styles.title != nil
        return title || (styles.subtitle != nil && cell.subtitle != nil) || !cell.flags.isEmpty
    }

    /// Where drawing `cell` can touch, as boxes; [nil] when unknown (wrapped text is not clipped to the cell, row
    /// flags are left out to keep this simple).
    private func drawnBounds(of cell: VisibleCell, scale: Double) -> [PixelBox?] {
        if !cell.flags.isEmpty || (cell.imageFrame != nil && cell.titleLines != nil) { return [nil] }
        let image = imageRect(of: cell, scale: scale)
        return [
            outset(cell.frame, scale: scale),
            (x: image.x - 1, y: image.y - 1, width: image.width + 2, height: image.height + 2),
        ]
    }

    /// `rect` in device pixels, rounded outwards and one pixel wider on every side.
    private func outset(_ rect: Rect, scale: Double) -> PixelBox {
        let left = (rect.minX * scale).rounded(.down) - 1
        let top = (rect.minY * scale).rounded(.down) - 1
        let right = (rect.maxX * scale).rounded(.up) + 1
        let bottom = (rect.maxY * scale).rounded(.up) + 1
        return (x: left, y: top, width: right - left, height: bottom - top)
    }

    private func overlaps(_ a: PixelBox, _ b: PixelBox) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
