/// What a view draws itself, above its layer's background and below its subviews.
package enum DrawnContent: Sendable, Hashable, Codable {
    /// A `UIImageView`'s image, placed by its content mode.
    case image(DrawnImage)
    /// A `UILabel`'s (or a button title's) text.
    case text(DrawnText)
    /// A `UIActivityIndicatorView` while it animates: twelve spokes in `color`, turned with virtual time (`phase`
    /// 0..<12 is the spoke drawn darkest); `large` for the large style.
    case activityIndicator(color: Color, large: Bool, phase: Int)
    /// A `UIVisualEffectView`'s blur: its material's colour over the view's (rounded) shape. What lies behind is
    /// not blurred (docs/drawing.md).
    case material(Color)
}

/// An image in an image view: where its pixels come from, its size in points and how the view places it.
package struct DrawnImage: Sendable, Hashable, Codable {
    /// Where an image's pixels come from.
    package enum Source: Sendable, Hashable, Codable {
        /// An item's image the pipeline fetched and decoded.
        case item(ImageTag)
        /// An image reel has no pixels for (`UIImage(named:)`, a drawn image): a marked box in the image's place.
        case unknown
        /// `UIImage(systemName:)`: an SF Symbol, drawn as a marked box of the symbol's size.
        case symbol(String)
    }

    package var source: Source
    /// The image's size in points.
    package var width: Double
    package var height: Double
    package var contentMode: DrawnContentMode
    /// The tint a template image is drawn in (symbols are template images), or nil.
    package var tint: Color?

    package init(source: Source, width: Double, height: Double, contentMode: DrawnContentMode, tint: Color?) {
        self.source = source
        self.width = width
        self.height = height
        self.contentMode = contentMode
        self.tint = tint
    }
}

/// `UIView.ContentMode`, as the renderer places an image.
package enum DrawnContentMode: String, Sendable, Hashable, Codable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// Where an image of `width`×`height` points goes in `bounds` (it may reach outside: aspect fill, center).
    package func placement(width: Double, height: Double, in bounds: Rect) -> Rect {
        guard width > 0, height > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = Swift.min(bounds.width / width, bounds.height / height)
            let fill = Swift.max(bounds.width / width, bounds.height / height)
            let scale = self == .scaleAspectFit ? fit : fill
            let size = (width * scale, height * scale)
            return Rect(
                x: bounds.x + (bounds.width - size.0) / 2, y: bounds.y + (bounds.height - size.1) / 2,
                width: size.0, height: size.1)
        default:
            let x: Double =
                switch self {
                case .left, .topLeft, .bottomLeft: bounds.x
                case .right, .topRight, .bottomRight: bounds.maxX - width
                default: bounds.x + (bounds.width - width) / 2
                }
            let y: Double =
                switch self {
                case .top, .topLeft, .topRight: bounds.y
                case .bottom, .bottomLeft, .bottomRight: bounds.maxY - height
                default: bounds.y + (bounds.height - height) / 2
                }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
}

/// A label's text as drawn: wrapped to the view's width, at most `numberOfLines` lines (0: no limit), the last
/// truncated by `lineBreakMode`, centred vertically in the view as `UILabel` draws it.
package struct DrawnText: Sendable, Hashable, Codable {
    package var text: String
    package var size: Double
    /// The font's weight as a CSS number (100 thin … 400 regular … 900 black): UIKit's weights in rank order.
    package var weight: Int
    package var italic: Bool
    package var color: Color
    package var alignment: Alignment
    package var numberOfLines: Int
    package var lineBreak: LineBreak
    /// An attributed text's stretches, in order, covering `text`: each in its own font and colour. Empty for text
    /// in one font and colour (the fields above).
    package var runs: [DrawnTextRun] = []

    /// `NSTextAlignment` (natural is left: reel's text is left to right).
    package enum Alignment: String, Sendable, Hashable, Codable {
        case left, center, right
    }

    /// `NSLineBreakMode`: how the last line that fits ends.
    package enum LineBreak: String, Sendable, Hashable, Codable {
        case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
    }

    package init(
        text: String, size: Double, weight: Int = 400, italic: Bool = false, color: Color, alignment: Alignment,
        numberOfLines: Int, lineBreak: LineBreak
    ) {
        self.text = text
        self.size = size
        self.weight = weight
        self.italic = italic
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreak = lineBreak
    }
}
