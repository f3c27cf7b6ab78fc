import ReelCore
import ReelGraphics

extension FrameRenderer {
    /// Draws the frame's supplementary and decoration views whose `drawnFirst` matches: decorations (a section's
    /// background) under the cells, headers, footers and other supplementary views over them, each in the frame's
    /// drawing order.
    func drawViews(_ views: [VisibleView], underCells: Bool, images: [ImageKey: Bitmap], scale: Double) {
        for view in views where (view.category == .decoration) == underCells {
            drawView(view, images: images, scale: scale)
        }
    }

    /// How a supplementary view's text is drawn when the template's cells have no title (a photo grid).
    static let viewTitleStyle = TextStyle(x: 16, baseline: 0, size: 15, bold: true)

    /// A supplementary view as the template draws one: a band in the cell's background colour with its labels' text
    /// in the title's style (bold; `viewTitleStyle` for a template without titles), left-aligned and centred
    /// vertically; a decoration view as a band in the placeholder's colour.
    private func drawView(_ view: VisibleView, images: [ImageKey: Bitmap], scale: Double) {
        if let drawing = view.drawing {
            drawAppView(drawing, at: view.frame, images: images, scale: scale)
            return
        }
        let box = pixelRect(view.frame, scale: scale)
        guard box.width > 0, box.height > 0 else { return }
        let style = template.cell
        context.setColor(view.category == .decoration ? style.placeholder : style.background)
        context.fillRect(x: box.x, y: box.y, width: box.width, height: box.height)
        guard !view.text.isEmpty else { return }
        let title = style.title ?? Self.viewTitleStyle
        let size = min(title.size, max(1, view.frame.height - 4))
        let x = (view.frame.x + title.x) * scale
        let maxWidth = (view.frame.width - title.x - title.trailing) * scale
        guard maxWidth > 0 else { return }
        context.save()
        defer { context.restore() }
        context.addRoundedRect(x: box.x, y: box.y, width: box.width, height: box.height, radius: 0)
        context.clip()
        context.setColor(title.color)
        let baseline = ((view.frame.y + view.frame.height / 2 + size * 0.35) * scale).rounded()
        context.drawText(view.text, x: x, baseline: baseline, size: size * scale, bold: true, maxWidth: maxWidth)
    }

    /// The overlay of a supplementary view: its outline in its state's colour and its name (`header#2 · header@3`).
    func drawOverlay(_ view: VisibleView, scale: Double) {
        let box = pixelRect(view.frame, scale: scale)
        guard box.width > 0, box.height > 0 else { return }
        let (r, g, b) = Self.overlayColor(view.state)
        let line = 2 * scale
        context.setColor(r: r, g: g, b: b, a: 1)
        context.strokeRect(
            x: box.x + line / 2, y: box.y + line / 2, width: box.width - line, height: box.height - line,
            lineWidth: line)
        let label = "\(view.logName) · \(view.element.logName)"
        let size = 10 * scale
        let pad = 2 * scale
        let width = min(context.textWidth(label, size: size, bold: true) + 2 * pad, box.width - 2 * line)
        let x = box.x + box.width - line - width
        context.setColor(r: 0, g: 0, b: 0, a: 0.7)
        context.fillRect(x: x, y: box.y + line, width: width, height: min(size + 2 * pad, box.height - 2 * line))
        context.setColor(r: r, g: g, b: b, a: 1)
        context.drawText(
            label, x: x + pad, baseline: box.y + line + pad + size * 0.8, size: size, bold: true,
            maxWidth: width - 2 * pad)
    }
}
