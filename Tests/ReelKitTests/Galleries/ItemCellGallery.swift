import ReelKit

/// A cell the test galleries configure with the model's item, as the sample package's `PhotoCell` is.
@MainActor
protocol ItemCell: UICollectionViewCell {
    func configure(with item: Item)
}

extension PhotoCell: ItemCell {}
extension NaiveCell: ItemCell {}

/// A gallery with one cell class, configured with `configure(with:)`; no actions.
@MainActor
final class ItemCellGallery<Cell: ItemCell>: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = makeItemDataSource(Cell.self, collectionView: collectionView, items: items)
    }
}

/// A gallery of the photo cell whose one action, "explode", throws.
@MainActor
final class ExplodingGallery: ReelGallery {
    struct ModelRefused: Error {}

    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }

    static var actions: [String: (ExplodingGallery) throws -> Void] {
        ["explode": { _ in throw ModelRefused() }]
    }
}

/// A diffable data source over `items` (one section, in order) whose cells are `Cell`s configured with the item.
@MainActor
func makeItemDataSource<Cell: ItemCell>(
    _ cell: Cell.Type, collectionView: UICollectionView, items: [GalleryItem], sectionSize: Int? = nil
) -> UICollectionViewDiffableDataSource<Int, String> {
    var lookup: [String: Item] = [:]
    for item in items { lookup[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
    let registration = UICollectionView.CellRegistration<Cell, Item> { cell, _, item in cell.configure(with: item) }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
        view, indexPath, id in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: lookup[id]!)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    let size = max(1, sectionSize ?? items.count)
    for (section, start) in stride(from: 0, to: items.count, by: size).enumerated() {
        snapshot.appendSections([section])
        snapshot.appendItems(items[start..<min(items.count, start + size)].map(\.id), toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}
