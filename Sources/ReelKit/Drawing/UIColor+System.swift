import Foundation

// UIKit's named colours, with the values of their light and dark appearances (iOS 17).
extension UIColor {
    private static func rgb(
        _ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1, dark: UIColor? = nil
    ) -> UIColor {
        UIColor(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha, dark: dark)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    public static let systemRed = rgb(255, 59, 48, dark: rgb(255, 69, 58))
    public static let systemGreen = rgb(52, 199, 89, dark: rgb(48, 209, 88))
    public static let systemBlue = rgb(0, 122, 255, dark: rgb(10, 132, 255))
    public static let systemOrange = rgb(255, 149, 0, dark: rgb(255, 159, 10))
    public static let systemYellow = rgb(255, 204, 0, dark: rgb(255, 214, 10))
    public static let systemPink = rgb(255, 45, 85, dark: rgb(255, 55, 95))
    public static let systemPurple = rgb(175, 82, 222, dark: rgb(191, 90, 242))
    public static let systemTeal = rgb(48, 176, 199, dark: rgb(64, 200, 224))
    public static let systemIndigo = rgb(88, 86, 214, dark: rgb(94, 92, 230))
    public static let systemBrown = rgb(162, 132, 94, dark: rgb(172, 142, 104))
    public static let systemMint = rgb(0, 199, 190, dark: rgb(99, 230, 226))
    public static let systemCyan = rgb(50, 173, 230, dark: rgb(100, 210, 255))
    public static let systemGray = rgb(142, 142, 147)
    public static let systemGray2 = rgb(174, 174, 178, dark: rgb(99, 99, 102))
    public static let systemGray3 = rgb(199, 199, 204, dark: rgb(72, 72, 74))
    public static let systemGray4 = rgb(209, 209, 214, dark: rgb(58, 58, 60))
    public static let systemGray5 = rgb(229, 229, 234, dark: rgb(44, 44, 46))
    public static let systemGray6 = rgb(242, 242, 247, dark: rgb(28, 28, 30))

    public static let label = rgb(0, 0, 0, dark: rgb(255, 255, 255))
    public static let secondaryLabel = rgb(60, 60, 67, 0.6, dark: rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3, dark: rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18, dark: rgb(235, 235, 245, 0.16))
    public static let placeholderText = rgb(60, 60, 67, 0.3, dark: rgb(235, 235, 245, 0.3))
    public static let link = rgb(0, 122, 255, dark: rgb(9, 132, 255))
    public static let separator = rgb(60, 60, 67, 0.29, dark: rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = rgb(198, 198, 200, dark: rgb(56, 56, 58))
    public static let systemFill = rgb(120, 120, 128, 0.2, dark: rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16, dark: rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12, dark: rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08, dark: rgb(118, 118, 128, 0.18))
    public static let systemBackground = rgb(255, 255, 255, dark: rgb(0, 0, 0))
    public static let secondarySystemBackground = rgb(242, 242, 247, dark: rgb(28, 28, 30))
    public static let tertiarySystemBackground = rgb(255, 255, 255, dark: rgb(44, 44, 46))
    public static let systemGroupedBackground = rgb(242, 242, 247, dark: rgb(0, 0, 0))
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255, dark: rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247, dark: rgb(44, 44, 46))
    /// The app's tint (UIKit's default, system blue).
    public static let tintColor = rgb(0, 122, 255, dark: rgb(10, 132, 255))
}

/// The traits a dynamic colour, an image or a layout asks about: the run's appearance (`appearance`, light or dark)
/// and text size (`content_size`); a view's or the screen's traits also carry the scenario's scale and the size
/// classes of its canvas (`UIView.traitCollection`).
public struct UITraitCollection: Sendable, Hashable {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    public var userInterfaceStyle: UserInterfaceStyle = .light
    public var displayScale: CGFloat = 2
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// The text size (Dynamic Type): the run's `content_size` when it started.
    public var preferredContentSizeCategory = UIContentSizeCategory.large

    public init() {}

    /// Traits of the given text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of a screen of `canvas` points at `scale`: a width of 600 points or more is regular (an iPad's,
    /// a large phone's landscape), less compact; a height of 500 or more regular, less compact (a phone's
    /// landscape); the idiom a pad's when both are regular.
    init(canvas: CGSize, scale: CGFloat) {
        displayScale = scale
        horizontalSizeClass = canvas.width >= 600 ? .regular : .compact
        verticalSizeClass = canvas.height >= 500 ? .regular : .compact
        userInterfaceIdiom = horizontalSizeClass == .regular && verticalSizeClass == .regular ? .pad : .phone
    }

    /// The traits of the code running now: the running gallery's screen (its scenario's scale and appearance), a
    /// light phone's outside a run. Colours made into `CGColor`s resolve in these, as in UIKit.
    public static var current: UITraitCollection {
        var traits = UITraitCollection()
        guard let host = GalleryHost.forCurrentThread() else { return traits }
        if host.appearance == .dark { traits.userInterfaceStyle = .dark }
        traits.preferredContentSizeCategory = UIContentSizeCategory(host.contentSize)
        return traits
    }

    /// Traits of the given user interface style.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// UIKit's name for the appearance a trait collection asks for.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle

/// A size class: how much room a dimension of the screen has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
