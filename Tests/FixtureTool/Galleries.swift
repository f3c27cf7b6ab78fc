import ReelKit

/// A cell that shows one item.
@MainActor
protocol ItemConfigurable: UICollectionViewCell {
    func configure(with item: GalleryItem)
}

/// A gallery of `Cell`s, one per item, fed by a diffable data source: with `CachingPhotoCell`, whatever an earlier
/// gallery in the same process cached shows at once.
@MainActor
final class ItemGallery<Cell: ItemConfigurable>: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let registration = UICollectionView.CellRegistration<Cell, GalleryItem> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// The app's image cache: one for the whole process, as `ImageCache.shared` is in many apps.
@MainActor
final class ImageCache {
    static let shared = ImageCache()
    private var images: [URL: UIImage] = [:]

    subscript(url: URL) -> UIImage? {
        get { images[url] }
        set { images[url] = newValue }
    }
}

/// A photo cell that shows a cached image at once and loads the rest, checking on arrival that it still shows the
/// item it loaded for.
final class CachingPhotoCell: UICollectionViewCell, ItemConfigurable {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private var task: Task<Void, Never>?
    private var representedID: String?

    func configure(with item: GalleryItem) {
        task?.cancel()
        representedID = item.id
        titleLabel.text = item.title
        if let cached = ImageCache.shared[item.imageURL] {
            imageView.image = cached
            return
        }
        imageView.image = nil
        task = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.imageURL),
                let image = UIImage(data: data)
            else { return }
            ImageCache.shared[item.imageURL] = image
            guard let self, self.representedID == item.id else { return }
            self.imageView.image = image
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        imageView.image = nil
    }
}

/// A cell that keeps no state beyond itself.
final class PlainPhotoCell: UICollectionViewCell, ItemConfigurable {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private var task: Task<Void, Never>?

    func configure(with item: GalleryItem) {
        task?.cancel()
        titleLabel.text = item.title
        imageView.image = nil
        task = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.imageURL), !Task.isCancelled,
                let self
            else { return }
            self.imageView.image = UIImage(data: data)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        imageView.image = nil
    }
}

/// A gallery whose cell provider force-unwraps a title missing for item "3", as a lookup table with a hole would.
@MainActor
final class HoleyGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        var titles: [String: String] = [:]
        for item in items where item.id != "3" { titles[item.id] = item.title }
        let registration = UICollectionView.CellRegistration<PlainPhotoCell, String> { cell, _, title in
            cell.titleLabel.text = title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, id in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: titles[id]!)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A cell that sets whatever image arrives, without cancelling the previous load or checking what it shows now: a
/// reused cell shows the earlier item's image when that load lands last.
final class UncheckedPhotoCell: UICollectionViewCell, ItemConfigurable {
    let imageView = UIImageView()
    let titleLabel = UILabel()

    func configure(with item: GalleryItem) {
        titleLabel.text = item.title
        imageView.image = nil
        Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.imageURL) else { return }
            self?.imageView.image = UIImage(data: data)
        }
    }
}
