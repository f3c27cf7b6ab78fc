import Foundation
import ReelCore
import ReelGraphics

/// Draws a view tree (`DrawnView`) into a context, in points, as UIKit composites it — shadow, background, content,
/// sublayers, subviews, then border; clipped to the (rounded) bounds when the layer masks; each view at its alpha.
struct ViewTreePainter {
    let context: CairoContext
    /// The pixels of the item images the tree shows.
    let images: [ImageKey: Bitmap]

    /// UIKit's system font proportions the label layout uses (`UILabel.estimatedMetrics`): at 17 pt, lines 20 pt
    /// high with the baseline 16 pt below a line's top.
    static let lineHeightPerPoint = 20.0 / 17
    static let ascentPerPoint = 16.0 / 17
    /// Widths of label lines, with the font and settings frames are drawn with.
    static let fontMeasure = FontMeasure()

    func draw(_ view: DrawnView) {
        context.save()
        defer { context.restore() }
        context.translate(view.frame.x, view.frame.y)
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        if view.alpha < 1 {
            context.drawGroup(alpha: view.alpha) { drawLayers(of: view, in: bounds) }
        } else {
            drawLayers(of: view, in: bounds)
        }
    }

    private func drawLayers(of view: DrawnView, in bounds: Rect) {
        composite(view.layer, in: bounds) {
            if let content = view.content { draw(content, in: bounds, shape: view.layer) }
            // Sublayers and subviews in the order the app stacked them: before each subview, the sublayers (in
            // their order) that stand below it.
            var drawn = 0
            for (index, subview) in view.subviews.enumerated() {
                for sublayer in view.sublayers where sublayer.aboveSubviews == index { draw(sublayer) }
                drawn = index + 1
                draw(subview)
            }
            for sublayer in view.sublayers where sublayer.aboveSubviews >= drawn { draw(sublayer) }
        }
    }

    /// A layer as Core Animation composites it: its shadow, its background, its gradient or shape, then — clipped
    /// to its (rounded) shape when it masks — `contents`, then its border on top; all of it through its mask.
    private func composite(_ layer: DrawnLayer, in bounds: Rect, contents: () -> Void) {
        guard let mask = layer.mask else { return compositeUnmasked(layer, in: bounds, contents: contents) }
        context.drawMasked {
            compositeUnmasked(layer, in: bounds, contents: contents)
        } mask: {
            draw(mask.layer)
        }
    }

    private func compositeUnmasked(_ layer: DrawnLayer, in bounds: Rect, contents: () -> Void) {
        if let shadow = layer.shadow { drawShadow(shadow, of: layer, in: bounds) }
        context.save()
        if let background = layer.background {
            context.setColor(background)
            addShape(of: layer, in: bounds)
            context.fill()
        }
        if let gradient = layer.gradient { fill(gradient, of: layer, in: bounds) }
        if layer.clips {
            addShape(of: layer, in: bounds)
            context.clip()
        }
        // A shape layer's path is its content: clipped when the layer masks to its bounds.
        if let shape = layer.shape { draw(shape) }
        contents()
        context.restore()
        drawBorder(of: layer, in: bounds)
    }

    private func fill(_ gradient: DrawnGradient, of layer: DrawnLayer, in bounds: Rect) {
        addShape(of: layer, in: bounds)
        context.fillGradient(
            from: (gradient.startX * bounds.width, gradient.startY * bounds.height),
            to: (gradient.endX * bounds.width, gradient.endY * bounds.height), radial: gradient.radial,
            stops: zip(gradient.locations, gradient.colors).map { location, color in
                CairoContext.GradientStop(
                    offset: location, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            })
    }

    func addShape(of layer: DrawnLayer, in bounds: Rect) {
        context.addRoundedRect(
            x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, radius: layer.cornerRadius,
            corners: layer.maskedCorners, continuous: layer.continuousCorners)
    }

    /// The border, inside the bounds, above the content and subviews (as Core Animation draws it).
    private func drawBorder(of layer: DrawnLayer, in bounds: Rect) {
        guard layer.borderWidth > 0, let color = layer.borderColor else { return }
        let inset = layer.borderWidth / 2
        context.setColor(color)
        context.addRoundedRect(
            x: inset, y: inset, width: bounds.width - 2 * inset, height: bounds.height - 2 * inset,
            radius: max(0, layer.cornerRadius - inset), corners: layer.maskedCorners,
            continuous: layer.continuousCorners)
        context.stroke(lineWidth: layer.borderWidth)
    }

    /// The shadow of the layer's shape (its bounds, rounded, or its `shadowPath`), offset, its blur approximated by
    /// eight nested shapes from the radius outside the shape to the radius inside it, each a share of the opacity.
    private func drawShadow(_ shadow: DrawnShadow, of layer: DrawnLayer, in bounds: Rect) {
        let steps = shadow.radius > 0 ? 8 : 1
        var color = shadow.color
        color.alpha *= shadow.opacity / Double(steps)
        context.setColor(color)
        if let path = shadow.path {
            return drawShadow(of: path, offset: (shadow.offsetX, shadow.offsetY), radius: shadow.radius, steps: steps)
        }
        for step in 0..<steps {
            let spread = shadow.radius * (1 - 2 * (Double(step) + 0.5) / Double(steps))
            context.addRoundedRect(
                x: shadow.offsetX - spread, y: shadow.offsetY - spread, width: bounds.width + 2 * spread,
                height: bounds.height + 2 * spread, radius: max(0, layer.cornerRadius + spread),
                corners: layer.maskedCorners, continuous: layer.continuousCorners)
            context.fill()
        }
    }

    private func draw(_ sublayer: DrawnSublayer) {
        context.save()
        defer { context.restore() }
        context.translate(sublayer.frame.x, sublayer.frame.y)
        let bounds = Rect(x: 0, y: 0, width: sublayer.frame.width, height: sublayer.frame.height)
        let body = {
            composite(sublayer.layer, in: bounds) {
                for child in sublayer.sublayers { draw(child) }
            }
        }
        if sublayer.opacity < 1 { context.drawGroup(alpha: sublayer.opacity, body) } else { body() }
    }

    /// What a view draws itself; a material fills the layer's rounded shape, as a rounded effect view's blur does.
    private func draw(_ content: DrawnContent, in bounds: Rect, shape: DrawnLayer) {
        switch content {
        case .image(let image): draw(image, in: bounds)
        case .text(let text): if text.runs.isEmpty { draw(text, in: bounds) } else { drawRuns(of: text, in: bounds) }
        case .activityIndicator(let color, let large, let phase):
            drawSpinner(color: color, large: large, phase: phase, in: bounds)
        case .material(let color):
            context.setColor(color)
            addShape(of: shape, in: bounds)
            context.fill()
        }
    }

    /// UIKit's default tint of a template image without one (system gray).
    static let defaultTint = Color(red: 0.56, green: 0.56, blue: 0.58)

    private func draw(_ image: DrawnImage, in bounds: Rect) {
        let placed = image.contentMode.placement(width: image.width, height: image.height, in: bounds)
        switch image.source {
        case .item(let tag):
            if let bitmap = images[tag.key] {
                _ = context.drawBitmap(bitmap, x: placed.x, y: placed.y, width: placed.width, height: placed.height)
                return
            }
        case .symbol(let name):
            context.setColor(image.tint ?? Self.defaultTint)
            if context.drawSymbol(name, x: placed.x, y: placed.y, width: placed.width, height: placed.height) {
                return
            }
        case .unknown:
            break
        }
        drawMarkedBox(placed, color: image.tint ?? Self.defaultTint)
    }

    /// An image reel has no pixels for (a named or drawn image, a symbol without a glyph, a photo whose pixels
    /// are gone): its box outlined and crossed, so it reads as a stand-in, never as a photo.
    private func drawMarkedBox(_ box: Rect, color: Color) {
        guard box.width > 0, box.height > 0 else { return }
        let line = max(0.5, min(box.width, box.height) / 24)
        context.setColor(color)
        context.strokeRect(
            x: box.x + line / 2, y: box.y + line / 2, width: box.width - line, height: box.height - line,
            lineWidth: line)
        context.addLine(from: (box.x, box.y), to: (box.maxX, box.maxY))
        context.addLine(from: (box.maxX, box.y), to: (box.x, box.maxY))
        context.stroke(lineWidth: line)
    }

    private func draw(_ text: DrawnText, in bounds: Rect) {
        // A label of no size, or one whose size or bounds are not numbers, draws nothing (as UIKit's does).
        guard text.size >= 0.01, text.size <= 10_000, bounds.width.isFinite, bounds.height.isFinite else { return }
        let lineHeight = text.size * Self.lineHeightPerPoint
        let lines = wrappedLines(of: text, in: bounds, lineHeight: lineHeight)
        guard !lines.isEmpty else { return }
        context.setColor(text.color)
        var baseline = (bounds.height - Double(lines.count) * lineHeight) / 2 + text.size * Self.ascentPerPoint
        for line in lines {
            let width = context.appTextWidth(line, size: text.size, weight: text.weight, italic: text.italic)
            let x: Double =
                switch text.alignment {
                case .left: 0
                case .center: (bounds.width - width) / 2
                case .right: bounds.width - width
                }
            context.drawAppText(
                line, x: x, baseline: baseline, size: text.size, weight: text.weight, italic: text.italic)
            baseline += lineHeight
        }
    }

    /// The lines a label shows: each paragraph wrapped at the bounds' width, at most `numberOfLines` and as many as
    /// the height holds (one at least); a cut text's last line takes the rest of the text and shows "…" where the
    /// mode puts it (at the end, the start or the middle) unless the mode wraps or clips.
    private func wrappedLines(of text: DrawnText, in bounds: Rect, lineHeight: Double) -> [String] {
        let fitting = max(1, Int(min(10_000, max(0, (bounds.height + 0.5) / lineHeight))))
        let limit = text.numberOfLines <= 0 ? fitting : min(text.numberOfLines, fitting)
        let (weight, italic) = (text.weight, text.italic)
        let measure: TextMeasure = { line, size, _ in
            Self.fontMeasure.appWidth(line, size: size, weight: weight, italic: italic)
        }
        var lines: [String] = []
        for paragraph in text.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = TextWrap.lines(
                String(paragraph), maxWidth: bounds.width, size: text.size, bold: false, maxLines: .max,
                measure: measure)
            // An empty paragraph is an empty line, as a label measures it.
            lines += wrapped.isEmpty ? [""] : wrapped
        }
        guard lines.count > limit else { return lines }
        switch text.lineBreak {
        case .wordWrap, .charWrap, .clip:
            return Array(lines.prefix(limit))
        case .truncateHead, .truncateMiddle:
            let rest = lines.dropFirst(limit - 1).joined(separator: " ")
            let truncation: LineTruncation = text.lineBreak == .truncateHead ? .head : .middle
            let last = truncation.cut(rest) { measure($0, text.size, false) <= bounds.width }
            return Array(lines.prefix(limit - 1)) + [last]
        case .truncateTail:
            let rest = lines.dropFirst(limit - 1).joined(separator: " ")
            let last = TextWrap.lines(
                rest, maxWidth: bounds.width, size: text.size, bold: false, maxLines: 1, measure: measure)
            return Array(lines.prefix(limit - 1)) + last.prefix(1)
        }
    }

    /// UIKit's spinner: twelve spokes about the centre, the one at `phase` darkest, the rest fading behind it.
    private func drawSpinner(color: Color, large: Bool, phase: Int, in bounds: Rect) {
        let radius = large ? 18.5 : 10
        let center = (x: bounds.width / 2, y: bounds.height / 2)
        let phase = (phase % 12 + 12) % 12
        for spoke in 0..<12 {
            let angle = Double(spoke) / 12 * 2 * Double.pi - Double.pi / 2
            let age = Double((phase - spoke + 12) % 12)
            var shade = color
            shade.alpha *= 1 - age / 12 * 0.75
            context.setColor(shade)
            context.addLine(
                from: (center.x + cos(angle) * radius * 0.5, center.y + sin(angle) * radius * 0.5),
                to: (center.x + cos(angle) * radius, center.y + sin(angle) * radius))
            context.strokeRound(lineWidth: radius * 0.2)
        }
    }
}
