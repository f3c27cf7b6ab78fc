import ReelKit

/// The cancel-clear-verify `PhotoCell` behind a cell registration: cancel, clear, verify — no stale image ever.
final class PhotoCellGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, Item>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let registration = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(NSDiffableDataSourceSnapshot(oneSection: items.map(Item.init)), animatingDifferences: false)
    }
}
