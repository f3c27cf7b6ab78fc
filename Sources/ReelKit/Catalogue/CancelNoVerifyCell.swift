extension Catalogue {
    /// `cancel-no-verify`: half of the correct pattern. prepareForReuse cancels the load and clears the image, but the
    /// completion never checks which item the cell represents after its `await`. In reel's default order a cancel
    /// always lands before the completion, so it shows nothing stale; on a device a completion already delivered
    /// when the cell is reused (its continuation waiting for the main thread) still writes the old item's image.
    /// `reel explore` finds that order.
    final class CancelNoVerifyCell: UICollectionViewCell, CatalogueCell {
        let imageView = UIImageView()
        let titleLabel = UILabel()
        private var loadTask: Task<Void, Never>?

        override func prepareForReuse() {
            super.prepareForReuse()
            loadTask?.cancel()
            loadTask = nil
            imageView.image = nil
        }

        func configure(with item: GalleryItem, at indexPath: IndexPath, in collectionView: UICollectionView) {
            loadTask?.cancel()
            loadTask = nil
            titleLabel.text = item.title
            if let cached = URLCache.shared.cachedResponse(for: URLRequest(url: item.imageURL)) {
                imageView.image = UIImage(data: cached.data)
                return
            }
            imageView.image = nil
            loadTask = Task {
                let image: UIImage?
                do {
                    let (data, _) = try await URLSession.shared.data(from: item.imageURL)
                    image = UIImage(data: data)
                } catch {
                    image = nil  // failed or cancelled: no image (reel shows the item's failed look)
                }
                self.imageView.image = image  // 💥 no check that the cell still represents `item`
            }
        }
    }
}
