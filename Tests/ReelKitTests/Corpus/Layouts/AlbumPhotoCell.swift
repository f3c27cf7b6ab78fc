import ReelKit

// Changed beyond the import: 1 line(s): override init(frame:) -> required init(frame:).

/// A photo with its caption; the image loads in a task that is cancelled on reuse and checked against the photo
/// the cell shows now.
final class AlbumPhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "AlbumPhotoCell"

    private let imageView = UIImageView()
    private let captionLabel = UILabel()
    private var loadTask: Task<Void, Never>?
    private var photoID: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .secondarySystemBackground
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        loadTask = nil
        photoID = nil
        imageView.image = nil
        captionLabel.text = nil
    }

    func configure(with photo: AlbumPhoto) {
        photoID = photo.id
        captionLabel.text = photo.caption
        loadTask = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: photo.url) else { return }
            guard let self, !Task.isCancelled, self.photoID == photo.id else { return }
            self.imageView.image = UIImage(data: data)
        }
    }
}

/// A photo of the album.
struct AlbumPhoto: Hashable {
    let id: String
    let caption: String
    let url: URL
}
