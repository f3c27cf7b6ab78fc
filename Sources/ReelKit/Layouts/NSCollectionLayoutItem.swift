import Foundation

/// An item of a compositional layout: its size (fractions of its group), the insets of its content inside that
/// size, and the space around it.
@MainActor
public class NSCollectionLayoutItem {
    /// The item's size: fractions of its group, points or an estimate.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's size (not applied along an estimated dimension, as in UIKit).
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space outside the item.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Whether `other` places its cell the same way (size, insets, spacing).
    func same(as other: NSCollectionLayoutItem) -> Bool {
        guard !(self is NSCollectionLayoutGroup), !(other is NSCollectionLayoutGroup) else { return self === other }
        return layoutSize.same(as: other.layoutSize) && contentInsets == other.contentInsets
            && edgeSpacing?.leading?.spacing == other.edgeSpacing?.leading?.spacing
            && edgeSpacing?.trailing?.spacing == other.edgeSpacing?.trailing?.spacing
            && edgeSpacing?.top?.spacing == other.edgeSpacing?.top?.spacing
            && edgeSpacing?.bottom?.spacing == other.edgeSpacing?.bottom?.spacing
    }
}

/// A group of items laid side by side (horizontal) or one above the other (vertical).
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis {
        case horizontal
        case vertical
    }

    let axis: Axis
    /// The items of the group.
    public let subitems: [NSCollectionLayoutItem]
    /// With `subitem:count:`, the number of items the group divides its space between.
    let count: Int?
    /// The space between the group's items.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Items side by side, repeated while they fit the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` items side by side, sharing the group's width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// `count` items side by side, sharing the group's width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// Items one above the other, repeated while they fit the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` items one above the other, sharing the group's height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// `count` items one above the other, sharing the group's height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}
