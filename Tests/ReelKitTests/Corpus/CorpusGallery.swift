import ReelKit

/// A diffable data source over `items` (one section, in order) whose cells `registration` configures with the app's
/// own model of each item: how the corpus's galleries wrap the cells an app wrote.
@MainActor
func corpusDataSource<Cell: UICollectionViewCell, Model>(
    _ collectionView: UICollectionView, items: [GalleryItem], model: (GalleryItem) -> Model,
    registration: UICollectionView.CellRegistration<Cell, Model>
) -> UICollectionViewDiffableDataSource<Int, String> {
    var models: [String: Model] = [:]
    for item in items { models[item.id] = model(item) }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
        view, indexPath, id in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: models[id]!)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}
