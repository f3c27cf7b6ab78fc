extension Catalogue {
    /// `captured-index-path`: the completion asks the collection view for the cell at the index path the load
    /// started for (`cellForItem(at:)`, as Apple's LazyTableImages sample does) and sets the image of whatever cell is
    /// there. Right while nothing moves; once items are inserted or deleted above, images land on the wrong items.
    final class CapturedIndexPathCell: UICollectionViewCell, CatalogueCell {
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
                // The row at `indexPath` is whatever item is there now.
                guard let cell = collectionView.cellForItem(at: indexPath) as? CapturedIndexPathCell else { return }
                cell.imageView.image = UIImage(data: data)
            }
        }
    }
}
