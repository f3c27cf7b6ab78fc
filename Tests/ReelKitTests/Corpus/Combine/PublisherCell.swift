import Combine
import ReelKit

// Changed beyond the import: 2 line(s): override init(frame:) -> required init(frame:) (ReelKit makes cells by class).

/// A photo of the gallery, as the app's model keeps it.
struct StreamPhoto: Hashable {
    let id: String
    let title: String
    let url: URL
}

/// A cell that loads its image with a data task publisher, delivered on the main queue; reuse cancels the
/// subscription, so a late load never reaches the cell.
final class StreamPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: StreamPhoto) {
        titleLabel.text = photo.title
        imageView.image = nil
        URLSession.shared.dataTaskPublisher(for: photo.url)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] image in
                self?.imageView.image = image
            }
            .store(in: &cancellables)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cancellables.removeAll()
        imageView.image = nil
    }
}

/// The same cell that keeps its subscriptions on reuse: the earlier photo's load lands in the reused cell.
final class UncancelledStreamPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: StreamPhoto) {
        titleLabel.text = photo.title
        URLSession.shared.dataTaskPublisher(for: photo.url)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] image in
                self?.imageView.image = image
            }
            .store(in: &cancellables)
    }
}
