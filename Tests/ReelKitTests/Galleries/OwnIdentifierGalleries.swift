import ReelKit

/// A photo gallery keyed as apps key theirs: the model is the app's own (`Photo`), made from the items in the order
/// reel gives them, and the snapshot holds `Key`s the app makes for each photo (its own `Int`s, `UUID`s, …).
@MainActor
class OwnKeyGallery<Key: Hashable & Sendable>: ReelGallery {
    struct Photo {
        let key: Key
        let url: URL
        let name: String
    }

    private var photos: [Key: Photo] = [:]
    var dataSource: UICollectionViewDiffableDataSource<Int, Key>!

    /// The app's key of the `index`-th photo it made.
    class func key(_ index: Int, of item: GalleryItem) -> Key { fatalError("a subclass names its keys") }

    required init(collectionView: UICollectionView, items: [GalleryItem]) {
        let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
            cell.configure(with: Item(id: photo.name, thumbURL: photo.url))
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            [unowned self] view, path, key in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: photos[key]!)
        }
        let made = items.enumerated().map { Photo(key: Self.key($0, of: $1), url: $1.imageURL, name: $1.id) }
        for photo in made { photos[photo.key] = photo }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Key>()
        snapshot.appendSections([0])
        snapshot.appendItems(made.map(\.key))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Keys from the app's own numbering: 1000, 1001, … (never an item's id).
final class IntKeyGallery: OwnKeyGallery<Int> {
    override class func key(_ index: Int, of item: GalleryItem) -> Int { 1_000 + index }
}

/// Keys made fresh for every photo, as `Identifiable` models with `let id = UUID()` have.
final class UUIDKeyGallery: OwnKeyGallery<UUID> {
    override class func key(_ index: Int, of item: GalleryItem) -> UUID { UUID() }
}

/// The photo itself as the key: a struct with a key of its own and the image URL, listed in reverse (the URL says
/// which item each one is, whatever the order).
struct PhotoKey: Hashable, Sendable {
    let serial: Int
    let image: URL
}

final class ReversedURLKeyGallery: OwnKeyGallery<PhotoKey> {
    override class func key(_ index: Int, of item: GalleryItem) -> PhotoKey {
        PhotoKey(serial: index, image: item.imageURL)
    }

    required init(collectionView: UICollectionView, items: [GalleryItem]) {
        super.init(collectionView: collectionView, items: items)
        var snapshot = dataSource.snapshot()
        let keys = snapshot.itemIdentifiers
        snapshot.deleteAllItems()
        snapshot.appendSections([0])
        snapshot.appendItems(keys.reversed())
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Keys that carry image URLs of the app's own, which no item of the scenario has.
final class ForeignURLKeyGallery: OwnKeyGallery<PhotoKey> {
    override class func key(_ index: Int, of item: GalleryItem) -> PhotoKey {
        PhotoKey(serial: index, image: URL(string: "https://cdn.example.com/photos/\(index).jpg")!)
    }
}

/// Shows one photo more than reel has items: the last key can stand for no item.
final class OneTooManyGallery: OwnKeyGallery<Int> {
    override class func key(_ index: Int, of item: GalleryItem) -> Int { index }

    required init(collectionView: UICollectionView, items: [GalleryItem]) {
        super.init(collectionView: collectionView, items: items)
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([items.count])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
