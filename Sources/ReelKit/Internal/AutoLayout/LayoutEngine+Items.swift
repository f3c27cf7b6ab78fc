import Foundation
import ReelSolver

/// The constraints the engine makes from the items themselves, and each attribute as a linear expression.
extension LayoutEngine {
    /// UIKit's autoresizing constraints for a view that translates its mask: its frame (relative to its superview)
    /// as it is now, each flexible part (margin or size) taking a share of any change of the superview's size in
    /// proportion to its present length (evenly when they are all 0), the fixed parts kept.
    func addAutoresizingConstraints(_ index: Int) {
        guard let view = entries[index].item as? UIView, entries[index].parent >= 0 else { return }
        let entry = entries[index]
        let parent = entries[entry.parent]
        let superSize = view.superview?.bounds.size ?? .zero
        let frame = view.frame
        let mask = view.autoresizingMask
        func axis(
            position: LayoutVariable, length: LayoutVariable, parentPosition: LayoutVariable,
            parentLength: LayoutVariable, parts: (lead: CGFloat, size: CGFloat, trail: CGFloat),
            flexible: (lead: Bool, size: Bool, trail: Bool), superLength: CGFloat
        ) -> [LinearConstraint] {
            let lengths = [parts.lead, parts.size, parts.trail].map(Double.init)
            let flags = [flexible.lead, flexible.size, flexible.trail]
            let flexibleTotal = zip(lengths, flags).reduce(0.0) { $0 + ($1.1 ? $1.0 : 0) }
            let flexibleCount = Double(flags.filter { $0 }.count)
            func share(_ part: Int) -> Double {
                guard flags[part] else { return 0 }
                return flexibleTotal > 0 ? lengths[part] / flexibleTotal : 1 / flexibleCount
            }
            // part' = part + (parentLength − superLength) × share
            let leadShare = share(0)
            let sizeShare = share(1)
            let lead = LinearExpression(
                [LinearTerm(position), LinearTerm(parentPosition, -1), LinearTerm(parentLength, -leadShare)],
                constant: -(lengths[0] - leadShare * Double(superLength)))
            let size = LinearExpression(
                [LinearTerm(length), LinearTerm(parentLength, -sizeShare)],
                constant: -(lengths[1] - sizeShare * Double(superLength)))
            return [pin(lead, .equal), pin(size, .equal)]
        }
        let horizontal = axis(
            position: entry.x, length: entry.width, parentPosition: parent.x, parentLength: parent.width,
            parts: (frame.minX, frame.width, superSize.width - frame.maxX),
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ), superLength: superSize.width)
        let vertical = axis(
            position: entry.y, length: entry.height, parentPosition: parent.y, parentLength: parent.height,
            parts: (frame.minY, frame.height, superSize.height - frame.maxY),
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ), superLength: superSize.height)
        entries[index].autoresizing = horizontal + vertical
    }

    /// A view's intrinsic content size in each axis that has one: an edit variable holding the size, the view's
    /// length at most it at the hugging priority and at least it at the compression resistance priority.
    func addIntrinsicSizeConstraints(_ index: Int) {
        guard let view = entries[index].item as? UIView else { return }
        let size = view.intrinsicContentSize
        let hugging = view.layoutState?.hugging ?? (.defaultLow, .defaultLow)
        let resistance = view.layoutState?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        func intrinsic(_ length: LayoutVariable, _ value: CGFloat, _ hug: UILayoutPriority, _ resist: UILayoutPriority)
            -> LayoutVariable
        {
            let variable = solver.makeVariable()
            attempt { try solver.addEditVariable(variable, strength: Self.pinnedStrength) }
            attempt { try solver.suggestValue(Double(value), for: variable) }
            let difference = LinearExpression([LinearTerm(length), LinearTerm(variable, -1)])
            pin(difference, .lessThanOrEqual, strength: hug.strength)
            pin(difference, .greaterThanOrEqual, strength: resist.strength)
            return variable
        }
        if size.width >= 0 {
            entries[index].intrinsicWidth = intrinsic(
                entries[index].width, size.width, hugging.horizontal, resistance.horizontal)
        }
        if size.height >= 0 {
            entries[index].intrinsicHeight = intrinsic(
                entries[index].height, size.height, hugging.vertical, resistance.vertical)
        }
    }

    /// A view's margins guide (its bounds inset by its layout margins, and by its safe area when
    /// `insetsLayoutMarginsFromSafeArea`) or safe area guide (its bounds inset by `safeAreaInsets`).
    func addSystemGuideConstraints(_ index: Int, role: UILayoutGuide.SystemRole) {
        let guide = entries[index]
        guard guide.parent >= 0, let view = entries[guide.parent].item as? UIView else { return }
        let owner = entries[guide.parent]
        let insets =
            switch role {
            case .margins: view.effectiveLayoutMargins
            case .safeArea: view.safeAreaInsets
            }
        func equal(_ mine: LayoutVariable, _ theirs: LayoutVariable, _ offset: CGFloat) {
            pin(LinearExpression([LinearTerm(mine), LinearTerm(theirs, -1)], constant: -offset), .equal)
        }
        equal(guide.x, owner.x, insets.left)
        equal(guide.y, owner.y, insets.top)
        equal(guide.width, owner.width, -(insets.left + insets.right))
        equal(guide.height, owner.height, -(insets.top + insets.bottom))
    }

    /// `attribute` of `item` as an expression of its variables (nil when the item is not in this hierarchy or the
    /// attribute is `.notAnAttribute`). Leading and trailing are left and right; a label's baselines come from its
    /// text metrics, any other view's are its bottom edge, as UIKit's are.
    func expression(of item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let index = index(of: item) else { return nil }
        let entry = entries[index]
        // Only the margin attributes read the margins (a view's safe area is worked out up its hierarchy).
        var margins: UIEdgeInsets { (item as? UIView)?.effectiveLayoutMargins ?? .zero }
        func terms(_ parts: [(LayoutVariable, Double)], _ constant: CGFloat = 0) -> LinearExpression {
            LinearExpression(parts.map { LinearTerm($0.0, $0.1) }, constant: Double(constant))
        }
        let (x, y, width, height) = (entry.x, entry.y, entry.width, entry.height)
        switch attribute {
        case .left, .leading: return terms([(x, 1)])
        case .right, .trailing: return terms([(x, 1), (width, 1)])
        case .top: return terms([(y, 1)])
        case .bottom: return terms([(y, 1), (height, 1)])
        case .width: return terms([(width, 1)])
        case .height: return terms([(height, 1)])
        case .centerX: return terms([(x, 1), (width, 0.5)])
        case .centerY: return terms([(y, 1), (height, 0.5)])
        case .firstBaseline:
            guard let label = item as? UILabel else { return terms([(y, 1), (height, 1)]) }
            return terms([(y, 1)], label.textMetrics.firstBaseline)
        case .lastBaseline:
            guard let label = item as? UILabel else { return terms([(y, 1), (height, 1)]) }
            return terms([(y, 1), (height, 1)], -label.textMetrics.lastBaselineFromBottom)
        case .leftMargin, .leadingMargin: return terms([(x, 1)], margins.left)
        case .rightMargin, .trailingMargin: return terms([(x, 1), (width, 1)], -margins.right)
        case .topMargin: return terms([(y, 1)], margins.top)
        case .bottomMargin: return terms([(y, 1), (height, 1)], -margins.bottom)
        case .centerXWithinMargins: return terms([(x, 1), (width, 0.5)], (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return terms([(y, 1), (height, 0.5)], (margins.top - margins.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }
}
