import Foundation
import ReelCore

/// The text size the user chose (Dynamic Type), with UIKit's raw values: a run's is the scenario's `content_size`
/// when it starts (`UITraitCollection.preferredContentSizeCategory`), which `UIFont.preferredFont(forTextStyle:)`
/// sizes its fonts for.
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the text size (a `content_size` action), after views hear of it
    /// (`traitCollectionDidChange(_:)`); the new category is in `userInfo` under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `ordered` (`large`'s for an unknown or unspecified category).
    var rank: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= 7 && Self.ordered.contains(self) }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }

    /// The category of a scenario's `content_size`.
    init(_ category: ContentSizeCategory) {
        self = Self.ordered[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}
