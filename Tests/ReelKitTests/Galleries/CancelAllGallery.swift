import ReelKit

/// A cell that loads its item's image in a task its gallery's "cancel-all" action cancels, and writes the image if
/// the load returns data (a cancel that loses to a completion already in flight still shows the image).
final class CancellableCell: UICollectionViewCell, ItemCell {
    static var tasks: [Task<Void, Never>] = []
    let imageView = UIImageView()

    func configure(with item: Item) {
        imageView.image = nil
        let task = Task {
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL) else { return }
            imageView.image = UIImage(data: data)
        }
        Self.tasks.append(task)
    }
}

/// A gallery of `CancellableCell`s whose action "cancel-all" cancels every task they started.
@MainActor
final class CancelAllGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        CancellableCell.tasks = []
        dataSource = makeItemDataSource(CancellableCell.self, collectionView: collectionView, items: items)
    }

    static var actions: [String: (CancelAllGallery) throws -> Void] {
        [
            "cancel-all": { _ in
                for task in CancellableCell.tasks { task.cancel() }
                CancellableCell.tasks = []
            }
        ]
    }
}
