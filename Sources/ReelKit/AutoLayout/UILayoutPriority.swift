import Foundation
import ReelSolver

/// How strongly a layout constraint (or a view's content hugging or compression resistance) holds, UIKit's scale:
/// 1000 is required, anything less is optional and yields to stronger constraints. As in UIKit, a priority is made
/// from a number with `UILayoutPriority(750)` (it takes no literal), or from a named one (`.defaultHigh - 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver strength of this priority. UIKit's priorities behave as levels, the solver's strengths are
    /// weights: priority p < 1000 weighs 10^(9p/1000), so each 100 of priority is a factor of about 8 (999 weighs
    /// about 175 × 750, and 750 about 32 000 × 250). That settles the conflicts real cells have as levels would,
    /// but many violated constraints of one priority can outweigh a single one of a higher priority.
    var strength: LayoutStrength {
        if rawValue >= 1000 { return .required }
        return LayoutStrength(pow(10, 9 * Double(max(rawValue, 0)) / 1000))
    }
}
