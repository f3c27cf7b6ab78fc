import ReelCore
import ReelGraphics

extension FrameRenderer {
    /// The placeholder: the template colour with a faint picture glyph (a sun over a hill).
    func drawPlaceholder(in rect: (x: Double, y: Double, width: Double, height: Double), radius: Double) {
        let style = template.cell
        context.setColor(style.placeholder)
        fillRounded(rect, radius: radius)
        let side = min(rect.width, rect.height) * 0.28
        let cx = rect.x + rect.width / 2
        let cy = rect.y + rect.height / 2
        context.setColor(r: 1, g: 1, b: 1, a: 0.10)
        context.addRoundedRect(
            x: cx - side / 2, y: cy - side * 0.4, width: side, height: side * 0.8, radius: side * 0.12)
        context.fill()
        context.setColor(style.placeholder)
        context.fillRect(x: cx - side * 0.3, y: cy - side * 0.22, width: side * 0.6, height: side * 0.44)
    }

    /// The failed look: the template's failure colour with a large "!".
    func drawFailed(in rect: (x: Double, y: Double, width: Double, height: Double), radius: Double) {
        context.setColor(template.cell.failed)
        fillRounded(rect, radius: radius)
        let size = min(rect.width, rect.height) * 0.4
        context.setColor(r: 1, g: 1, b: 1, a: 0.85)
        let width = context.textWidth("!", size: size, bold: true)
        context.drawText(
            "!", x: rect.x + (rect.width - width) / 2, baseline: rect.y + rect.height / 2 + size * 0.36, size: size,
            bold: true)
    }

    /// Title and subtitle, in points scaled to pixels, truncated before the trailing margin.
    func drawText(_ cell: VisibleCell, scale: Double) {
        if let image = cell.imageFrame, let titleLines = cell.titleLines {
            drawWrappedText(cell, below: image, titleLines: titleLines, scale: scale)
            return
        }
        let styles = textStyles(for: cell)
        let lines: [(TextStyle?, String?)] = [(styles.title, cell.title), (styles.subtitle, cell.subtitle)]
        // Fixed-size cells keep their text inside: at large Dynamic Type sizes glyphs would reach the next cell.
        let box = pixelRect(cell.frame, scale: scale)
        context.save()
        defer { context.restore() }
        context.addRoundedRect(
            x: box.x, y: box.y, width: box.width, height: box.height, radius: template.cell.cornerRadius * scale)
        context.clip()
        for case (let style?, let text?) in lines {
            context.setColor(style.color)
            let x = (cell.frame.x + style.x) * scale
            let maxWidth = (cell.frame.width - style.x - style.trailing) * scale
            guard maxWidth > 0 else { continue }
            context.drawText(
                text, x: x, baseline: ((cell.frame.y + style.baseline) * scale).rounded(), size: style.size * scale,
                bold: style.bold, maxWidth: maxWidth
            )
        }
    }

    /// Self-sizing cells: the title's wrapped lines below the image, then the subtitle.
    func drawWrappedText(_ cell: VisibleCell, below image: Rect, titleLines: [String], scale: Double) {
        var baseline = cell.frame.y + image.maxY
        let styles = textStyles(for: cell)
        if let style = styles.title {
            context.setColor(style.color)
            baseline += style.baseline
            for (number, line) in titleLines.enumerated() {
                if number > 0 { baseline += style.lineHeight ?? style.size * 1.25 }
                context.drawText(
                    line, x: (cell.frame.x + style.x) * scale, baseline: (baseline * scale).rounded(),
                    size: style.size * scale, bold: style.bold)
            }
        }
        if let style = styles.subtitle, let subtitle = cell.subtitle {
            context.setColor(style.color)
            baseline += style.baseline
            context.drawText(
                subtitle, x: (cell.frame.x + style.x) * scale, baseline: (baseline * scale).rounded(),
                size: style.size * scale,
                bold: style.bold, maxWidth: (cell.frame.width - style.x - style.trailing) * scale
            )
        }
    }

    /// The overlay: an outline coloured by state and a label "#cell · item".
    func drawOverlay(_ cell: VisibleCell, scale: Double) {
        let box = pixelRect(cell.frame, scale: scale)
        let (r, g, b) = Self.overlayColor(cell.state)
        let line = 2 * scale
        context.setColor(r: r, g: g, b: b, a: 1)
        context.strokeRect(
            x: box.x + line / 2, y: box.y + line / 2, width: box.width - line, height: box.height - line,
            lineWidth: line)
        let label = "#\(cell.cellID) · \(cell.itemID)"
        let size = 11 * scale
        let width = context.textWidth(label, size: size, bold: true)
        let pad = 3 * scale
        context.setColor(r: 0, g: 0, b: 0, a: 0.7)
        context.fillRect(
            x: box.x + line, y: box.y + line, width: min(width + 2 * pad, box.width - 2 * line), height: size + 2 * pad)
        context.setColor(r: r, g: g, b: b, a: 1)
        context.drawText(
            label, x: box.x + line + pad, baseline: box.y + line + pad + size * 0.8, size: size, bold: true,
            maxWidth: box.width - 2 * line - 2 * pad
        )
    }

    /// Placeholder grey, stale red, correct green, failed orange.
    static func overlayColor(_ state: CellState) -> (Double, Double, Double) {
        switch state {
        case .placeholder: (0.62, 0.62, 0.66)
        case .stale: (0.95, 0.2, 0.2)
        case .correct: (0.2, 0.85, 0.35)
        case .failed: (1.0, 0.6, 0.1)
        }
    }
}
