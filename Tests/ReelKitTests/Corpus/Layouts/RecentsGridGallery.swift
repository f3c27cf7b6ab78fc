import ReelKit

// Changed beyond the import: 2 line(s): the view controller is a ReelGallery: `init(collectionView:items:)` for
// `viewDidLoad()`, with the collection view reel gives.

/// Recent photos in a compositional grid: four square items to a row, each inset by one point, set with
/// `setCollectionViewLayout`.
final class RecentsGridGallery: ReelGallery {
    private var dataSource: UICollectionViewDiffableDataSource<Int, URL>!

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        collectionView.setCollectionViewLayout(Self.makeLayout(), animated: false)
        let registration = UICollectionView.CellRegistration<QuickPhotoCell, URL> { cell, _, url in
            cell.show(url)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, url in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: url)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, URL>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.imageURL))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
