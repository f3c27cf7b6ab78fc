/// A gallery that keeps the images reel's prefetcher brings in (the catalogue's data prefetching is reel's own).
@preconcurrency @MainActor
protocol PrefetchedImageReceiver: AnyObject {
    /// The prefetch of the item that was at `indexPath` when it started brought `image` in.
    func prefetched(_ image: UIImage, at indexPath: IndexPath)
}

extension Catalogue {
    /// `index-path-keyed-prefetch`: the bad prefetch store. Prefetched images are kept by the index path they
    /// were prefetched for, and the cell provider hands a row the image stored under its index path — after an insert
    /// above, the image of the item that used to be there. `ImageCell` does the rest (cancel, clear, verify).
    @MainActor
    final class IndexPathPrefetchGallery: ReelGallery, PrefetchedImageReceiver {
        /// ❌ Keyed by IndexPath: breaks on any data mutation.
        private var prefetchedImages: [IndexPath: UIImage] = [:]
        private var dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>!

        init(collectionView: UICollectionView, items: [GalleryItem]) {
            collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                [unowned self] view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as? ImageCell
                if let image = prefetchedImages[indexPath] {
                    cell?.show(item, image: image)  // whatever item this index path held when it was prefetched
                } else {
                    cell?.configure(with: item)
                }
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func prefetched(_ image: UIImage, at indexPath: IndexPath) {
            prefetchedImages[indexPath] = image
        }
    }
}
