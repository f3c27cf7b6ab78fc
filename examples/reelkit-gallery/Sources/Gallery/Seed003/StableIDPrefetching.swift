// Ported from seeds/003_67e9fc6f4a3deab2.txt, lines 82-88: imports only, plus the lines marked `// ported:`.
import ReelKit

extension StableIDViewController: UICollectionViewDataSourcePrefetching {  // ported: the methods' owner
    // ✅ GOOD: Convert IndexPath → stable ID at the protocol boundary
    func collectionView(_ collectionView: UICollectionView,
                        prefetchItemsAt indexPaths: [IndexPath]) {
        let items = indexPaths.compactMap { dataSource.itemIdentifier(for: $0) }
            .map { (id: $0.id, url: $0.imageURL) }
        prefetchController.startPrefetching(for: items)
    }
}  // ported: end of the owner
