extension Catalogue {
    /// `naive`: the cell most tutorials show. prepareForReuse clears the image but nothing cancels the load, and
    /// the completion writes into the cell it captured, whatever item that cell shows by then.
    final class NaiveCell: UICollectionViewCell, CatalogueCell {
        let imageView = UIImageView()
        let titleLabel = UILabel()

        override func prepareForReuse() {
            super.prepareForReuse()
            imageView.image = nil
        }

        func configure(with item: GalleryItem, at indexPath: IndexPath, in collectionView: UICollectionView) {
            titleLabel.text = item.title
            if let cached = URLCache.shared.cachedResponse(for: URLRequest(url: item.imageURL)) {
                imageView.image = UIImage(data: cached.data)
                return
            }
            imageView.image = nil
            Task {
                let (data, _) = try await URLSession.shared.data(from: item.imageURL)
                imageView.image = UIImage(data: data)  // 💥 this cell may show another item by now
            }
        }
    }
}
