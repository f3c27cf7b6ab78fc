import ReelKit

/// The photo cell's gallery in three sections of a flow layout, each under a 40-point header, inside 8-point
/// insets: 100-point items, three to a line.
@MainActor
final class SectionedFlowGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView.collectionViewLayout = layout
        var lookup: [String: Item] = [:]
        for item in items { lookup[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
        let registration = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: lookup[id]!)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        let third = (items.count + 2) / 3
        for section in 0..<3 {
            snapshot.appendSections([section])
            let start = min(items.count, section * third)
            snapshot.appendItems(items[start..<min(items.count, start + third)].map(\.id), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A flow layout whose lines start at the left inset, items the minimum spacing apart — the subclass apps write
/// for tags and chips (`super`'s attributes copied, each line's items moved left).
@MainActor
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var lineY: CGFloat = -1
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            guard copy.representedElementCategory == .cell else { return copy }
            if copy.frame.origin.y >= lineY { left = sectionInset.left }
            copy.frame.origin.x = left
            left += copy.frame.width + minimumInteritemSpacing
            lineY = max(lineY, copy.frame.maxY)
            return copy
        }
    }
}

/// The photo cell's gallery on a left-aligned flow layout of items of three widths.
@MainActor
final class LeftAlignedFlowGallery: ReelGallery, UICollectionViewDelegateFlowLayout {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = LeftAlignedFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
        collectionView.delegate = self
    }

    static func width(ofItem item: Int) -> CGFloat { [100, 150, 220][item % 3] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: Self.width(ofItem: indexPath.item), height: 90) }
}
