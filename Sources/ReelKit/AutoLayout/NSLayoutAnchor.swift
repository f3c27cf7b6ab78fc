import Foundation

/// An attribute of a view or layout guide, for making constraints UIKit's modern way:
/// `title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8)`. The type parameter keeps axes apart: an
/// x-axis anchor relates only to x-axis anchors, a dimension to dimensions.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The item; anchors are made on demand and hold their item strongly only while they live.
    let item: any LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + constant`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + constant`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func relate(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant)
    }
}

/// The standard space between sibling items, UIKit's "system spacing" (8 pt).
let systemSpacing: CGFloat = 8
