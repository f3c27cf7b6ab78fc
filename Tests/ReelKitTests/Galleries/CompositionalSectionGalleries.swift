import ReelKit

/// The photo cell's gallery on a compositional layout of three sections of 100 items.
typealias SectionedCompositionalGallery = CompositionalCellGallery<PhotoCell>

/// A gallery of `Cell` on a compositional layout of three sections of 100 items, each under a 40-point header: a
/// band of wide photos scrolling sideways (section 0, group paging), then two grids of three square photos to a row.
@MainActor
final class CompositionalCellGallery<Cell: ItemCell>: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            guard section > 0 else {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [item])
                let band = NSCollectionLayoutSection(group: group)
                band.orthogonalScrollingBehavior = .groupPaging
                band.interGroupSpacing = 10
                band.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                band.boundarySupplementaryItems = [header]
                return band
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalWidth(1.0 / 3)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                subitems: [item])
            let grid = NSCollectionLayoutSection(group: group)
            grid.boundarySupplementaryItems = [header]
            return grid
        }
        collectionView.collectionViewLayout = layout
        var lookup: [String: Item] = [:]
        for item in items { lookup[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
        let registration = UICollectionView.CellRegistration<Cell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: lookup[id]!)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for section in 0..<3 {
            snapshot.appendSections([section])
            let start = min(items.count, section * 100)
            snapshot.appendItems(items[start..<min(items.count, start + 100)].map(\.id), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// `SectionedCompositionalGallery` with a prefetch data source that warms the URL cache for the items it is told of.
@MainActor
final class PrefetchingBandGallery: NSObject, ReelGallery, UICollectionViewDataSourcePrefetching {
    let gallery: SectionedCompositionalGallery
    private var urls: [String: URL] = [:]

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        gallery = SectionedCompositionalGallery(collectionView: collectionView, items: items)
        for item in items { urls[item.id] = item.imageURL }
        super.init()
        collectionView.prefetchDataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let id = gallery.dataSource.itemIdentifier(for: indexPath), let url = urls[id] else { continue }
            Task { _ = try? await URLSession.shared.data(from: url) }
        }
    }
}
