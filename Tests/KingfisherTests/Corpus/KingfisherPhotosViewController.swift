import Kingfisher

// A photo grid as apps write it with Kingfisher: a collection view controller with a diffable data source and cells
// that load with `kf.setImage`, the `KF` builder, or `KingfisherManager.retrieveImage`.

struct KFPhoto: Hashable, Identifiable {
    let id: String
    let caption: String
    let url: URL
}

/// A cell as Kingfisher's README shows it: `kf.setImage` with a downsampling processor, a fade and an activity
/// indicator; `cancelDownloadTask()` on reuse. Kingfisher drops a late image by the view's task identifier.
final class KingfisherPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.kf.indicatorType = .activity
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.kf.cancelDownloadTask()
        imageView.image = nil
        captionLabel.text = nil
    }

    func configure(with photo: KFPhoto) {
        captionLabel.text = photo.caption
        let processor = DownsamplingImageProcessor(size: CGSize(width: 130, height: 130))
        imageView.kf.setImage(
            with: photo.url, placeholder: UIImage(systemName: "photo"),
            options: [.processor(processor), .scaleFactor(2), .transition(.fade(0.25)), .cacheOriginalImage])
    }
}

/// The same with the `KF` builder.
final class KFBuilderPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: KFPhoto) {
        captionLabel.text = photo.caption
        KF.url(photo.url)
            .placeholder(UIImage(named: "placeholder"))
            .downsampling(size: CGSize(width: 130, height: 130))
            .fade(duration: 0.2)
            .cacheOriginalImage()
            .set(to: imageView)
    }
}

/// The misuse: the manager's completion sets whatever image arrives, on whichever cell the closure captured, with
/// no check that the cell still shows that photo (a reused cell shows the previous item's image for a while).
final class RetrievingPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: KFPhoto) {
        captionLabel.text = photo.caption
        KingfisherManager.shared.retrieveImage(with: photo.url) { [weak self] result in
            guard case .success(let value) = result else { return }
            DispatchQueue.main.async { self?.imageView.image = value.image }
        }
    }
}

/// The misuse fixed: the cell remembers which photo it shows and sets an image only for that one.
final class CheckedRetrievingPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()
    private var photoID: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoID = nil
        imageView.image = nil
    }

    func configure(with photo: KFPhoto) {
        photoID = photo.id
        captionLabel.text = photo.caption
        KingfisherManager.shared.retrieveImage(with: photo.url) { [weak self] result in
            guard case .success(let value) = result else { return }
            DispatchQueue.main.async {
                guard let self, self.photoID == photo.id else { return }
                self.imageView.image = value.image
            }
        }
    }
}

/// The grid: one cell class per instance, a diffable data source keyed by photo id.
final class KingfisherPhotosViewController: UICollectionViewController {
    enum Section { case main }
    enum Style { case setImage, builder, retrieving, checkedRetrieving }

    let photos: [KFPhoto]
    private let style: Style
    private var dataSource: UICollectionViewDiffableDataSource<Section, KFPhoto.ID>!

    init(photos: [KFPhoto], style: Style) {
        self.photos = photos
        self.style = style
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 128, height: 128)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let byID = Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) })
        switch style {
        case .setImage: dataSource = makeDataSource(KingfisherPhotoCell.self, byID) { $0.configure(with: $1) }
        case .builder: dataSource = makeDataSource(KFBuilderPhotoCell.self, byID) { $0.configure(with: $1) }
        case .retrieving: dataSource = makeDataSource(RetrievingPhotoCell.self, byID) { $0.configure(with: $1) }
        case .checkedRetrieving:
            dataSource = makeDataSource(CheckedRetrievingPhotoCell.self, byID) { $0.configure(with: $1) }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, KFPhoto.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeDataSource<Cell: UICollectionViewCell>(
        _ cell: Cell.Type, _ byID: [String: KFPhoto], configure: @escaping @MainActor (Cell, KFPhoto) -> Void
    ) -> UICollectionViewDiffableDataSource<Section, KFPhoto.ID> {
        let registration = UICollectionView.CellRegistration<Cell, KFPhoto.ID> { cell, _, id in
            guard let photo = byID[id] else { return }
            configure(cell, photo)
        }
        return UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
    }
}
