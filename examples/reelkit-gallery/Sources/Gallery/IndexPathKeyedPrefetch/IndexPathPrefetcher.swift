// Index-path-keyed prefetch (after an insert, a key names another item): UIKit code run with `import ReelKit`.
import ReelKit

@MainActor  // the prefetch data source that owns `tasks`
final class IndexPathPrefetcher: UICollectionViewDataSourcePrefetching {
    weak var dataSource: UICollectionViewDiffableDataSource<Int, Item>?  // read by `loadImage(for:)`
    var tasks: [IndexPath: Task<UIImage?, Never>] = [:]
    func collectionView(_ collectionView: UICollectionView,
                        prefetchItemsAt indexPaths: [IndexPath]) {
        for ip in indexPaths {
            tasks[ip] = Task { await loadImage(for: ip) }
            // After an insertion at row 0, tasks[IndexPath(row:3,...)]
            // now refers to the WRONG item.
        }
    }
}
