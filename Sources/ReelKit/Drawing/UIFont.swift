import Foundation

/// A font: its name, point size, weight and the text style it was made for. Labels measure and draw their text in
/// the run's font (Inter) at the font's size, weight and slant, whatever its name.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// A font weight, with UIKit's values.
    public struct Weight: RawRepresentable, Sendable, Hashable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The weight as the CSS number of the same rank (ultraLight 100, thin 200, … regular 400, … black 900):
        /// the font file reel draws and measures it with; a weight between two of UIKit's takes the nearer one's.
        var cssWeight: Int {
            let ranks: [(Weight, Int)] = [
                (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
                (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            return ranks.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? 400
        }
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's point size at `category`: UIKit's Dynamic Type table (Apple's Human Interface Guidelines,
        /// iOS), extra small to the largest accessibility size.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            let sizes: [CGFloat] =
                switch self {
                case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
                case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
                case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
                case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
                case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
                case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
                case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
                case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
                case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
                case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
                default: []
                }
            guard sizes.count == 12 else { return defaults.size }
            return sizes[category.rank]
        }

        /// The style's point size and weight at the default (Large) content size, as UIKit sets them.
        var defaults: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    public let fontName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool
    /// The text style a preferred font was made for (nil for a fixed font).
    public let textStyle: TextStyle?

    init(name: String, size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil) {
        fontName = name
        pointSize = size
        self.weight = weight
        isItalic = italic
        self.textStyle = textStyle
    }

    /// A font by name (any name: the text is drawn in the run's font at its size).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular, italic: true)
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-MonospacedDigits", size: fontSize, weight: weight)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono", size: fontSize, weight: weight)
    }

    /// The font of a Dynamic Type text style at the current traits' text size (the run's `content_size`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a Dynamic Type text style at `traitCollection`'s text size (nil: the current traits').
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return UIFont(
            name: ".SFUI", size: style.pointSize(at: category), weight: style.defaults.weight, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight, italic: isItalic, textStyle: textStyle)
    }

    /// UIKit's default label font: the system font at 17 pt.
    public static let defaultLabelFont = systemFont(ofSize: 17)

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt, weight \(weight.rawValue))" }
}
