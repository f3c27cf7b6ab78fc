import Foundation

extension UIButton {
    /// A button's content and look as one value (iOS 15): title, subtitle, image, colours, insets and corner style,
    /// in one of UIKit's styles (plain, gray, tinted, filled). Frames draw it: the style's background in its corner
    /// style, the image beside the title by `imagePlacement` and `imagePadding`, in the style's foreground colour.
    @preconcurrency @MainActor
    public struct Configuration {
        /// The style's colours.
        enum Style { case plain, gray, tinted, filled }
        var style = Style.plain

        /// The background: its colour when set (else the style's), corner radius for `.fixed`, stroke.
        public var background = UIBackgroundConfiguration(backgroundColor: nil)
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        /// The colour of the title, subtitle and image (nil: the style's, from the button's tint).
        public var baseForegroundColor: UIColor?
        /// The colour of the background (nil: the style's, from the button's tint).
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether a spinner shows in the image's place.
        public var showsActivityIndicator = false
        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        /// The insets of the content from the button's edges (the size's defaults until set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customInsets ?? buttonSize.defaultInsets }
            set { customInsets = newValue }
        }
        private var customInsets: NSDirectionalEdgeInsets?
        /// Which side of the title the image is on.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        public var automaticallyUpdateForSelection = true

        /// A button with no background, its content in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button on a gray background, its content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button on a light shade of the tint colour, its content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button filled with the tint colour, its content white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The plain style (its name before iOS 15's release).
        public static func borderless() -> Configuration { plain() }
        /// The gray style (its name before iOS 15's release).
        public static func bordered() -> Configuration { gray() }
        /// The tinted style (its name before iOS 15's release).
        public static func borderedTinted() -> Configuration { tinted() }
        /// The filled style (its name before iOS 15's release).
        public static func borderedProminent() -> Configuration { filled() }

        /// Restores the size's default content insets.
        public mutating func setDefaultContentInsets() { customInsets = nil }

        /// The configuration for `button`'s state: reel draws no highlight, so it is unchanged.
        public func updated(for button: UIButton) -> Configuration { self }

        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius` as given.
            case fixed = -1
            /// The button size's radius.
            case dynamic, small, medium, large, capsule
        }

        /// The button's size class: its default insets, title font and corner radius.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// Where the title lines sit when there is a subtitle.
        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        /// A button of `style`: its background from the style (see `backgroundColor(tint:)`).
        init(style: Style) {
            self.style = style
        }

        /// The title as shown: the attributed title's characters, else the title.
        var shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
        var shownSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

        /// The content's colour for a button tinted `tint`.
        func foregroundColor(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background's colour for a button tinted `tint`, or nil for none.
        func backgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor {
                return background.backgroundColorTransformer?.transform(color) ?? color
            }
            switch style {
            case .plain: return baseBackgroundColor
            case .gray: return baseBackgroundColor ?? .systemGray5
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled: return baseBackgroundColor ?? tint
            }
        }

        /// The background's corner radius on a button `height` points high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic: buttonSize.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// The title's font size for the button's size.
        var titleSize: CGFloat { buttonSize.titleSize }
    }

    /// Called when the button's configuration is updated, to change it for the button's state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button showing `configuration`, calling `primaryAction` when tapped.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// Runs a pending configuration update (as UIKit does before layout).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        updateConfiguration()
    }
}

extension UIButton.Configuration.Size {
    /// UIKit's default content insets for the size.
    var defaultInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title's font size: footnote, subheadline, body and body at UIKit's default text size.
    var titleSize: CGFloat {
        switch self {
        case .mini: 13
        case .small: 15
        case .medium, .large: 17
        }
    }

    var cornerRadius: CGFloat {
        switch self {
        case .mini, .small: 4
        case .medium: 8
        case .large: 12
        }
    }
}
