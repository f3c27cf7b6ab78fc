import ReelCore
import ReelGraphics

extension FrameRenderer {
    /// Draws a row's per-row state over its cell: selected is an accent border with a check mark badge, expanded
    /// an accent bar down the leading edge with a down chevron badge (both, when both are set).
    func drawRowFlags(_ cell: VisibleCell, scale: Double) {
        let style = template.cell
        let box = pixelRect(cell.frame, scale: scale)
        let badgeRadius = 11 * scale
        let badgeY = box.y + 8 * scale + badgeRadius
        var badgeX = box.x + box.width - 8 * scale - badgeRadius
        if cell.flags.contains(.selected) {
            let line = 3 * scale
            context.setColor(style.selectedColor)
            context.addRoundedRect(
                x: box.x + line / 2, y: box.y + line / 2, width: box.width - line, height: box.height - line,
                radius: max(0, style.cornerRadius * scale - line / 2)
            )
            context.stroke(lineWidth: line)
            context.fillCircle(x: badgeX, y: badgeY, radius: badgeRadius)
            context.setColor(r: 1, g: 1, b: 1)
            let u = badgeRadius / 11
            context.strokePolyline(
                [
                    (badgeX - 5 * u, badgeY + 0.5 * u), (badgeX - 1.5 * u, badgeY + 4 * u),
                    (badgeX + 5 * u, badgeY - 4 * u),
                ],
                lineWidth: 2.2 * u
            )
            badgeX -= 2 * badgeRadius + 6 * scale
        }
        if cell.flags.contains(.expanded) {
            context.setColor(style.expandedColor)
            context.save()
            context.addRoundedRect(
                x: box.x, y: box.y, width: box.width, height: box.height, radius: style.cornerRadius * scale)
            context.clip()
            context.fillRect(x: box.x, y: box.y, width: 5 * scale, height: box.height)
            context.restore()
            context.setColor(style.expandedColor)
            context.fillCircle(x: badgeX, y: badgeY, radius: badgeRadius)
            context.setColor(r: 0.1, g: 0.1, b: 0.1)
            let u = badgeRadius / 11
            context.strokePolyline(
                [(badgeX - 5 * u, badgeY - 2 * u), (badgeX, badgeY + 3 * u), (badgeX + 5 * u, badgeY - 2 * u)],
                lineWidth: 2.4 * u
            )
        }
    }
}
