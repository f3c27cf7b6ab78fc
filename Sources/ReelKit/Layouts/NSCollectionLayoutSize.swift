import Foundation

/// A width and a height.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width and the height.
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func same(as other: NSCollectionLayoutSize) -> Bool {
        widthDimension.same(as: other.widthDimension) && heightDimension.same(as: other.heightDimension)
    }
}
