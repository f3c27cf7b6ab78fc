import ReelKit

/// The naive cell provider, a "classic race condition" `cellForItemAt`: a Task writes into the cell it
/// captured, whatever the cell shows by the time the image arrives.
final class NaiveViewController: UIViewController {
    var collectionView: UICollectionView!
    var items: [Item] = []
    var dataSource: UICollectionViewDiffableDataSource<Int, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "ImageCell")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, path, _ in
            self.collectionView(view, cellForItemAt: path)
        }
        dataSource.apply(NSDiffableDataSourceSnapshot(oneSection: items), animatingDifferences: false)
    }

    func downloadImage(from url: URL) async -> UIImage? {
        guard let (data, _) = try? await URLSession.shared.data(from: url) else { return nil }
        return UIImage(data: data)
    }
}

final class NaiveGallery: ReelGallery {
    let controller = NaiveViewController()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        controller.collectionView = collectionView
        controller.items = items.map(Item.init)
        controller.loadViewIfNeeded()
    }
}
