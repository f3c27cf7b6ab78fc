import ReelKit
import Synchronization

/// A photo of the app's model.
struct Photo: Hashable, Identifiable {
    let id: String
    let caption: String
    let url: URL
}

extension Photo {
    init(_ item: GalleryItem) { self.init(id: item.id, caption: item.title, url: item.imageURL) }
}

/// A cell that shows a photo (each library's corpus cells).
@MainActor
protocol PhotoCell: UICollectionViewCell {
    func configure(with photo: Photo)
}

/// The cell the corpus cells share, as an app's cells share a base class: an image view and a caption in the
/// content view; `setUp()` is where a cell styles them.
class CaptionedPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Styles the views before they are added (nothing by default).
    func setUp() {}
}

/// The grid the corpus cells run in: a collection view controller with a diffable data source keyed by photo id, as
/// apps write it.
final class PhotoGridViewController<Cell: PhotoCell>: UICollectionViewController {
    enum Section { case main }

    let photos: [Photo]
    private var dataSource: UICollectionViewDiffableDataSource<Section, Photo.ID>!

    init(photos: [Photo]) {
        self.photos = photos
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
        let registration = UICollectionView.CellRegistration<Cell, Photo.ID> { cell, _, id in
            guard let photo = byID[id] else { return }
            cell.configure(with: photo)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// What a probe saw, line by line (one log per run, handed to the controller by the test's catalogue).
final class ProbeLog: Sendable {
    private let lines = Mutex<[String]>([])

    func add(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
