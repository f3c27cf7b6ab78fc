import ReelKit

// The cancel-clear-verify photo cell of the sample package, as UIKit code run with `import ReelKit`.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let placeholder = UIImage(systemName: "photo")
    private var loadTask: Task<Void, Never>?
    private var boundItemId: String?
    func configure(with item: Item) {
        loadTask?.cancel()  // new configure → drop in-flight work
        // assign to local state
        boundItemId = item.id
        imageView.image = placeholder
        // hold reference to the item id passed into the function
        let itemId = item.id
        loadTask = Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                try Task.checkCancellation()
                let (data, _) = try await URLSession.shared.data(from: item.thumbURL)
                try Task.checkCancellation()  // before expensive decode / UI updates
                let image = UIImage(data: data)
                guard !Task.isCancelled else { return }
                // check the id AFTER the async
                guard self.boundItemId == itemId else { return }  // reused → wrong row
                self.imageView.image = image ?? placeholder
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled, self.boundItemId == itemId else { return }
                self.imageView.image = placeholder
            }
        }
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        // RESET STATE
        loadTask?.cancel()
        loadTask = nil
        boundItemId = nil
        imageView.image = nil
    }
}

/// The model item the photo cell is configured with.
struct Item: Hashable, Sendable {
    let id: String
    let thumbURL: URL
}

/// The cell most tutorials show: no cancel, no identity check.
final class NaiveCell: UICollectionViewCell {
    let imageView = UIImageView()
    func configure(with item: Item) {
        imageView.image = nil
        Task {
            let (data, _) = try await URLSession.shared.data(from: item.thumbURL)
            imageView.image = UIImage(data: data)
        }
    }
}

/// A gallery with one cell class `Cell`, configured by `configure`.
@MainActor
final class CellGallery<Cell: UICollectionViewCell>: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var model: [String: Item] = [:]

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        for item in items { model[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
        let registration = UICollectionView.CellRegistration<Cell, Item> { cell, _, item in
            if let cell = cell as? PhotoCell { cell.configure(with: item) }
            if let cell = cell as? NaiveCell { cell.configure(with: item) }
        }
        var lookup: [String: Item] = [:]
        for item in items { lookup[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: lookup[id]!)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
