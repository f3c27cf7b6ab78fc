import ReelKit

/// Photos in a waterfall of two columns, each as tall as its photo's aspect ratio says, loaded by the
/// cancel-clear-verify `PhotoCell`; the action `load-more` appends a page of photos, as an app's infinite scroll does.
final class WaterfallGallery<Layout: WaterfallLayout>: ReelGallery, WaterfallLayoutDelegate {
    static var actions: [String: (WaterfallGallery) throws -> Void] {
        ["load-more": { $0.loadMore() }]
    }

    private let collectionView: UICollectionView
    private var items: [Item] = []
    private var sizes: [String: CGSize] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Item>!

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        self.collectionView = collectionView
        let layout = Layout()
        layout.numberOfColumns = 2
        layout.cellPadding = 3
        layout.delegate = self
        collectionView.collectionViewLayout = layout
        let registration = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        append(items)
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat)
        -> CGFloat
    {
        guard let item = dataSource.itemIdentifier(for: indexPath), let size = sizes[item.id], size.width > 0 else {
            return width
        }
        return (width * size.height / size.width).rounded()
    }

    private func loadMore() {
        append(collectionView.reelNewItems(count: 40))
    }

    private func append(_ page: [GalleryItem]) {
        for item in page { sizes[item.id] = item.imageSize }
        items += page.map(Item.init)
        dataSource.apply(NSDiffableDataSourceSnapshot(oneSection: items), animatingDifferences: false)
    }
}
