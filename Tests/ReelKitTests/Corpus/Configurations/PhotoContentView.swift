import ReelKit

// Changed beyond the import: 5 line(s): 4 protocol types spelled with `any` (reel's test target checks ExistentialAny),
// 1 added `required init(frame:)` (ReelKit's views are made by class: a view with its own initializer needs it).

/// A grid photo as the app's model keeps it.
struct GridPhoto: Hashable {
    let identifier: String
    let caption: String
    let url: URL
}

/// The content of a photo cell: the image and its caption.
struct PhotoContentConfiguration: UIContentConfiguration {
    var image: UIImage?
    var caption: String?
    var cornerRadius: CGFloat = 8

    func makeContentView() -> any UIView & UIContentView {
        PhotoContentView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> PhotoContentConfiguration {
        self
    }
}

/// Shows a `PhotoContentConfiguration` in its own image view and caption label.
final class PhotoContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let captionLabel = UILabel()

    var configuration: any UIContentConfiguration {
        didSet { apply(configuration) }
    }

    init(configuration: PhotoContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .white
        addSubview(imageView)
        addSubview(captionLabel)
        apply(configuration)
    }

    required init(frame: CGRect) { fatalError("init(frame:) has not been implemented") }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply(_ configuration: any UIContentConfiguration) {
        guard let configuration = configuration as? PhotoContentConfiguration else { return }
        imageView.image = configuration.image
        imageView.layer.cornerRadius = configuration.cornerRadius
        captionLabel.text = configuration.caption
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        captionLabel.frame = CGRect(x: 8, y: bounds.height - 24, width: bounds.width - 16, height: 20)
    }
}

/// A grid cell that shows its photo through `PhotoContentConfiguration`, loading the image in a task it cancels on
/// reuse and checking, after the load, that the cell still shows that photo.
final class PhotoTileCell: UICollectionViewCell {
    private var loadTask: Task<Void, Never>?
    private var representedIdentifier: String?

    func configure(with photo: GridPhoto) {
        representedIdentifier = photo.identifier
        var configuration = PhotoContentConfiguration()
        configuration.caption = photo.caption
        contentConfiguration = configuration
        loadTask = Task { [weak self] in
            do {
                let (data, _) = try await URLSession.shared.data(from: photo.url)
                guard let self, self.representedIdentifier == photo.identifier else { return }
                configuration.image = UIImage(data: data)
                self.contentConfiguration = configuration
            } catch {}
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        representedIdentifier = nil
        contentConfiguration = PhotoContentConfiguration()
    }
}

/// The same cell that neither cancels nor checks: a late load shows the earlier photo with its caption.
final class UncheckedPhotoGridCell: UICollectionViewCell {
    func configure(with photo: GridPhoto) {
        var configuration = PhotoContentConfiguration()
        configuration.caption = photo.caption
        contentConfiguration = configuration
        Task {
            guard let (data, _) = try? await URLSession.shared.data(from: photo.url) else { return }
            configuration.image = UIImage(data: data)
            self.contentConfiguration = configuration
        }
    }
}
