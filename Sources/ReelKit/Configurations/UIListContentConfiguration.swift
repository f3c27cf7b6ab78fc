/// The content of a list cell as a value: an image, a text and a secondary text, with how each looks. A cell shows it
/// through a `UIListContentView`, whose image view and labels reel classifies as it does a cell's own: the image of
/// another item is stale, the title of another item wrong text.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    public var image: UIImage?
    /// The text; setting another text drops `attributedText`, as in UIKit.
    public var text: String? {
        didSet { if attributedText != nil, attributedText?.string != text { attributedText = nil } }
    }
    /// The secondary text; setting another text drops `secondaryAttributedText`.
    public var secondaryText: String? {
        didSet {
            if secondaryAttributedText != nil, secondaryAttributedText?.string != secondaryText {
                secondaryAttributedText = nil
            }
        }
    }
    /// Sets `text` to its string (the attributes are recorded, not drawn).
    public var attributedText: NSAttributedString? {
        didSet { if text != attributedText?.string { text = attributedText?.string } }
    }
    /// Sets `secondaryText` to its string (the attributes are recorded, not drawn).
    public var secondaryAttributedText: NSAttributedString? {
        didSet {
            if secondaryText != secondaryAttributedText?.string { secondaryText = secondaryAttributedText?.string }
        }
    }
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// How the image looks: recorded on the content view's image view, not drawn.
    public struct ImageProperties {
        /// The size the image may take at most (zero: no limit).
        public var maximumSize = CGSize.zero
        /// The size kept for the image whether or not there is one (zero: the image's own).
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var tintColor: UIColor?
        public var accessibilityIgnoresInvertColors = false

        /// The dimension UIKit's standard list image takes, for `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public init() {}
    }

    /// How a text looks: recorded on the content view's label; the font's point size measures the text.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 0
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0

        /// Where the text sits in its line.
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    init(text: TextProperties, secondary: TextProperties, sideBySide: Bool) {
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A plain list cell's content: body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
            sideBySide: false)
    }

    /// A plain list's section header: subheadline text in the secondary label colour.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            sideBySide: false)
    }

    /// A grouped list's section header: footnote text in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            sideBySide: false)
    }

    /// A cell with a subtitle under its text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            sideBySide: false)
    }

    /// A cell with a value beside its text.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
            sideBySide: true)
    }

    /// A sidebar row's content.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            sideBySide: false)
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: reel draws no selection or highlight colours.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
