import ReelKit

// Changed beyond the import: 2 line(s): the view controller is a ReelGallery: `init(collectionView:items:)` for
// `viewDidLoad()`, with the collection view reel gives.

/// A three-column photo grid on a flow layout whose delegate sizes the items from the collection view's width.
final class AlbumGridGallery: ReelGallery, UICollectionViewDelegateFlowLayout {
    private let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, AlbumPhoto>!
    private let columns: CGFloat = 3
    private let spacing: CGFloat = 4

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        self.collectionView = collectionView
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        collectionView.collectionViewLayout = layout
        collectionView.delegate = self
        collectionView.register(AlbumPhotoCell.self, forCellWithReuseIdentifier: AlbumPhotoCell.reuseIdentifier)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, photo in
            let cell =
                collectionView.dequeueReusableCell(
                    withReuseIdentifier: AlbumPhotoCell.reuseIdentifier, for: indexPath) as! AlbumPhotoCell
            cell.configure(with: photo)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, AlbumPhoto>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map { AlbumPhoto(id: $0.id, caption: $0.title, url: $0.imageURL) })
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let width = collectionView.bounds.width - spacing * (columns + 1)
        let side = (width / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }
}
