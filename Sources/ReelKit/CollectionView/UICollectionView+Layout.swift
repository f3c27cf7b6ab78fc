import Foundation

extension UICollectionView {
    /// A collection view laid out by `layout`.
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(frame: frame)
        collectionViewLayout = layout
        // An initializer of the class sets the property without its observer: the layout learns its collection
        // view here (its `collectionView`, which its `prepare()` and a flow layout's pass read).
        layoutChanged(from: layout)
    }

    /// Sets the layout; reel lays the cells out by it from the next frame (the change is not animated).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Sets the layout and calls `completion` with true once it is in place (at once: the change is not animated).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The layout was replaced: it belongs to this collection view now, and the old one to none.
    func layoutChanged(from old: UICollectionViewLayout) {
        if old !== collectionViewLayout, old.collectionView === self { old.collectionView = nil }
        collectionViewLayout.collectionView = self
    }
}
