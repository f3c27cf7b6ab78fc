import Foundation

/// A relation between two layout attributes, UIKit's: `firstItem.firstAttribute relation
/// multiplier × secondItem.secondAttribute + constant`, at a priority. Active constraints are installed on the
/// nearest common ancestor of their items and solved by that hierarchy's layout engine at `layoutIfNeeded()` or
/// `systemLayoutSizeFitting`; changing `constant` or `priority` re-solves without rebuilding.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// A layout attribute of a view or layout guide (leading and trailing are left and right: reel lays out left
    /// to right).
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the first attribute compares with the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// A layout axis (for content hugging and compression resistance).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The first item (a `UIView` or `UILayoutGuide`).
    public var firstItem: AnyObject? { first }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, nil for a constant (a width or height equal to a number).
    public var secondItem: AnyObject? { second }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The constant added to the second attribute. Changing it re-solves the active constraint.
    open var constant: CGFloat {
        didSet { if constant != oldValue { installedOn?.layoutConstraintChanged(self) } }
    }

    /// The priority; `.required` (1000) by default. Changing it re-solves the active constraint.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { installedOn?.layoutConstraintChanged(self) } }
    }

    /// A name shown in layout messages.
    open var identifier: String?

    /// Items are held weakly, as UIKit holds them: a view owns the constraints installed on it.
    weak var first: (any LayoutItem)?
    weak var second: (any LayoutItem)?
    /// The view the constraint is installed on while active.
    weak var installedOn: UIView?
    /// Whether a conflict was already reported (once per constraint).
    var conflictReported = false

    init(
        _ first: (any LayoutItem)?, _ firstAttribute: Attribute, _ relation: Relation, _ second: (any LayoutItem)?,
        _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// UIKit's item initializer: `item.attribute relatedBy multiplier × toItem.attribute + constant`. An item that
    /// is neither a `UIView` nor a `UILayoutGuide` is reported (`LayoutIssues`) and the constraint does nothing.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as? any LayoutItem
        let second = view2 as? any LayoutItem
        self.init(first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
        if first == nil || (view2 != nil && second == nil) {
            LayoutIssues.record("A constraint's item is neither a UIView nor a UILayoutGuide: \(self) does nothing")
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on its items' nearest common ancestor
    /// (UIKit raises when there is none; reel reports it and leaves the constraint inactive).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activate() } else { installedOn?.uninstallLayoutConstraint(self) }
        }
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard installedOn == nil, let first else { return }
        guard let firstOwner = first.layoutOwner, second == nil || second?.layoutOwner != nil else {
            LayoutIssues.record("Unable to activate \(self): a layout guide of it was not added to a view")
            return
        }
        guard let secondOwner = second?.layoutOwner else { return firstOwner.installLayoutConstraint(self) }
        guard let ancestor = firstOwner.nearestCommonAncestor(with: secondOwner) else {
            LayoutIssues.record("Unable to activate \(self): its items have no common ancestor")
            return
        }
        ancestor.installLayoutConstraint(self)
    }

    /// UIKit's description: `<NSLayoutConstraint identifier UILabel.top == UIImageView.bottom + 8 @999>`.
    open var description: String {
        func side(_ item: (any LayoutItem)?, _ attribute: Attribute) -> String {
            "\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)"
        }
        let relationText = ["<=", "==", ">="][relation.rawValue + 1]
        var text = "<NSLayoutConstraint" + (identifier.map { " '\($0)'" } ?? "") + " "
        text += side(first, firstAttribute) + " \(relationText) "
        if let second {
            text += (multiplier == 1 ? "" : "\(multiplier) × ") + side(second, secondAttribute)
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text + ">"
    }
}
