import ReelKit

/// Identifier-keyed prefetch: `ImagePrefetchController` keyed by item id, `ImageCell` with
/// cancel-clear-verify. After an insert, every cell still gets its own item's image.
final class StableIDViewController: UICollectionViewController {
    var items: [Item] = []
    var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
    let prefetchController = ImagePrefetchController<String>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<ImageCell, Item> { [unowned self] cell, _, item in
            // prefetchItemsAt is not called for every cell: start (or join) the fetch here too.
            prefetchController.startPrefetching(for: [(id: item.id, url: item.imageURL)])
            cell.configure(with: item, prefetcher: prefetchController)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionView.prefetchDataSource = self
        dataSource.apply(NSDiffableDataSourceSnapshot(oneSection: items), animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        prefetchController.cancelPrefetching(for: indexPaths.compactMap { dataSource.itemIdentifier(for: $0)?.id })
    }
}

/// Index-path-keyed prefetch, the bug: prefetch tasks keyed by index path. A cell uses the task stored under its index
/// path, which after an insert above loaded another item's image.
final class IndexPathViewController: UICollectionViewController {
    var items: [Item] = []
    var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
    let prefetcher = IndexPathPrefetcher()

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<PrefetchedImageCell, Item> {
            [unowned self] cell, indexPath, item in
            let task = prefetcher.tasks[indexPath] ?? Task { await self.prefetcher.loadImage(for: indexPath) }
            prefetcher.tasks[indexPath] = task
            cell.configure(with: item, image: task)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        prefetcher.dataSource = dataSource
        collectionView.prefetchDataSource = prefetcher
        dataSource.apply(NSDiffableDataSourceSnapshot(oneSection: items), animatingDifferences: false)
    }
}

extension IndexPathPrefetcher {
    /// The image of whatever item is at `ip` now.
    func loadImage(for ip: IndexPath) async -> UIImage? {
        guard let item = dataSource?.itemIdentifier(for: ip),
            let (data, _) = try? await URLSession.shared.data(from: item.imageURL)
        else { return nil }
        return UIImage(data: data)
    }
}

/// `ImageCell`'s cancel-clear-verify, waiting on a prefetch task it is handed.
final class PrefetchedImageCell: UICollectionViewCell {
    let imageView = UIImageView()
    private var loadTask: Task<Void, Never>?
    private var representedID: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        layOutPhotoCard(with: imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        loadTask = nil
        imageView.image = nil
        representedID = nil
    }

    func configure(with item: Item, image: Task<UIImage?, Never>) {
        representedID = item.id
        loadTask = Task { [weak self] in
            let image = await image.value
            guard self?.representedID == item.id else { return }
            self?.imageView.image = image
        }
    }
}

/// A gallery around a view controller holding `items`; the action inserts three new items above the first.
final class PrefetchGallery<Controller: ItemsController>: ReelGallery {
    let controller = Controller.makeController()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        controller.collectionView = collectionView
        controller.items = items.map(Item.init)
        controller.loadViewIfNeeded()
    }

    static var actions: [String: (PrefetchGallery) throws -> Void] {
        ["insert-above": { $0.insertAbove() }]
    }

    func insertAbove() {
        let new = controller.collectionView.reelNewItems(count: 3).map(Item.init)
        var snapshot = controller.dataSource.snapshot()
        if let first = snapshot.itemIdentifiers.first {
            snapshot.insertItems(new, beforeItem: first)
        } else {
            snapshot.appendItems(new)
        }
        controller.dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A view controller with a list of items and a diffable data source of them.
@MainActor
protocol ItemsController: UICollectionViewController {
    var items: [Item] { get set }
    var dataSource: UICollectionViewDiffableDataSource<Int, Item>! { get }
    /// A new controller (the glue's: Swift makes an object from a generic class type only by a `required` init).
    static func makeController() -> Self
}

extension StableIDViewController: ItemsController {
    static func makeController() -> StableIDViewController { StableIDViewController() }
}
extension IndexPathViewController: ItemsController {
    static func makeController() -> IndexPathViewController { IndexPathViewController() }
}
