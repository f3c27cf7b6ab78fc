/// The user's preferred text size (Dynamic Type), as UIKit's `UIContentSizeCategory`, in scenario spelling.
///
/// Text scales like `UIFontMetrics(forTextStyle: .body)`: the factor is the body style's point size at the
/// category divided by its size at the default, `large` (17 pt).
///
/// | category | body pt | factor |
/// | --- | --- | --- |
/// | `extra-small` | 14 | 0.824 |
/// | `small` | 15 | 0.882 |
/// | `medium` | 16 | 0.941 |
/// | `large` (default) | 17 | 1 |
/// | `extra-large` | 19 | 1.118 |
/// | `extra-extra-large` | 21 | 1.235 |
/// | `extra-extra-extra-large` | 23 | 1.353 |
/// | `accessibility-medium` | 28 | 1.647 |
/// | `accessibility-large` | 33 | 1.941 |
/// | `accessibility-extra-large` | 40 | 2.353 |
/// | `accessibility-extra-extra-large` | 47 | 2.765 |
/// | `accessibility-extra-extra-extra-large` | 53 | 3.118 |
public enum ContentSizeCategory: String, Sendable, Equatable, Codable, CaseIterable {
    case extraSmall = "extra-small"
    case small
    case medium
    case large
    case extraLarge = "extra-large"
    case extraExtraLarge = "extra-extra-large"
    case extraExtraExtraLarge = "extra-extra-extra-large"
    case accessibilityMedium = "accessibility-medium"
    case accessibilityLarge = "accessibility-large"
    case accessibilityExtraLarge = "accessibility-extra-large"
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    /// The body text style's point size at this category (Apple's Dynamic Type table).
    package var bodyPointSize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// How much text grows relative to `large` (1 at `large`).
    package var scale: Double { bodyPointSize / Self.large.bodyPointSize }

    /// Whether this is one of the larger accessibility sizes.
    package var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility-") }

    /// Reads a category at `key`: `fallback` when absent (nil makes the key required); anything else is an error
    /// listing the choices.
    static func read(_ reader: inout JSONReader, _ key: String, default fallback: ContentSizeCategory?)
        throws(InputError) -> ContentSizeCategory
    {
        let choices = allCases.map(\.rawValue)
        guard let fallback else {
            guard reader.value(key) != nil else {
                throw reader.error(
                    key, "required category is missing (one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
            return try read(&reader, key, default: .large)
        }
        let name = try reader.choice(key, of: choices, default: fallback.rawValue)
        return ContentSizeCategory(rawValue: name) ?? fallback
    }
}

extension TextStyle {
    /// The style at `category`, as a label with `adjustsFontForContentSizeCategory` gets it: the font size scales
    /// (whole points). In self-sizing cells the spacing that follows the text scales too — the first baseline's
    /// distance below the image and the line height (whole points) — so the cell grows; in fixed-size cells the
    /// baseline stays where the template puts it and the text truncates at the trailing margin as before.
    package func scaled(for category: ContentSizeCategory, selfSizing: Bool) -> TextStyle {
        let factor = category.scale
        guard factor != 1 else { return self }
        var style = self
        style.size = (size * factor).rounded()
        if selfSizing {
            style.baseline = (baseline * factor).rounded()
            style.lineHeight = lineHeight.map { ($0 * factor).rounded() }
        }
        return style
    }
}
