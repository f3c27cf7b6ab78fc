// Ported from seeds/003_67e9fc6f4a3deab2.txt, lines 89-97: imports only, plus the lines marked `// ported:`.
import ReelKit

@MainActor  // ported: the excerpt's owner of `tasks`, a prefetch data source
final class IndexPathPrefetcher: UICollectionViewDataSourcePrefetching {  // ported
    weak var dataSource: UICollectionViewDiffableDataSource<Int, Item>?  // ported: what `loadImage` reads
    var tasks: [IndexPath: Task<UIImage?, Never>] = [:]
    func collectionView(_ collectionView: UICollectionView,
                        prefetchItemsAt indexPaths: [IndexPath]) {
        for ip in indexPaths {
            tasks[ip] = Task { await loadImage(for: ip) }
            // After an insertion at row 0, tasks[IndexPath(row:3,...)]
            // now refers to the WRONG item.
        }
    }
}  // ported: end of the owner
