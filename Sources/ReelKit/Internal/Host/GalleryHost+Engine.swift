import Foundation
import ReelCore
import ReelExecutors

/// What the surface asks of the host beyond the calls the host's other files answer (see `GalleryEngine`).
extension GalleryHost: GalleryEngine {
    func delegateChanged(on collectionView: UICollectionView) {
        let hasDelegate = collectionView.delegate != nil
        self.hasDelegate.withLock { $0 = hasDelegate }
    }

    func reportError(_ message: String) { report(.error, message) }

    func reloadData(of collectionView: UICollectionView) {
        reloadData(of: collectionView, what: "reloadData", reloadingShown: true)
    }

    func performBatchUpdates(on collectionView: UICollectionView, _ updates: (() -> Void)?) -> Bool {
        guard collectionView === self.collectionView, let classic = classicSource else { return false }
        classic.beginBatch()
        updates?()
        if let batch = classic.endBatch() { commit(batch, on: collectionView) }
        return true
    }

    func record(_ name: String, on collectionView: UICollectionView, _ change: (inout ClassicBatch) -> Void) {
        guard collectionView === self.collectionView else { return }
        if let classic = classicSource, classic.batch != nil {
            change(&classic.batch!)
            return
        }
        var batch = ClassicBatch(name: name)
        change(&batch)
        commit(batch, on: collectionView)
    }

    nonisolated func data(from url: URL) async throws -> (Data, URLResponse) {
        let load = PendingLoad(url: url, host: self)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                load.wait(continuation)
                let origin = CellOrigin.current
                MainActor.assumeIsolated { start(load, origin: origin) }
            }
        } onCancel: {
            load.cancel()
        }
    }

    nonisolated func cachedResponse(for url: URL) -> CachedURLResponse? {
        let origin = CellOrigin.current
        return MainActor.assumeIsolated { cachedResponse(for: url, origin: origin) }
    }
}
