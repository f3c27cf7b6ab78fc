import ReelKit
import Synchronization

/// What the lifecycle gallery's cells went through, in order: each cell object by the number it got when made.
let lifecycleLog = Mutex<[LifecycleEntry]>([])

struct LifecycleEntry: Sendable, Equatable {
    enum Step: Sendable, Equatable {
        case made, prepareForReuse
        case configured(item: String)
    }

    var object: Int
    var step: Step
}

/// A cell that logs its life: made, prepareForReuse, configured for an item.
final class LifecycleCell: UICollectionViewCell {
    let imageView = UIImageView()
    let object: Int

    required init(frame: CGRect) {
        object = lifecycleLog.withLock { log in
            let object = log.filter { $0.step == .made }.count + 1
            log.append(LifecycleEntry(object: object, step: .made))
            return object
        }
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        log(.prepareForReuse)
    }

    func configure(with item: GalleryItem) {
        log(.configured(item: item.id))
        if let cached = URLCache.shared.cachedResponse(for: URLRequest(url: item.imageURL)) {
            imageView.image = UIImage(data: cached.data)
        } else {
            imageView.image = nil
        }
    }

    private func log(_ step: LifecycleEntry.Step) {
        let entry = LifecycleEntry(object: object, step: step)
        lifecycleLog.withLock { $0.append(entry) }
    }
}

/// A grid of lifecycle cells whose actions reload or reconfigure the first item.
@MainActor
final class LifecycleGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let registration = UICollectionView.CellRegistration<LifecycleCell, GalleryItem> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static var actions: [String: (LifecycleGallery) throws -> Void] {
        [
            "reload-first": { gallery in gallery.update { $0.reloadItems([$1]) } },
            "reconfigure-first": { gallery in gallery.update { $0.reconfigureItems([$1]) } },
        ]
    }

    private func update(_ change: (inout NSDiffableDataSourceSnapshot<Int, GalleryItem>, GalleryItem) -> Void) {
        var snapshot = dataSource.snapshot()
        guard let first = snapshot.itemIdentifiers.first else { return }
        change(&snapshot, first)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
