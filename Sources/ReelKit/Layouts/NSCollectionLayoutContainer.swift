import Foundation

/// The size of the space a section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size and insets (reel's has none).
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
