import Foundation
import Testing

@testable import ReelKit

/// Auto Layout as cells written before anchors set it up: `NSLayoutConstraint(item:attribute:relatedBy:toItem:…)`
/// with every attribute, `addConstraint(s)` on the superview, margins, insets, priorities from literals, and guides
/// placed by their left, right and centre anchors. Each layout is solved and its frames checked.
@MainActor @Suite struct ClassicConstraintTests {
    /// A 300 × 200 root with margins of 8 (UIKit's default) and `count` subviews placed by constraints.
    static func root(subviews count: Int) -> (UIView, [UIView]) {
        AutoLayoutAPITests.root(subviews: count)
    }

    static func pin(
        _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
        to other: UIView?, _ otherAttribute: NSLayoutConstraint.Attribute, times multiplier: CGFloat = 1,
        plus constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant)
    }

    @Test func edgesSizesAndCentresByItemAndAttribute() {
        let (root, views) = Self.root(subviews: 3)
        let (badge, title, avatar) = (views[0], views[1], views[2])
        root.addConstraints([
            // A badge in the top-left corner, 40 × 20.
            Self.pin(badge, .left, to: root, .left, plus: 10),
            Self.pin(badge, .top, to: root, .top, plus: 5),
            Self.pin(badge, .width, to: nil, .notAnAttribute, plus: 40),
            Self.pin(badge, .height, to: nil, .notAnAttribute, plus: 20),
            // A title after the badge, up to the right edge, as tall as the badge.
            Self.pin(title, .leading, to: badge, .trailing, plus: 6),
            Self.pin(title, .right, to: root, .right, plus: -10),
            Self.pin(title, .centerY, to: badge, .centerY),
            Self.pin(title, .height, to: badge, .height),
            // An avatar centred in the root, half its height and square.
            Self.pin(avatar, .centerX, to: root, .centerX),
            Self.pin(avatar, .centerY, to: root, .centerY),
            Self.pin(avatar, .height, to: root, .height, times: 0.5),
            Self.pin(avatar, .width, to: avatar, .height),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
        #expect(title.frame == CGRect(x: 56, y: 5, width: 234, height: 20))
        #expect(avatar.frame == CGRect(x: 100, y: 50, width: 100, height: 100))
    }

    @Test func marginAttributesFollowTheSuperviewsMargins() {
        let (root, views) = Self.root(subviews: 2)
        root.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 20, right: 24)
        let insets = root.layoutMargins
        #expect((insets.top, insets.left, insets.bottom, insets.right) == (12, 16, 20, 24))
        let (card, dot) = (views[0], views[1])
        root.addConstraints([
            Self.pin(card, .leading, to: root, .leadingMargin),
            Self.pin(card, .trailing, to: root, .trailingMargin),
            Self.pin(card, .top, to: root, .topMargin),
            Self.pin(card, .bottom, to: root, .bottomMargin),
            Self.pin(dot, .left, to: root, .leftMargin),
            Self.pin(dot, .right, .lessThanOrEqual, to: root, .rightMargin),
            Self.pin(dot, .width, to: nil, .notAnAttribute, plus: 10),
            Self.pin(dot, .height, .greaterThanOrEqual, to: nil, .notAnAttribute, plus: 10),
            Self.pin(dot, .height, .lessThanOrEqual, to: nil, .notAnAttribute, plus: 10),
            Self.pin(dot, .centerY, to: root, .centerYWithinMargins),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 12, width: 260, height: 168))
        // Centred between the top margin (12) and the bottom one (200 − 20).
        #expect(dot.frame == CGRect(x: 16, y: 91, width: 10, height: 10))
        let centred = Self.pin(dot, .centerX, to: root, .centerXWithinMargins)
        #expect(centred.relation == .equal && centred.multiplier == 1)
        #expect(centred.description.contains("centerX"))
    }

    @Test func constraintsAddedToAViewAreRemovedFromIt() {
        let (root, views) = Self.root(subviews: 1)
        let box = views[0]
        let width = Self.pin(box, .width, to: nil, .notAnAttribute, plus: 50)
        let wide = Self.pin(box, .width, to: nil, .notAnAttribute, plus: 120)
        wide.priority = UILayoutPriority(500)
        root.addConstraint(width)
        root.addConstraints([
            wide, Self.pin(box, .height, to: nil, .notAnAttribute, plus: 10),
            Self.pin(box, .left, to: root, .left), Self.pin(box, .top, to: root, .top),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
        root.removeConstraint(width)
        root.layoutIfNeeded()
        #expect(box.frame.width == 120)
        root.removeConstraints([wide])
        #expect(!wide.isActive && !width.isActive)
        #expect(UILayoutPriority(250) < UILayoutPriority(750))
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    }

    @Test func guidesPlacedByTheirLeftRightAndCentreAnchors() {
        let (root, views) = Self.root(subviews: 1)
        let column = UILayoutGuide()
        column.identifier = "column"
        root.addLayoutGuide(column)
        #expect(column.owningView === root && root.layoutGuides.contains { $0 === column })
        let label = views[0]
        NSLayoutConstraint.activate([
            column.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            column.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 40),
            label.leftAnchor.constraint(equalToSystemSpacingAfter: column.leftAnchor, multiplier: 1),
            label.rightAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: column.rightAnchor, multiplier: 0),
            label.rightAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: column.rightAnchor, multiplier: -2),
            label.widthAnchor.constraint(equalToConstant: 236),
            label.centerYAnchor.constraint(equalTo: column.centerYAnchor),
            label.heightAnchor.constraint(greaterThanOrEqualTo: column.heightAnchor, multiplier: 0.5),
            label.heightAnchor.constraint(lessThanOrEqualTo: column.heightAnchor, multiplier: 0.5, constant: 0),
        ])
        root.layoutIfNeeded()
        // System spacing is 8 points: the label starts 8 after the guide, and its right edge may lie between 16
        // before the guide's (264) and the guide's own (280).
        #expect(label.frame == CGRect(x: 28, y: 10, width: 236, height: 20))
        #expect(label.isDescendant(of: root) && !root.isDescendant(of: label))
        root.removeLayoutGuide(column)
        #expect(column.owningView == nil && root.layoutGuides.isEmpty)
    }

    @Test func verticalSystemSpacingAndBaselines() {
        let (root, views) = Self.root(subviews: 1)
        let box = views[0]
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        title.text = "Photo 7"
        root.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            title.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.topAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
            box.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
            box.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 2),
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let baseline = title.frame.maxY - title.textMetrics.lastBaselineFromBottom
        #expect(box.frame.minY == baseline + 8)
        let first = Self.pin(box, .top, to: title, .firstBaseline)
        #expect(first.secondAttribute == .firstBaseline)
        let last = Self.pin(box, .top, to: title, .lastBaseline)
        #expect(last.secondAttribute == .lastBaseline)
        let directional = NSDirectionalEdgeInsets()
        #expect((directional.top, directional.leading, directional.bottom, directional.trailing) == (0, 0, 0, 0))
    }
}
