extension Catalogue {
    /// `no-clear`: like the naive cell, and prepareForReuse does not clear the image either: a reused cell shows
    /// the previous item's image until its own load lands (and the previous item's load may land first).
    final class NoClearCell: UICollectionViewCell, CatalogueCell {
        let imageView = UIImageView()
        let titleLabel = UILabel()

        func configure(with item: GalleryItem, at indexPath: IndexPath, in collectionView: UICollectionView) {
            titleLabel.text = item.title
            if let cached = URLCache.shared.cachedResponse(for: URLRequest(url: item.imageURL)) {
                imageView.image = UIImage(data: cached.data)
                return
            }
            Task {
                let (data, _) = try await URLSession.shared.data(from: item.imageURL)
                imageView.image = UIImage(data: data)
            }
        }
    }
}
