/// A catalogue cell: configured by the cell provider for an item at an index path of a collection view.
@preconcurrency @MainActor
protocol CatalogueCell: UICollectionViewCell {
    func configure(with item: GalleryItem, at indexPath: IndexPath, in collectionView: UICollectionView)
}

extension Catalogue {
    /// A gallery of one cell class, configured in `cellForItemAt` for the item of the row (the classic setup).
    @MainActor
    final class CellGallery<Cell: CatalogueCell>: ReelGallery {
        let dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>

        init(collectionView: UICollectionView, items: [GalleryItem]) {
            collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? Cell
                cell?.configure(with: item, at: indexPath, in: view)
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }
}
