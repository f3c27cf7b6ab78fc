import Foundation

/// How a section scrolls across the collection view's scrolling axis; reel lays out `.none` only.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// A section of a compositional layout: its group repeated down the section, `interGroupSpacing` apart, inside
/// `contentInsets`.
@MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated down the section.
    public let group: NSCollectionLayoutGroup
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// The space around the section's groups.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Kept; any value but `.none` stops the run (reel scrolls one vertical list).
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
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
    }

    /// A section that lays its items out as a list of `configuration`'s appearance.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }
}

/// What a section provider is told about where the section goes.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The space the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}

/// The size of the space a section is laid out in.
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size and insets (reel's has none).
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// reel's collection view as a section's environment: the canvas's size, no insets.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
}
