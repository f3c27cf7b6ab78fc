import Foundation

/// What a compositional layout holds beyond its sections: the space between sections and the layout's own headers
/// and footers (their heights come before the first section and after the last). reel scrolls vertically only.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the layout scrolls (reel scrolls vertically: `.horizontal` stops the run).
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init() {}
}
