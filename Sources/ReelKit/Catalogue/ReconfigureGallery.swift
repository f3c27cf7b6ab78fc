extension Catalogue {
    /// `reconfigure`: the WWDC21 pattern. The registration handler shows the cached image or a placeholder and
    /// starts a download; the download's completion never touches a cell — the image is in the cache now, and it
    /// asks the data source to reconfigure the item, whose handler then finds it there.
    @MainActor
    final class ReconfigureGallery: ReelGallery {
        private weak var collectionView: UICollectionView?
        private var dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>!

        init(collectionView: UICollectionView, items: [GalleryItem]) {
            self.collectionView = collectionView
            let cellRegistration = UICollectionView.CellRegistration<PhotoCell, GalleryItem> {
                [weak self] cell, indexPath, photo in
                guard let self else { return }
                cell.representedID = photo.id
                cell.titleLabel.text = photo.title
                if let cached = URLCache.shared.cachedResponse(for: URLRequest(url: photo.imageURL)) {
                    cell.imageView.image = UIImage(data: cached.data)
                } else {
                    cell.imageView.image = nil
                    downloadImage(for: photo, at: indexPath)
                }
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, photo in
                view.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        /// Downloads the photo into the cache, then reconfigures it — NOT direct cell mutation. A failure is shown
        /// in the cell at the index path the download started for, if that cell still shows the photo.
        private func downloadImage(for photo: GalleryItem, at indexPath: IndexPath) {
            modelTask { [weak self] in
                do {
                    _ = try await URLSession.shared.data(from: photo.imageURL)
                    guard let self else { return }
                    var snapshot = dataSource.snapshot()
                    snapshot.reconfigureItems([photo])
                    dataSource.apply(snapshot, animatingDifferences: false)
                } catch {
                    guard let cell = self?.collectionView?.cellForItem(at: indexPath) as? PhotoCell,
                        cell.representedID == photo.id
                    else { return }
                    cell.imageView.image = nil  // reel shows the photo's failed look
                }
            }
        }
    }

    /// The reconfigure gallery's cell: its handler sets everything, prepareForReuse clears the image.
    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView()
        let titleLabel = UILabel()
        var representedID: String?

        override func prepareForReuse() {
            super.prepareForReuse()
            imageView.image = nil
        }
    }
}

/// Starts `operation` as work of the model, not of the cell being configured: the loads it makes are the model's
/// (reel counts them as such, and no cell waits for them).
@preconcurrency @MainActor
private func modelTask(_ operation: @escaping @MainActor () async -> Void) {
    CellOrigin.$current.withValue(nil) {
        Task { await operation() }
    }
}
