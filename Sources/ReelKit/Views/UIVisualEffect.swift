import Foundation

/// An effect a `UIVisualEffectView` shows: a blur (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
@preconcurrency @MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur of what lies behind the view, in one of UIKit's materials. Frames draw the material's colour over the
/// view's shape; what lies behind is not blurred (docs/drawing.md).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material.
    let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// UIKit's blur materials: the legacy styles, and the system materials of iOS 13 (adaptive, light or dark).
    /// (UIKit's raw values: 3 is tvOS's extra dark, which iOS does not have.)
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// Vibrancy for content over a blur. Frames draw the content as it is, without vibrancy.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on.
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}

/// Which content colour a vibrancy effect suits.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
