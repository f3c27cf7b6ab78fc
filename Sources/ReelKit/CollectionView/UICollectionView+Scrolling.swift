extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` would put the item.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Ignored, and reported once: the scenario's script scrolls (`scrollTo`, `fling`, `drag`).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        GalleryEngines.ignored(
            "scrollToItem(at:at:animated:): the scenario's script scrolls reel (add a scrollTo step)")
    }
}
