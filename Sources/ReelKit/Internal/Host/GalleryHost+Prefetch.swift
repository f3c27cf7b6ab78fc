import Foundation
import ReelCore

extension GalleryHost {
    /// Tells the prefetch data source which items came into the prefetch ranges and which left them (by their
    /// index paths now), as UIKit does while scrolling.
    func updatePrefetching(wanted: [Int]) {
        guard let world, let collectionView, let dataSource else { return }
        guard collectionView.isPrefetchingEnabled, let prefetcher = collectionView.prefetchDataSource else {
            prefetched = []
            return
        }
        let items = world.items
        let wantedIDs = wanted.map { items[$0].id }
        let wantedSet = Set(wantedIDs)
        let known = Set(prefetched)
        // An item that came on screen left the ranges, but UIKit does not cancel its prefetch.
        let displayed = Set(world.displayedIndices.map { items[$0].id })
        let gone = prefetched.filter { !wantedSet.contains($0) && !displayed.contains($0) }
        let new = zip(wanted, wantedIDs).filter { !known.contains($0.1) }
        prefetched = prefetched.filter { wantedSet.contains($0) } + new.map(\.1)
        let cancelled = gone.compactMap { world.index(ofItem: $0).flatMap(dataSource.indexPath(ofFlatIndex:)) }
        if !cancelled.isEmpty {
            prefetcher.collectionView(collectionView, cancelPrefetchingForItemsAt: cancelled)
        }
        let started = new.compactMap { dataSource.indexPath(ofFlatIndex: $0.0) }
        if !started.isEmpty {
            prefetcher.collectionView(collectionView, prefetchItemsAt: started)
        }
    }

    /// After the last frame: reports jobs of the user's code that never got to run (loads still in flight and
    /// sleepers not yet due are normal at the end of a run), and fails the loads still waiting so no task is left
    /// suspended.
    func finish() {
        let queued = session.queuedJobs
        if queued > 0 { report(.unfinished, "\(queued) job(s) of the gallery's code were still queued at the end") }
        for load in loadBook.takeAll() { load.finish(.failure(URLError(.cancelled))) }
    }
}
