import Combine
import ReelKit

// Changed beyond the import: 2 line(s): override init(frame:) -> required init(frame:) (ReelKit makes cells by class).

/// The app's image loader (one per screen): a cached image at once, else the data task's image, on the main run
/// loop.
final class PhotoImageLoader {
    @Published private(set) var loadedCount = 0
    private var cache: [URL: UIImage] = [:]
    private let loads = PassthroughSubject<URL, Never>()
    private var counting: AnyCancellable?

    init() {
        counting = loads.scan(0) { count, _ in count + 1 }.assign(to: \.loadedCount, on: self)
    }

    func image(for url: URL) -> AnyPublisher<UIImage?, Never> {
        if let cached = cache[url] {
            return Just(cached).eraseToAnyPublisher()
        }
        return URLSession.shared.dataTaskPublisher(for: url)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .receive(on: RunLoop.main)
            .handleEvents(receiveOutput: { [weak self] image in
                self?.cache[url] = image
                self?.loads.send(url)
            })
            .eraseToAnyPublisher()
    }
}

/// A cell whose image view is assigned from the loader's publisher; reuse cancels the assignment.
final class LoaderPhotoCell: UICollectionViewCell {
    let photoView = UIImageView()
    let nameLabel = UILabel()
    private var imageCancellable: AnyCancellable?
    let selection = CurrentValueSubject<Bool, Never>(false)

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photoView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, url: URL, loader: PhotoImageLoader) {
        nameLabel.text = title
        photoView.image = UIImage(systemName: "photo")
        imageCancellable = loader.image(for: url)
            .assign(to: \.image, on: photoView)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageCancellable?.cancel()
        imageCancellable = nil
        photoView.image = nil
    }
}

/// The same cell that keeps every assignment it starts: a late image of the earlier photo lands in the reused cell.
final class UncancelledLoaderPhotoCell: UICollectionViewCell {
    let photoView = UIImageView()
    let nameLabel = UILabel()
    private var subscriptions = Set<AnyCancellable>()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photoView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, url: URL, loader: PhotoImageLoader) {
        nameLabel.text = title
        loader.image(for: url)
            .assign(to: \.image, on: photoView)
            .store(in: &subscriptions)
    }
}
