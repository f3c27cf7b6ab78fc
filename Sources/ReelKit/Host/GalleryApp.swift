import ReelCore

/// The user's gallery as the host runs it: how to make it, its actions by name, and, once made, the gallery object,
/// its collection view and its data source.
@MainActor
final class GalleryApp {
    /// The name the gallery is registered under.
    let name: String
    /// Whether the gallery keeps the images reel's prefetcher brings in (`PrefetchedImageReceiver`).
    nonisolated let receivesPrefetches: Bool
    private let make: @MainActor (UICollectionView, [GalleryItem]) -> AnyObject
    private let actions: [String: @MainActor (AnyObject) throws -> Void]
    /// The gallery object, once made.
    private(set) var gallery: AnyObject?
    private(set) var collectionView: UICollectionView?
    /// The data source the gallery made.
    var dataSource: (any DiffableSource)?

    init<Gallery: ReelGallery>(_ type: Gallery.Type, name: String) {
        self.name = name
        make = { Gallery(collectionView: $0, items: $1) }
        var actions: [String: @MainActor (AnyObject) throws -> Void] = [:]
        for (key, action) in Gallery.actions {
            actions[key] = { gallery in
                guard let gallery = gallery as? Gallery else { return }
                try action(gallery)
            }
        }
        self.actions = actions
        receivesPrefetches = Gallery.self is any PrefetchedImageReceiver.Type
    }

    /// Makes the gallery on `collectionView` (its `viewDidLoad`).
    func start(on collectionView: UICollectionView, items: [GalleryItem]) {
        self.collectionView = collectionView
        gallery = make(collectionView, items)
    }

    /// Runs the action `name`; false when the gallery has no such action or is not made yet.
    func perform(_ name: String) throws -> Bool {
        guard let action = actions[name], let gallery else { return false }
        try action(gallery)
        return true
    }
}
