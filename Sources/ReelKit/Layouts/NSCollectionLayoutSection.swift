import Foundation

/// A section of a compositional layout: its group repeated down the section, `interGroupSpacing` apart, inside
/// `contentInsets`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated down the section.
    public let group: NSCollectionLayoutGroup
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// The space around the section's groups.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Any value but `.none` lays the section's groups out side by side in one band, shown at its resting offset
    /// (reel scrolls the list, not the band: items past the band's trailing edge are never on screen).
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers: each takes its height above (top alignments) or below the items.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (kept, not drawn).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers sit inside the section's content insets (true) or outside them.
    public var supplementariesFollowContentInsets = true
    /// Set by `list(using:layoutEnvironment:)`: the section is a list of that configuration.
    let list: UICollectionLayoutListConfiguration?

    /// A section of `group` repeated.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        list = nil
    }

    private init(list: UICollectionLayoutListConfiguration) {
        let estimate = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(list.estimatedRowHeight))
        group = .vertical(layoutSize: estimate, subitems: [NSCollectionLayoutItem(layoutSize: estimate)])
        self.list = list
        contentInsets = list.sectionInsets
        // `.supplementary` header and footer modes: a boundary item of UIKit's section kinds, as tall as a list's
        // header text (28 points in a plain list, 38 in grouped ones) until measured.
        let height: CGFloat = list.appearance == .plain ? 28 : 38
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        if list.headerMode == .supplementary {
            boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if list.footerMode == .supplementary {
            boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
    }

    /// A section that lays its items out as a list of `configuration`'s appearance.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}
