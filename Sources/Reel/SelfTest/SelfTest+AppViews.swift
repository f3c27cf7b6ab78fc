import ReelCore
import ReelGraphics
import ReelRender

extension SelfTest {
    /// The frames of the app's drawing the self-test adds to its scene (`drawing: app`): labels in Inter at every
    /// weight and in italic, an SF Symbol's glyph and a spinner, a card with a shadow, a gradient, a border and
    /// continuous-corner clipping, and shapes (a trimmed dashed ring, a path's shadow, a mask, a blur's material) —
    /// drawn by the frame renderer from fixed view trees, each as a pixel hash.
    static func appViewHashes() throws -> [String] {
        let canvas = Canvas(width: 240, height: 200, scale: 2, fps: 30)
        let template = Template(
            name: "self-test", background: .white, layout: GridSpec(columns: 1, spacing: 0, itemHeight: 200),
            cell: CellStyle(
                reuseIdentifier: "c", background: .white, cornerRadius: 0, image: ImageStyle(), title: nil,
                subtitle: nil, placeholder: .white, failed: .white))
        let renderer = try FrameRenderer(
            canvas: canvas, template: template, imageFrame: Rect(x: 0, y: 0, width: 1, height: 1),
            imageSize: PixelSize(width: 1, height: 1), options: RenderOptions())
        let encoder = PNGEncoder()
        return [weights, symbolAndSpinner, card, shapes].map { tree in
            var cell = VisibleCell(
                cellID: 1, itemID: "0", itemIndex: 0, title: "", subtitle: nil,
                frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), content: .placeholder,
                state: .placeholder)
            cell.drawing = tree
            var frame = FrameState(index: 0, timeMs: 0, offset: 0, velocity: 0, cells: [cell])
            frame.background = Color(red: 0.95, green: 0.95, blue: 0.97)
            return encoder.pixelHash(renderer.render(frame, images: [:]))
        }
    }

    /// A label per weight, thin to black, then an italic one.
    private static var weights: DrawnView {
        var root = DrawnView(frame: Rect(x: 0, y: 0, width: 240, height: 200))
        root.subviews = (0..<10).map { line in
            var label = DrawnView(frame: Rect(x: 8, y: 4 + Double(line) * 19, width: 224, height: 19))
            label.content = .text(
                DrawnText(
                    text: "Photo \(line) · Lisbon, the quick brown fox", size: 14, weight: min(9, line + 1) * 100,
                    italic: line == 9, color: Color(red: 0, green: 0, blue: 0), alignment: .left, numberOfLines: 1,
                    lineBreak: .truncateTail))
            return label
        }
        return root
    }

    /// An SF Symbol's glyph, aspect-fit and tinted, and a large spinner part way round.
    private static var symbolAndSpinner: DrawnView {
        var root = DrawnView(frame: Rect(x: 0, y: 0, width: 240, height: 200))
        var symbol = DrawnView(frame: Rect(x: 12, y: 12, width: 100, height: 80))
        symbol.content = .image(
            DrawnImage(
                source: .symbol("photo"), width: 24, height: 20, contentMode: .scaleAspectFit,
                tint: Color(red: 0, green: 0.48, blue: 1)))
        var spinner = DrawnView(frame: Rect(x: 150, y: 30, width: 37, height: 37))
        spinner.content = .activityIndicator(color: Color(red: 0.56, green: 0.56, blue: 0.58), large: true, phase: 5)
        var caption = DrawnView(frame: Rect(x: 12, y: 120, width: 216, height: 60))
        caption.content = .text(
            DrawnText(
                text: "A caption that wraps onto a second line and is cut at the end of it", size: 15,
                color: Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6), alignment: .center, numberOfLines: 2,
                lineBreak: .truncateTail))
        root.subviews = [symbol, spinner, caption]
        return root
    }

    /// A card: shadow, clipping to two continuous corners, a border, a gradient over a background, a translucent
    /// subview.
    private static var card: DrawnView {
        var root = DrawnView(frame: Rect(x: 0, y: 0, width: 240, height: 200))
        var card = DrawnView(frame: Rect(x: 20, y: 20, width: 200, height: 150))
        card.layer.background = Color(red: 1, green: 0.58, blue: 0)
        card.layer.cornerRadius = 16
        card.layer.maskedCorners = 0b1001
        card.layer.continuousCorners = true
        card.layer.clips = true
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        var shade = DrawnSublayer(frame: Rect(x: 0, y: 75, width: 200, height: 75))
        shade.layer.gradient = DrawnGradient(
            colors: [Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0, green: 0, blue: 0, alpha: 0.6)],
            locations: [0, 1], start: (0.5, 0), end: (0.5, 1), radial: false)
        card.sublayers = [shade]
        var badge = DrawnView(frame: Rect(x: 150, y: -10, width: 70, height: 40))
        badge.alpha = 0.7
        badge.layer.background = Color(red: 0.2, green: 0.78, blue: 0.35)
        card.subviews = [badge]
        card.layer.shadow = DrawnShadow(
            color: Color(red: 0, green: 0, blue: 0), opacity: 0.3, offsetX: 0, offsetY: 4, radius: 8)
        root.subviews = [card]
        return root
    }

    /// A shape layer's ring, dashed and cut at three quarters with round caps; a view cast a circle's shadow from its
    /// `shadowPath` and masked to a rounded rectangle with a hole (the even-odd rule); a blur's material over it.
    private static var shapes: DrawnView {
        var root = DrawnView(frame: Rect(x: 0, y: 0, width: 240, height: 200))
        var ringLayer = DrawnSublayer(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        var ring = DrawnShape(path: .circle(x: 50, y: 50, radius: 38))
        ring.fill = Color(red: 0.9, green: 0.95, blue: 1)
        ring.stroke = Color(red: 0, green: 0.48, blue: 1)
        ring.lineWidth = 9
        ring.lineCap = .round
        ring.dashes = [30, 8]
        ring.strokeEnd = 0.75
        ringLayer.layer.shape = ring
        root.sublayers = [ringLayer]
        var tile = DrawnView(frame: Rect(x: 125, y: 20, width: 100, height: 120))
        tile.layer.background = Color(red: 0.69, green: 0.32, blue: 0.87)
        tile.layer.shadow = DrawnShadow(
            color: Color(red: 0, green: 0, blue: 0), opacity: 0.5, offsetX: 6, offsetY: 6, radius: 6,
            path: .circle(x: 50, y: 60, radius: 45))
        var mask = DrawnSublayer(frame: Rect(x: 0, y: 0, width: 100, height: 120))
        var cutout = DrawnShape(
            path: DrawnPath(
                elements: [
                    .roundedRect(
                        DrawnRoundedRect(
                            rect: Rect(x: 0, y: 0, width: 100, height: 120), radius: 24, roundedCorners: 0b0110,
                            continuous: true, transform: [1, 0, 0, 1, 0, 0]))
                ] + DrawnPath.circle(x: 50, y: 60, radius: 20).elements))
        cutout.fill = Color(red: 0, green: 0, blue: 0)
        cutout.evenOdd = true
        mask.layer.shape = cutout
        tile.layer.mask = .layer(mask)
        var blur = DrawnView(frame: Rect(x: 0, y: 80, width: 100, height: 40))
        blur.content = .material(Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.72))
        tile.subviews = [blur]
        root.subviews = [tile]
        return root
    }
}
