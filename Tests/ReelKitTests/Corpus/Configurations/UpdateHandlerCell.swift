import ReelKit

// Changed beyond the import: none.

/// A photo of the feed, as the app's model keeps it.
struct TimelinePhoto: Hashable {
    let id: String
    let name: String
    let imageURL: URL
}

/// A list cell whose content comes from its configuration update handler: the handler builds the list content from
/// the photo and the thumbnail the cell holds; the load stores the thumbnail and asks for an update, if the cell
/// still shows the photo it loaded for.
final class FeedThumbnailCell: UICollectionViewListCell {
    var photoID: String?
    var thumbnail: UIImage?
    var loadTask: Task<Void, Never>?

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        thumbnail = nil
        photoID = nil
    }
}

/// The registration the feed's data source uses for `FeedThumbnailCell`.
@MainActor
func makeFeedThumbnailRegistration() -> UICollectionView.CellRegistration<FeedThumbnailCell, TimelinePhoto> {
    UICollectionView.CellRegistration<FeedThumbnailCell, TimelinePhoto> { cell, _, photo in
        cell.photoID = photo.id
        cell.configurationUpdateHandler = { cell, state in
            guard let cell = cell as? FeedThumbnailCell else { return }
            var content = UIListContentConfiguration.subtitleCell().updated(for: state)
            content.text = photo.name
            content.secondaryText = cell.thumbnail == nil ? "Loading" : nil
            content.image = cell.thumbnail ?? UIImage(systemName: "photo")
            content.imageProperties.tintColor = .systemGray
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = state.isSelected ? .systemBlue : .systemBackground
            background.cornerRadius = 10
            cell.backgroundConfiguration = background
        }
        cell.loadTask = Task { [weak cell] in
            guard let (data, _) = try? await URLSession.shared.data(from: photo.imageURL) else { return }
            guard let cell, cell.photoID == photo.id else { return }
            cell.thumbnail = UIImage(data: data)
            cell.setNeedsUpdateConfiguration()
        }
    }
}

/// The same registration without the check: the thumbnail of the photo the cell showed before its reuse lands in
/// the cell, and its update handler, built for the new photo, shows it.
@MainActor
func makeUncheckedFeedThumbnailRegistration() -> UICollectionView.CellRegistration<FeedThumbnailCell, TimelinePhoto> {
    UICollectionView.CellRegistration<FeedThumbnailCell, TimelinePhoto> { cell, _, photo in
        cell.configurationUpdateHandler = { cell, state in
            guard let cell = cell as? FeedThumbnailCell else { return }
            var content = UIListContentConfiguration.cell()
            content.text = photo.name
            content.image = cell.thumbnail
            cell.contentConfiguration = content
        }
        Task {
            guard let (data, _) = try? await URLSession.shared.data(from: photo.imageURL) else { return }
            cell.thumbnail = UIImage(data: data)
            cell.setNeedsUpdateConfiguration()
        }
    }
}
