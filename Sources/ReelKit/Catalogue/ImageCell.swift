extension Catalogue {
    /// `cancel-clear-verify`: the correct UIKit pattern. prepareForReuse cancels the load (a)
    /// and clears the image (b); the completion checks that the cell still represents the item (c).
    final class ImageCell: UICollectionViewCell, CatalogueCell {
        let imageView = UIImageView()
        let titleLabel = UILabel()
        private var loadTask: Task<Void, Never>?
        private(set) var representedID: String?
        /// The URL of the image the image view shows, when the cell loaded it itself.
        private var shownURL: URL?

        override func prepareForReuse() {
            super.prepareForReuse()
            loadTask?.cancel()  // (a) Cancel in-flight work
            loadTask = nil
            imageView.image = nil  // (b) Clear stale content
            shownURL = nil
            representedID = nil
        }

        func configure(with item: GalleryItem, at indexPath: IndexPath, in collectionView: UICollectionView) {
            configure(with: item)
        }

        /// Shows `image` for `item` at once (an image the gallery already holds).
        func show(_ item: GalleryItem, image: UIImage) {
            representedID = item.id
            titleLabel.text = item.title
            imageView.image = image
            shownURL = nil
        }

        func configure(with item: GalleryItem) {
            loadTask?.cancel()  // configured again in place: the old load is no longer wanted
            loadTask = nil
            representedID = item.id
            titleLabel.text = item.title
            // Fast path: image already cached
            if let cached = URLCache.shared.cachedResponse(for: URLRequest(url: item.imageURL)) {
                imageView.image = UIImage(data: cached.data)
                shownURL = item.imageURL
                return
            }
            // Configured again in place (reconfigureItems) while it shows this very image: keep it while it loads.
            if shownURL != item.imageURL {
                imageView.image = nil
                shownURL = nil
            }
            // Slow path: async load with identity verification
            loadTask = Task { [weak self] in
                let image: UIImage?
                do {
                    let (data, _) = try await URLSession.shared.data(from: item.imageURL)
                    image = UIImage(data: data)
                } catch {
                    image = nil  // failed: no image (reel shows the item's failed look)
                }
                // (c) Verify cell still represents the same item
                guard !Task.isCancelled, self?.representedID == item.id else { return }
                self?.imageView.image = image
                self?.shownURL = image == nil ? nil : item.imageURL
            }
        }
    }
}
