import Foundation

/// A group of items laid side by side (horizontal) or one above the other (vertical).
@preconcurrency @MainActor
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
