import ReelCore

/// What the host asks of a diffable data source, whatever its identifier types.
@preconcurrency @MainActor
protocol DiffableSource: AnyObject {
    func cell(at index: Int, itemID: ItemID, in collectionView: UICollectionView) -> UICollectionViewCell?
    func indexPath(ofFlatIndex index: Int) -> IndexPath?
    func follow(_ items: [Item]) -> Bool
    func flatIndex(of indexPath: IndexPath) -> Int?
    func adopted()
}
