extension Catalogue {
    /// `captured-model`: a stale model. The data source's cell provider captured a copy of the view model when it
    /// was made and reads items from it by index path; after a snapshot update the rows show duplicated and missing
    /// items — and the cells' own identity check passes, since they verify against what they were given.
    @MainActor
    final class CapturedModelGallery: ReelGallery {
        /// The view model: the items in display order, dequeuing and configuring cells.
        struct ViewModel {
            var items: [GalleryItem]

            @MainActor
            func dequeueAndConfigureCellFor(
                collectionView: UICollectionView, at indexPath: IndexPath, current item: GalleryItem
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCell", for: indexPath)
                let shown = indexPath.item < items.count ? items[indexPath.item] : item
                (cell as? ImageCell)?.configure(with: shown)
                return cell
            }
        }

        var viewModel: ViewModel
        let dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>

        init(collectionView: UICollectionView, items: [GalleryItem]) {
            viewModel = ViewModel(items: items)
            collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "ImageCell")
            // ❌ The closure captures `viewModel` as it is now: a copy, never the latest one.
            let viewModel = self.viewModel
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                viewModel.dequeueAndConfigureCellFor(collectionView: view, at: indexPath, current: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }
}
