import ReelCore
import ReelGraphics

/// Draws frame states with Cairo into one reusable surface. Not thread-safe: give each worker its own.
package final class FrameRenderer {
    package let canvas: Canvas
    package let template: Template
    package let options: RenderOptions
    /// The surface the last `render` drew into (reused by the next call).
    package let surface: CairoSurface
    let context: CairoContext
    let imageFrame: Rect
    let imageSize: PixelSize
    /// Tests only: paint each cell's background in full, also below an opaque placeholder (`opaqueContentRect`).
    var paintsHiddenFills = false
    /// The app's cells drawn once per look (`drawing: app`).
    let appViewRasters = AppViewRasters()

    package init(canvas: Canvas, template: Template, imageFrame: Rect, imageSize: PixelSize, options: RenderOptions)
        throws(GraphicsError)
    {
        self.canvas = canvas
        self.template = template
        self.options = options
        self.imageFrame = imageFrame
        self.imageSize = imageSize
        let pixels = options.pixelSize(canvas)
        surface = try CairoSurface(width: pixels.width, height: pixels.height, format: .rgb24)
        context = try CairoContext(surface: surface)
    }

    /// Draws `frame`; `images` holds the pixels of every image the frame's cells show.
    @discardableResult
    package func render(_ frame: FrameState, images: [ImageKey: Bitmap]) -> CairoSurface {
        draw(frame, images: images, leavingCopies: false).surface
    }

    /// Draws `frame` like `render`, but leaves each opaque image that nothing drawn after it overlaps off the surface,
    /// as a copy of the returned frame (see `LayeredFrame`): the encoder reads those pixels from the image itself.
    package func renderLayered(_ frame: FrameState, images: [ImageKey: Bitmap]) -> LayeredFrame {
        draw(frame, images: images, leavingCopies: true)
    }

    private func draw(_ frame: FrameState, images: [ImageKey: Bitmap], leavingCopies: Bool) -> LayeredFrame {
        let scale = canvas.scale
        let covered = frame.cells.map { copiedImage(of: $0, images: images, scale: scale) }
        let leftOff = leavingCopies ? copiesLeftOff(frame, covered: covered, scale: scale) : []
        var copies: [LayeredFrame.Copy] = []
        context.save()
        context.setColor(frame.background ?? template.background)
        paintBackground(leaving: covered.compactMap { $0?.rect })
        if !frame.views.isEmpty { drawViews(frame.views, underCells: true, images: images, scale: scale) }
        for (index, (cell, copied)) in zip(frame.cells, covered).enumerated() {
            let copy = copied.flatMap { copied in leftOff.indices.contains(index) && leftOff[index] ? copied : nil }
            drawCell(cell, images: images, scale: scale, copyingImageTo: copied, leavingCopy: copy != nil)
            if let copy { copies.append(leftOffCopy(copy)) }
        }
        for fading in frame.fadingCells {
            context.drawGroup(alpha: fading.opacity) {
                drawCell(fading.cell, images: images, scale: scale, copyingImageTo: nil)
            }
        }
        if !frame.views.isEmpty { drawViews(frame.views, underCells: false, images: images, scale: scale) }
        if let indicator = frame.scrollIndicator { drawScrollIndicator(indicator, scale: scale) }
        if options.overlay {
            for cell in frame.cells { drawOverlay(cell, scale: scale) }
            for view in frame.views where view.category == .supplementary { drawOverlay(view, scale: scale) }
        }
        if options.minimap, let minimap = frame.minimap { drawMinimap(minimap, scale: scale) }
        context.restore()
        return LayeredFrame(surface: surface, copies: copies)
    }

    /// A rect in points snapped to whole device pixels on both edges.
    func pixelRect(_ rect: Rect, scale: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let x0 = (rect.minX * scale).rounded()
        let y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded()
        let y1 = (rect.maxY * scale).rounded()
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// Draws `cell`; `copied` is its opaque image, copied with nothing painted below it (`copiedImage`), or left for
    /// the layered frame to hold when `leavingCopy`.
    private func drawCell(
        _ cell: VisibleCell, images: [ImageKey: Bitmap], scale: Double, copyingImageTo copied: CopiedImage?,
        leavingCopy: Bool = false
    ) {
        if let drawing = cell.drawing {
            drawAppView(drawing, at: cell.frame, images: images, scale: scale)
            return
        }
        let style = template.cell
        let box = pixelRect(cell.frame, scale: scale)
        context.setColor(style.background)
        let radius = style.cornerRadius * scale
        if radius <= 0, let covered = copied?.rect ?? opaqueContentRect(of: cell, scale: scale) {
            context.fillRect(box, excluding: [covered])
        } else {
            fillRounded(box, radius: radius)
        }
        // Copied: the same pixels as drawing it over what `paintBackground` and the cell left below.
        if !leavingCopy, copied.map({ context.copyOpaqueBitmap($0.bitmap, x: $0.rect.x, y: $0.rect.y) }) != true {
            let target = imageRect(of: cell, scale: scale)
            drawImageContent(cell.content, in: target, radius: style.image.cornerRadius * scale, images: images)
        }
        drawText(cell, scale: scale)
        if !cell.flags.isEmpty { drawRowFlags(cell, scale: scale) }
    }

    private func drawImageContent(
        _ content: CellContent, in rect: (x: Double, y: Double, width: Double, height: Double), radius: Double,
        images: [ImageKey: Bitmap]
    ) {
        switch content {
        case .image(let tag):
            guard let bitmap = images[tag.key] else {
                // Pixels released while a cell still shows them would be a runner bug; draw the placeholder, never
                // crash.
                drawPlaceholder(in: rect, radius: radius)
                return
            }
            if radius > 0 {
                context.save()
                context.addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
                context.clip()
                context.drawBitmap(bitmap, x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                context.restore()
            } else {
                context.drawBitmap(bitmap, x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            }
        case .empty, .placeholder:
            drawPlaceholder(in: rect, radius: radius)
        case .failed:
            drawFailed(in: rect, radius: radius)
        }
    }

    func fillRounded(_ rect: (x: Double, y: Double, width: Double, height: Double), radius: Double) {
        if radius > 0 {
            context.addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
            context.fill()
        } else {
            context.fillRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }
}

extension CairoContext {
    /// Sets the source to a template colour.
    func setColor(_ color: Color) {
        setColor(r: color.red, g: color.green, b: color.blue, a: color.alpha)
    }
}
