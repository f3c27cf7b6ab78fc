import Foundation

/// reel's collection view as a section's environment: the canvas's size, no insets.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
}
