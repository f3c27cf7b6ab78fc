// Identifier-keyed prefetch, index paths turned into item ids: UIKit code run with `import ReelKit`.
import ReelKit

extension StableIDViewController: UICollectionViewDataSourcePrefetching {  // the view controller prefetches
    // ✅ GOOD: Convert IndexPath → stable ID at the protocol boundary
    func collectionView(_ collectionView: UICollectionView,
                        prefetchItemsAt indexPaths: [IndexPath]) {
        let items = indexPaths.compactMap { dataSource.itemIdentifier(for: $0) }
            .map { (id: $0.id, url: $0.imageURL) }
        prefetchController.startPrefetching(for: items)
    }
}
