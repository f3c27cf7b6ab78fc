import Foundation
import ReelCore

/// Reads a laid-out view tree into the value the frame renderer draws (`DrawnView`): each visible view's frame,
/// layer, content (an image view's image, a label's text, a button's title, a spinner) and sublayers, back to front.
@preconcurrency @MainActor
struct ViewDrawingBuilder {
    /// The run's time, which turns animating spinners.
    let timeMs: Double
    /// The traits colours resolve in (the scenario's appearance).
    var traits = UITraitCollection()

    /// A view's colour as drawn: resolved in the run's appearance.
    func resolved(_ color: UIColor) -> Color { Color(color.resolvedColor(with: traits)) }

    /// The tree of `view` placed at `frame` (its own frame for a subview), or nil when nothing of it shows.
    func drawing(of view: UIView, at frame: CGRect? = nil, depth: Int = 0) -> DrawnView? {
        let alpha = Double(view.alpha) * Double(view.layer.opacity)
        guard !view.isHidden, !view.layer.isHidden, alpha > 0.01, depth < Self.maximumDepth else { return nil }
        var drawn = DrawnView(frame: Rect(frame ?? view.frame))
        drawn.alpha = min(alpha, 1)
        drawn.layer = layer(of: view.layer, depth: depth)
        drawn.content = content(of: view)
        let shown = view.subviews.compactMap { subview in
            drawing(of: subview, depth: depth + 1).map { (subview.layer, $0) }
        }
        drawn.subviews = shown.map(\.1)
        let layers = (view.layer.sublayers ?? []).compactMap { layer in
            sublayer(layer, depth: depth + 1).map { (layer, $0) }
        }
        drawn.sublayers = layers.map { layer, sublayer in
            var placed = sublayer
            placed.aboveSubviews = shown.filter { $0.0.stackingOrder < layer.stackingOrder }.count
            return placed
        }
        if shown.contains(where: { $0.0.zPosition != 0 }) || layers.contains(where: { $0.0.zPosition != 0 }) {
            raiseByZPosition(&drawn, subviews: shown.map(\.0), sublayers: layers.map(\.0))
        }
        if let button = view as? UIButton, let configuration = button.configuration {
            // UIKit adds the background view at the bottom and the image and labels on top at layout, so the
            // app's own layers stand between them.
            let (background, content) = parts(of: button, configuration)
            if let background {
                drawn.subviews.insert(background, at: 0)
                for index in drawn.sublayers.indices { drawn.sublayers[index].aboveSubviews += 1 }
            }
            drawn.subviews += content
        }
        return drawn
    }

    /// How deep a tree is read: views and layers nested deeper are not drawn (a cell's tree is a few levels deep;
    /// the bound keeps a runaway hierarchy from exhausting the stack of the reader and of the renderer).
    static let maximumDepth = 64

    /// A layer's look: its own, what a gradient or shape layer draws, and its mask.
    private func layer(of layer: CALayer, depth: Int) -> DrawnLayer {
        var drawn = DrawnLayer()
        // The layer's colour: a view's `backgroundColor` sets it (resolved in the run's appearance, which the run
        // keeps), and code that sets the layer's own later wins, as in UIKit.
        drawn.background = layer.backgroundColor.map { Color($0.color) }
        drawn.cornerRadius = bounded(layer.cornerRadius, 0...1e5)
        drawn.maskedCorners = UInt8(truncatingIfNeeded: layer.maskedCorners.rawValue & 0xF)
        drawn.continuousCorners = layer.cornerCurve == .continuous
        drawn.borderWidth = bounded(layer.borderWidth, 0...1e4)
        drawn.borderColor = layer.borderColor.map { Color($0.color) }
        drawn.clips = layer.masksToBounds
        if layer.shadowOpacity > 0, let color = layer.shadowColor {
            drawn.shadow = DrawnShadow(
                color: Color(color.color), opacity: bounded(CGFloat(layer.shadowOpacity), 0...1),
                offsetX: bounded(layer.shadowOffset.width, -1e4...1e4),
                offsetY: bounded(layer.shadowOffset.height, -1e4...1e4), radius: bounded(layer.shadowRadius, 0...1e3),
                path: layer.shadowPath.map(DrawnPath.init))
        }
        if let shade = layer as? CAGradientLayer { drawn.gradient = gradient(of: shade) }
        if let shape = layer as? CAShapeLayer { drawn.shape = self.shape(of: shape) }
        if let mask = layer.mask {
            // A mask that draws nothing hides the layer, as in Core Animation.
            drawn.mask = .layer(
                sublayer(mask, depth: depth + 1) ?? DrawnSublayer(frame: Rect(x: 0, y: 0, width: 0, height: 0)))
        }
        return drawn
    }

    private func sublayer(_ layer: CALayer, depth: Int) -> DrawnSublayer? {
        guard !layer.isHidden, layer.opacity > 0, depth < Self.maximumDepth else { return nil }
        var drawn = DrawnSublayer(frame: Rect(layer.frame))
        drawn.opacity = bounded(CGFloat(layer.opacity), 0...1)
        drawn.layer = self.layer(of: layer, depth: depth)
        let children = (layer.sublayers ?? []).compactMap { child in
            sublayer(child, depth: depth + 1).map { (child.zPosition, $0) }
        }
        // Core Animation draws siblings by `zPosition`, those of one `zPosition` in their order.
        drawn.sublayers = children.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
        return drawn
    }

    /// Orders a view's subviews and sublayers as Core Animation does when some have a `zPosition`: by `zPosition`,
    /// then in the order the layer list gives them (`drawn`'s subviews, with each sublayer after `aboveSubviews` of
    /// them). `subviews` and `sublayers` are the layers of `drawn`'s subviews and sublayers, in the same order.
    private func raiseByZPosition(_ drawn: inout DrawnView, subviews: [CALayer], sublayers: [CALayer]) {
        enum Sibling {
            case view(DrawnView)
            case layer(DrawnSublayer)
        }
        var listed: [(z: CGFloat, sibling: Sibling)] = []
        var pending = Array(zip(sublayers, drawn.sublayers))
        for (index, view) in zip(subviews, drawn.subviews).enumerated() {
            while let next = pending.first, next.1.aboveSubviews <= index {
                listed.append((next.0.zPosition, .layer(next.1)))
                pending.removeFirst()
            }
            listed.append((view.0.zPosition, .view(view.1)))
        }
        listed += pending.map { ($0.0.zPosition, .layer($0.1)) }
        let ordered = listed.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
        drawn.subviews = []
        drawn.sublayers = []
        for entry in ordered {
            switch entry.element.sibling {
            case .view(let view): drawn.subviews.append(view)
            case .layer(var layer):
                layer.aboveSubviews = drawn.subviews.count
                drawn.sublayers.append(layer)
            }
        }
    }

    private func gradient(of layer: CAGradientLayer) -> DrawnGradient? {
        let colors: [Color] = (layer.colors ?? []).compactMap { value in
            if let color = value as? CGColor { return Color(color.color) }
            if let color = value as? UIColor { return resolved(color) }
            return nil
        }
        guard colors.count >= 2 else { return nil }
        let given = (layer.locations ?? []).map(\.doubleValue)
        let locations =
            given.count == colors.count
            ? given.map { bounded(CGFloat($0), 0...1) } : colors.indices.map { Double($0) / Double(colors.count - 1) }
        return DrawnGradient(
            colors: colors, locations: locations,
            start: (bounded(layer.startPoint.x, -1e3...1e3), bounded(layer.startPoint.y, -1e3...1e3)),
            end: (bounded(layer.endPoint.x, -1e3...1e3), bounded(layer.endPoint.y, -1e3...1e3)),
            radial: layer.type == .radial)
    }

    /// What the view draws itself, by its class.
    private func content(of view: UIView) -> DrawnContent? {
        switch view {
        case let imageView as UIImageView:
            return imageView.image.map { .image(image($0, mode: imageView.contentMode, tint: imageView.tintColor)) }
        case let label as UILabel:
            return text(of: label)
        case let button as UIButton:
            return content(of: button)
        case let effectView as UIVisualEffectView:
            guard let blur = effectView.effect as? UIBlurEffect else { return nil }
            return .material(resolved(blur.style.tint(dark: traits.userInterfaceStyle == .dark)))
        case let spinner as UIActivityIndicatorView:
            let turn = Int((timeMs / (1000 / 12)).rounded(.down))
            return .activityIndicator(
                color: resolved(spinner.color ?? .gray), large: spinner.style == .large || spinner.style == .whiteLarge,
                phase: spinner.isAnimating ? ((turn % 12) + 12) % 12 : 0)
        default:
            return nil
        }
    }

    func image(_ image: UIImage, mode: UIView.ContentMode, tint: UIColor?) -> DrawnImage {
        let source: DrawnImage.Source =
            if let tag = image.tag { .item(tag) } else if let name = image.symbolName { .symbol(name) } else {
                .unknown
            }
        return DrawnImage(
            source: source, width: bounded(image.size.width, 0...1e6), height: bounded(image.size.height, 0...1e6),
            contentMode: DrawnContentMode(mode),
            tint: image.symbolName != nil ? tint.map(resolved) : nil)
    }

    private func text(of label: UILabel) -> DrawnContent? {
        guard let text = label.attributedText?.string ?? label.text, !text.isEmpty else { return nil }
        let font: UIFont = label.font ?? .defaultLabelFont
        let color: UIColor = label.textColor ?? .label
        var drawn = DrawnText(
            text: text, size: bounded(font.pointSize, 0...1e4), weight: font.weight.cssWeight,
            italic: font.isItalic,
            color: resolved(color), alignment: DrawnText.Alignment(label.textAlignment),
            numberOfLines: max(0, label.numberOfLines), lineBreak: DrawnText.LineBreak(label.lineBreakMode))
        if let attributed = label.shownAttributedText {
            let runs = textRuns(of: attributed, font: font, color: color)
            if let run = runs.first, runs.count == 1, !run.underline, !run.strikethrough {
                // One font and colour for the whole text: the label's own fields carry them.
                (drawn.size, drawn.weight, drawn.italic, drawn.color) = (run.size, run.weight, run.italic, run.color)
            } else {
                drawn.runs = runs
            }
        }
        return .text(drawn)
    }

    /// `attributed`'s runs of font, colour, underline and strikethrough, in characters; a range without a font or
    /// colour takes `font` and `color` (the label's), as UIKit does. Neighbouring ranges that draw the same are one
    /// run.
    func textRuns(of attributed: NSAttributedString, font: UIFont, color: UIColor) -> [DrawnTextRun] {
        let string = attributed.string
        var runs: [DrawnTextRun] = []
        // Runs are counted in characters up to each range's end, so a character whose parts carry different
        // attributes counts once (in the run it ends in) and later runs stay on their characters.
        var counted = 0
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            let end = string.utf16.index(string.startIndex, offsetBy: min(range.upperBound, string.utf16.count))
            let through = string[..<end].count
            let length = through - counted
            guard length > 0 else { return }
            counted = through
            let runFont = attributes[.font] as? UIFont ?? font
            let runColor = attributes[.foregroundColor] as? UIColor ?? color
            var run = DrawnTextRun(
                length: length, size: bounded(runFont.pointSize, 0...1e4), weight: runFont.weight.cssWeight,
                italic: runFont.isItalic, color: resolved(runColor),
                underline: Self.lineStyle(attributes[.underlineStyle]) != 0,
                strikethrough: Self.lineStyle(attributes[.strikethroughStyle]) != 0)
            if let last = runs.last, last.drawsLike(run) {
                run.length += last.length
                runs[runs.count - 1] = run
            } else {
                runs.append(run)
            }
        }
        return runs
    }

    /// An underline or strikethrough attribute's style as a number (0: none), however the app gave it.
    private static func lineStyle(_ value: Any?) -> Int {
        switch value {
        case let style as Int: style
        case let style as NSUnderlineStyle: style.rawValue
        case let number as NSNumber: number.intValue
        default: 0
        }
    }

    /// A button's current title in its title colour (a system button's tint), centred, else its image; a configured
    /// button draws its parts as subviews (`parts(of:_:)`).
    private func content(of button: UIButton) -> DrawnContent? {
        guard button.configuration == nil else { return nil }
        if let title = button.currentTitle, !title.isEmpty {
            let font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
            let color =
                button.titleColor(for: button.isSelected ? .selected : .normal)
                ?? (button.buttonType == .custom ? .white : button.tintColor ?? .systemBlue)
            return .text(
                DrawnText(
                    text: title, size: bounded(font.pointSize, 0...1e4), weight: font.weight.cssWeight,
                    italic: font.isItalic, color: resolved(color),
                    alignment: .center, numberOfLines: 1, lineBreak: .truncateMiddle))
        }
        return button.currentImage.map { .image(image($0, mode: .center, tint: button.tintColor)) }
    }
}

/// `value` as a drawn number: within `range`, and 0 (clamped into the range) when it is not a number. The app's
/// views may hold any numbers; the tree holds only finite ones in ranges the renderer and JSON can carry.
func bounded(_ value: CGFloat, _ range: ClosedRange<Double>) -> Double {
    let number = Double(value)
    guard number.isFinite else { return min(max(0, range.lowerBound), range.upperBound) }
    return min(max(number, range.lowerBound), range.upperBound)
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(
            x: bounded(rect.minX, -1e6...1e6), y: bounded(rect.minY, -1e6...1e6),
            width: bounded(rect.width, 0...1e6), height: bounded(rect.height, 0...1e6))
    }
}

extension Color {
    /// The colour, each channel clamped to 0...1 (extended-range colours are drawn at sRGB's edge).
    init(_ color: UIColor) {
        func clamped(_ value: CGFloat) -> Double { min(1, max(0, Double(value))) }
        self.init(
            red: clamped(color.red), green: clamped(color.green), blue: clamped(color.blue),
            alpha: clamped(color.alpha))
    }
}

extension DrawnContentMode {
    init(_ mode: UIView.ContentMode) {
        self =
            switch mode {
            case .scaleToFill, .redraw: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
    }
}

extension DrawnText.Alignment {
    init(_ alignment: NSTextAlignment) {
        self =
            switch alignment {
            case .center: .center
            case .right: .right
            case .left, .justified, .natural: .left
            }
    }
}

extension DrawnText.LineBreak {
    init(_ mode: NSLineBreakMode) {
        self =
            switch mode {
            case .byWordWrapping: .wordWrap
            case .byCharWrapping: .charWrap
            case .byClipping: .clip
            case .byTruncatingHead: .truncateHead
            case .byTruncatingTail: .truncateTail
            case .byTruncatingMiddle: .truncateMiddle
            }
    }
}

extension DrawnTextRun {
    /// Whether `other` draws the same as this run (so the two can be one).
    func drawsLike(_ other: DrawnTextRun) -> Bool {
        var same = other
        same.length = length
        return same == self
    }
}
