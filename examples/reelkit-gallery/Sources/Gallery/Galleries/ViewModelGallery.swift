import ReelKit

/// The rest of the captured-model provider's view model: a configuration per cell, and the cell it configures.
struct CellConfiguration {
    let cellId: String
    let item: Item
}

extension ViewModel {
    func cellConfiguration(at indexPath: IndexPath) -> CellConfiguration {
        CellConfiguration(cellId: TitledImageCell.reuseIdentifier, item: items[indexPath.item])
    }
}

extension UICollectionViewCell {
    /// The view model configures whatever cell it dequeued.
    func configure(with configuration: CellConfiguration) {
        (self as? TitledImageCell)?.show(configuration.item)
    }
}

/// A card: title and image, loaded with cancel-clear-verify (so only the captured model can go wrong).
final class TitledImageCell: UICollectionViewCell {
    static let reuseIdentifier = "TitledImageCell"
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private var loadTask: Task<Void, Never>?
    private var representedID: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .systemGray5
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.frame = CGRect(x: 6, y: bounds.height - 24, width: bounds.width - 12, height: 20)
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 28)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        imageView.image = nil
        representedID = nil
    }

    func show(_ item: Item) {
        loadTask?.cancel()
        representedID = item.id
        titleLabel.text = item.title
        imageView.image = nil
        loadTask = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.imageURL) else { return }
            guard self?.representedID == item.id else { return }
            self?.imageView.image = UIImage(data: data)
        }
    }
}

/// The captured-model provider's view controllers (the captured view model, and the fix).
@MainActor
protocol ViewModelController: UICollectionViewController {
    var viewModel: ViewModel { get set }
    var dataSource: DiffableDataSource { get }
    /// A new controller (the glue's: Swift makes an object from a generic class type only by a `required` init).
    static func makeController() -> Self
}

extension ViewController: ViewModelController {
    static func makeController() -> Self { ViewController() as! Self }
}
extension FixedViewController: ViewModelController {
    static func makeController() -> Self { FixedViewController() as! Self }
}

/// The captured-model provider in a gallery: the model updates (the first item goes, a new one comes at the end — the
/// count stays the same), the view model is regenerated, and a snapshot is applied.
final class ViewModelGallery<Controller: ViewModelController>: ReelGallery {
    let controller: Controller

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        controller = Controller.makeController()
        collectionView.register(TitledImageCell.self, forCellWithReuseIdentifier: TitledImageCell.reuseIdentifier)
        controller.collectionView = collectionView
        controller.viewModel = ViewModel(items: items.map(Item.init))
        controller.loadViewIfNeeded()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items.map(\.id))
        controller.dataSource.apply(snapshot, animatingDifferences: false)
    }

    static var actions: [String: (ViewModelGallery) throws -> Void] {
        ["update": { $0.update() }]
    }

    func update() {
        var items = controller.viewModel.items
        let gone = items.removeFirst()
        let new = controller.collectionView.reelNewItems(count: 1).map(Item.init)
        items += new
        controller.viewModel = ViewModel(items: items)
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteItems([gone.id])
        snapshot.appendItems(new.map(\.id))
        controller.dataSource.apply(snapshot, animatingDifferences: true)
    }
}
