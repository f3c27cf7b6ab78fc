import ReelCore
import ReelGraphics

extension FrameRenderer {
    /// The range minimap: the whole content scaled into a strip right of the viewport, items coloured by state
    /// (grey placeholder, red stale, green correct, orange failed, magenta wrong text, teal cached, blue loading,
    /// violet prepared; stale, wrong text and failed also carry a dark mark, see `drawMinimapPattern`),
    /// the prefetch range as a blue bar, the prepared range as a violet bar, and the visible rect outlined.
    func drawMinimap(_ minimap: Minimap, scale: Double) {
        let x0 = canvas.width * scale
        let width = RenderOptions.minimapWidth * scale
        let height = canvas.height * scale
        context.setColor(r: 0.06, g: 0.06, b: 0.08)
        context.fillRect(x: x0, y: 0, width: width, height: height)
        guard minimap.contentHeight > 0 else { return }
        let bar = 6 * scale
        let mapX = x0 + bar + 2 * scale
        let mapWidth = width - bar - 4 * scale
        let sy = height / minimap.contentHeight
        let sx = mapWidth / max(1, minimap.contentWidth)
        context.setColor(r: 0.16, g: 0.16, b: 0.2)
        context.fillRect(x: mapX, y: 0, width: mapWidth, height: minimap.contentHeight * sy)
        for item in minimap.items {
            let (r, g, b) = Self.minimapColor(item.mark)
            let rect = (
                x: mapX + item.frame.x * sx, y: item.frame.y * sy,
                width: max(1, item.frame.width * sx - 0.5), height: max(1, item.frame.height * sy - 0.5)
            )
            context.setColor(r: r, g: g, b: b)
            context.fillRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            drawMinimapPattern(item.mark, in: rect, scale: scale)
        }
        context.setColor(r: 0.3, g: 0.55, b: 1, a: 0.9)
        for band in minimap.prefetch {
            context.fillRect(
                x: x0 + 1 * scale, y: band.lowerBound * sy, width: bar / 2,
                height: max(1, (band.upperBound - band.lowerBound) * sy))
        }
        if let prepared = minimap.prepared {
            context.setColor(r: 0.7, g: 0.45, b: 1, a: 0.9)
            context.fillRect(
                x: x0 + 1 * scale + bar / 2, y: prepared.lowerBound * sy, width: bar / 2,
                height: max(1, (prepared.upperBound - prepared.lowerBound) * sy))
        }
        context.setColor(r: 1, g: 1, b: 1, a: 0.9)
        let top = minimap.visible.lowerBound * sy
        context.strokeRect(
            x: mapX, y: top, width: mapWidth,
            height: max(2, (minimap.visible.upperBound - minimap.visible.lowerBound) * sy), lineWidth: 1.5 * scale)
    }

    /// The dark mark that tells a defect from a correct item without colour: a diagonal for stale, a horizontal
    /// bar for wrong text, a dot for failed (placeholder grey differs from green in brightness already).
    private func drawMinimapPattern(
        _ mark: Minimap.Mark, in rect: (x: Double, y: Double, width: Double, height: Double), scale: Double
    ) {
        let width = max(1, 0.75 * scale)
        context.setColor(r: 0, g: 0, b: 0, a: 0.85)
        switch mark {
        case .stale:
            context.strokePolyline(
                [(rect.x, rect.y + rect.height), (rect.x + rect.width, rect.y)], lineWidth: width)
        case .wrongText:
            context.fillRect(
                x: rect.x, y: rect.y + (rect.height - width) / 2, width: rect.width, height: width)
        case .failed:
            context.fillCircle(
                x: rect.x + rect.width / 2, y: rect.y + rect.height / 2,
                radius: max(0.75, min(rect.width, rect.height) / 5))
        case .placeholder, .correct, .cached, .loading, .prepared:
            break
        }
    }

    static func minimapColor(_ mark: Minimap.Mark) -> (Double, Double, Double) {
        switch mark {
        case .placeholder: (0.62, 0.62, 0.66)
        case .stale: (0.95, 0.2, 0.2)
        case .correct: (0.2, 0.85, 0.35)
        case .failed: (1.0, 0.6, 0.1)
        case .wrongText: (1.0, 0.3, 0.8)
        case .cached: (0.15, 0.55, 0.5)
        case .loading: (0.25, 0.45, 0.9)
        case .prepared: (0.6, 0.4, 0.9)
        }
    }
}
