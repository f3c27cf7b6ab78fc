extension Catalogue {
    /// `index-path-check`: the completion asks the collection view for the index path of the cell it
    /// captured and sets the image only if it is still the index path the load started for. No other item's image
    /// lands in a reused cell, but after an insert or a delete above, a cell that kept its item has moved: its image
    /// is dropped and it stays on the placeholder.
    final class IndexPathCheckCell: UICollectionViewCell, CatalogueCell {
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
            let cell = self
            Task {
                let (data, _) = try await URLSession.shared.data(from: item.imageURL)
                // The cell's index path now (nil when it is not in the collection view) against the one the load
                // started for: they differ once the cell is reused — or once its item moved.
                guard let cellIndexPath = collectionView.indexPath(for: cell), cellIndexPath == indexPath else {
                    return
                }
                cell.imageView.image = UIImage(data: data)
            }
        }
    }
}
