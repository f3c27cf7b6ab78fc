import ReelCore
import ReelGraphics

extension FrameRenderer {
    /// The overlay: an outline coloured by state over a dark halo (so it shows on any tile colour), a label
    /// "#cell · item", and for every state but correct a corner badge with the state's letter, so the state reads
    /// without colour too.
    func drawOverlay(_ cell: VisibleCell, scale: Double) {
        let box = pixelRect(cell.frame, scale: scale)
        let (r, g, b) = Self.overlayColor(cell.state)
        let line = 2 * scale
        let outline = (x: box.x + line / 2, y: box.y + line / 2, width: box.width - line, height: box.height - line)
        context.setColor(r: 0, g: 0, b: 0, a: 0.85)
        context.strokeRect(
            x: outline.x, y: outline.y, width: outline.width, height: outline.height, lineWidth: line + 2 * scale)
        context.setColor(r: r, g: g, b: b, a: 1)
        context.strokeRect(x: outline.x, y: outline.y, width: outline.width, height: outline.height, lineWidth: line)
        let badge = Self.badge(cell.state).map { drawBadge($0, color: (r, g, b), box: box, inset: line, scale: scale) }
        let label = "#\(cell.cellID) · \(cell.itemID)"
        let size = 11 * scale
        let width = context.textWidth(label, size: size, bold: true)
        let pad = 3 * scale
        let room = box.width - 2 * line - (badge ?? 0)
        context.setColor(r: 0, g: 0, b: 0, a: 0.7)
        context.fillRect(x: box.x + line, y: box.y + line, width: min(width + 2 * pad, room), height: size + 2 * pad)
        context.setColor(r: r, g: g, b: b, a: 1)
        context.drawText(
            label, x: box.x + line + pad, baseline: box.y + line + pad + size * 0.8, size: size, bold: true,
            maxWidth: room - 2 * pad
        )
    }

    /// A square badge in the cell's top-right corner: a dark square edged in the state colour with the letter in
    /// white. Returns the width it takes (with its gap).
    private func drawBadge(
        _ letter: String, color: (Double, Double, Double), box: (x: Double, y: Double, width: Double, height: Double),
        inset: Double, scale: Double
    ) -> Double {
        let side = 16 * scale
        let x = box.x + box.width - inset - side
        let y = box.y + inset
        context.setColor(r: 0, g: 0, b: 0, a: 0.85)
        context.fillRect(x: x, y: y, width: side, height: side)
        context.setColor(r: color.0, g: color.1, b: color.2, a: 1)
        context.strokeRect(
            x: x + scale / 2, y: y + scale / 2, width: side - scale, height: side - scale, lineWidth: scale)
        let size = 11 * scale
        let width = context.textWidth(letter, size: size, bold: true)
        context.setColor(r: 1, g: 1, b: 1, a: 1)
        context.drawText(
            letter, x: x + (side - width) / 2, baseline: y + side / 2 + size * 0.36, size: size, bold: true)
        return side + 2 * scale
    }

    /// The badge letter of a state: S stale, T wrong text, P placeholder, F failed; correct has none.
    static func badge(_ state: CellState) -> String? {
        switch state {
        case .placeholder: "P"
        case .stale: "S"
        case .correct: nil
        case .failed: "F"
        case .wrongText: "T"
        }
    }

    /// Placeholder grey, stale red, correct green, failed orange, wrong text magenta.
    static func overlayColor(_ state: CellState) -> (Double, Double, Double) {
        switch state {
        case .placeholder: (0.62, 0.62, 0.66)
        case .stale: (0.95, 0.2, 0.2)
        case .correct: (0.2, 0.85, 0.35)
        case .failed: (1.0, 0.6, 0.1)
        case .wrongText: (1.0, 0.3, 0.8)
        }
    }
}
