extension UICollectionView {
    /// The direction a layout scrolls in: vertical or horizontal.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}
