// Members of UIKit's classes ReelKit does not have, declared unavailable with a message naming ReelKit and what to
// do (see UnavailableTypes.swift).

extension UICollectionView {
    @available(*, unavailable, message: "ReelKit feeds collection views from diffable data sources: apply a snapshot")
    public func reloadData() {}

    @available(*, unavailable, message: "ReelKit feeds collection views from diffable data sources: apply a snapshot")
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    @available(*, unavailable, message: "ReelKit feeds collection views from diffable data sources: apply a snapshot")
    public func insertItems(at indexPaths: [IndexPath]) {}

    @available(*, unavailable, message: "ReelKit feeds collection views from diffable data sources: apply a snapshot")
    public func deleteItems(at indexPaths: [IndexPath]) {}

    @available(*, unavailable, message: "ReelKit feeds collection views from diffable data sources: apply a snapshot")
    public func reloadItems(at indexPaths: [IndexPath]) {}

    @available(*, unavailable, message: "ReelKit scrolls as the scenario's script says: add a scroll step to it")
    public func scrollToItem(at indexPath: IndexPath, at position: Int, animated: Bool) {}

    @available(*, unavailable, message: "ReelKit scrolls as the scenario's script says: add a scroll step to it")
    public var contentOffset: CGPoint {
        get { .zero }
        set {}
    }

    @available(*, unavailable, message: "ReelKit has no supplementary views (headers, footers): leave them out")
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {}
}

extension URLSession {
    @available(*, unavailable, message: "ReelKit loads images with data(from:), data(for:) or dataTask(with:)")
    public func downloadTask(with url: URL) -> URLSessionDataTask { fatalError("unavailable") }

    @available(*, unavailable, message: "ReelKit loads images with data(from:), data(for:) or dataTask(with:)")
    public func download(from url: URL) async throws -> (URL, URLResponse) { fatalError("unavailable") }

    @available(*, unavailable, message: "ReelKit loads images with data(from:), data(for:) or dataTask(with:)")
    public func bytes(from url: URL) async throws -> (Data, URLResponse) { fatalError("unavailable") }
}
