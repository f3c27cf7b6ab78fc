import ReelKit

// Changed beyond the import: 2 line(s): the view controller is a ReelGallery: `init(collectionView:items:)` for
// `viewDidLoad()`, with the collection view reel gives.

/// Contacts with their photos in an inset grouped list; rows size themselves.
final class ContactsListGallery: ReelGallery {
    private var dataSource: UICollectionViewDiffableDataSource<Int, AlbumPhoto>!

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        let registration = UICollectionView.CellRegistration<AlbumPhotoCell, AlbumPhoto> { cell, _, contact in
            cell.configure(with: contact)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, AlbumPhoto>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map { AlbumPhoto(id: $0.id, caption: $0.title, url: $0.imageURL) })
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
