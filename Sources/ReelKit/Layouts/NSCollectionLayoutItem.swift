import Foundation

/// An item of a compositional layout: its size (fractions of its group), the insets of its content inside that
/// size, and the space around it.
@preconcurrency @MainActor
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
