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
}
