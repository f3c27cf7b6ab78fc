import ReelKit

// Changed beyond the import: none.

/// A photo of the album, as the app's model keeps it.
struct LibraryPhoto: Hashable {
    let id: String
    let title: String
    let thumbnailURL: URL
}

/// A list cell showing a photo with the default list content; the thumbnail loads in a task, which checks the cell
/// still shows that photo before it writes.
final class AlbumPhotoListCell: UICollectionViewListCell {
    private var thumbnailTask: Task<Void, Never>?
    private var photoID: String?

    func show(_ photo: LibraryPhoto) {
        thumbnailTask?.cancel()
        photoID = photo.id
        var content = defaultContentConfiguration()
        content.text = photo.title
        content.secondaryText = "Loading…"
        content.image = UIImage(systemName: "photo")
        content.imageProperties.maximumSize = CGSize(width: 60, height: 60)
        content.imageProperties.reservedLayoutSize = CGSize(width: 60, height: 60)
        content.imageProperties.cornerRadius = 6
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.textProperties.numberOfLines = 1
        content.secondaryTextProperties.color = .secondaryLabel
        content.imageToTextPadding = 12
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        contentConfiguration = content
        accessories = [.disclosureIndicator()]

        thumbnailTask = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: photo.thumbnailURL) else { return }
            guard let self, !Task.isCancelled, self.photoID == photo.id else { return }
            content.image = UIImage(data: data)
            content.secondaryText = nil
            self.contentConfiguration = content
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        thumbnailTask?.cancel()
        thumbnailTask = nil
        photoID = nil
    }
}

/// The same cell without the check: a task started for the photo the cell showed before it was reused writes that
/// photo's thumbnail and title into it.
final class UncheckedAlbumPhotoListCell: UICollectionViewListCell {
    func show(_ photo: LibraryPhoto) {
        var content = defaultContentConfiguration()
        content.text = photo.title
        content.image = UIImage(systemName: "photo")
        contentConfiguration = content

        Task {
            guard let (data, _) = try? await URLSession.shared.data(from: photo.thumbnailURL) else { return }
            content.image = UIImage(data: data)
            self.contentConfiguration = content
        }
    }
}
