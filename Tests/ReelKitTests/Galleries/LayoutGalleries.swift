import ReelKit

/// The photo cell's gallery on a flow layout that is the photo-grid template's grid: three columns 2 points apart.
@MainActor
final class FlowGridGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        collectionView.collectionViewLayout = layout
        // Set after the layout is on the collection view: a change invalidates it, and reel reads it again.
        let side = (collectionView.bounds.width - 2 * 2) / 3
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }
}

/// The photo cell's gallery on a compositional layout that is the photo-grid template's grid.
@MainActor
final class CompositionalGridGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let side = (collectionView.bounds.width - 2 * 2) / 3
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        collectionView.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: section), animated: false)
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }
}

/// The photo cell's gallery on a two-column flow layout with insets, and an action that switches to one column.
@MainActor
final class TwoColumnFlowGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let layout = UICollectionViewFlowLayout()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        layout.itemSize = CGSize(width: 180, height: 120)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }

    static var actions: [String: (TwoColumnFlowGallery) throws -> Void] {
        ["one-column": { $0.layout.itemSize = CGSize(width: 370, height: 200) }]
    }
}

/// The photo cell's gallery on a flow layout that scrolls sideways, which reel cannot do.
@MainActor
final class HorizontalFlowGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }
}

/// A flow layout subclass that sizes its items in `prepare()` from its collection view's width, as apps write
/// column layouts: three columns 2 points apart, the photo-grid template's grid.
@MainActor
final class ThreeColumnFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        minimumInteritemSpacing = 2
        minimumLineSpacing = 2
        let side = (collectionView.bounds.width - 2 * 2) / 3
        itemSize = CGSize(width: side, height: side)
    }
}

/// The photo cell's gallery on `ThreeColumnFlowLayout`, made with `UICollectionView(frame:collectionViewLayout:)`'s
/// layout handed over to reel's collection view.
@MainActor
final class PreparedFlowGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let own = UICollectionView(frame: .zero, collectionViewLayout: ThreeColumnFlowLayout())
        collectionView.collectionViewLayout = own.collectionViewLayout
        dataSource = makeItemDataSource(PhotoCell.self, collectionView: collectionView, items: items)
    }
}
