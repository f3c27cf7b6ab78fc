import ReelKit

// A screen as most shipped apps compile it: Swift 5 language mode, no Sendable annotations, a view controller with a
// diffable data source, and a cell whose completion handler hops to the main queue and checks the cell.

final class Swift5PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    var representedURL: URL?

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        representedURL = nil
    }

    func show(_ item: GalleryItem) {
        titleLabel.text = item.title
        representedURL = item.imageURL
        let url = item.imageURL
        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            let image = data.flatMap { UIImage(data: $0) }
            guard let cell = self else { return }
            DispatchQueue.main.async {
                guard cell.representedURL == url else { return }
                cell.imageView.image = image
            }
        }.resume()
    }
}

final class Swift5PhotosViewController: UICollectionViewController {
    var items: [GalleryItem]
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(items: [GalleryItem]) {
        self.items = items
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        show(in: collectionView)
    }

    /// Registers the cell on `view`, makes the data source that fills it from `items`, and applies them.
    func show(in view: UICollectionView) {
        view.register(Swift5PhotoCell.self, forCellWithReuseIdentifier: "photo")
        dataSource = UICollectionViewDiffableDataSource(collectionView: view) {
            [unowned self] collectionView, indexPath, id in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! Swift5PhotoCell
            if let item = self.items.first(where: { $0.id == id }) { cell.show(item) }
            return cell
        }
        apply()
    }

    func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func addTwo() {
        items.insert(contentsOf: reelNewItems(count: 2), at: 0)
        apply()
    }
}

/// The same screen as a gallery written for reel, in Swift 5 mode: its actions are declared as in Swift 6 mode.
final class Swift5PhotoGallery: ReelGallery {
    let controller: Swift5PhotosViewController

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        controller = Swift5PhotosViewController(items: items)
        controller.show(in: collectionView)
    }

    static var actions: [String: (Swift5PhotoGallery) throws -> Void] {
        ["add": { $0.controller.addTwo() }, "reapply": { gallery in gallery.controller.apply() }]
    }
}
