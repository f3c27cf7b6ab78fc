import ReelCore

/// The user's gallery as the host runs it: how to make it, its actions by name, and, once made, the gallery object
/// (a `ReelGallery`, or the app's own view controller), its collection view and its data source.
@preconcurrency @MainActor
final class GalleryApp {
    /// The name the gallery is registered under.
    let name: String
    /// Whether the gallery keeps the images reel's prefetcher brings in (`PrefetchedImageReceiver`).
    nonisolated let receivesPrefetches: Bool
    /// Makes the gallery for the host and the scenario's items; it sets the collection view (`use`) it drives.
    private let make: @MainActor (GalleryHost, [GalleryItem]) -> AnyObject
    private let actions: [String: @MainActor (AnyObject) throws -> Void]
    /// The gallery object, once made.
    private(set) var gallery: AnyObject?
    /// Objects the run keeps alive beside the gallery (the navigation controller a view controller is shown in).
    private var kept: [AnyObject] = []
    private(set) var collectionView: UICollectionView?
    /// The data source the collection view asks (a diffable one, or reel's side of the app's own).
    var dataSource: (any DiffableSource)?

    /// A gallery written for reel: made with reel's collection view.
    init<Gallery: ReelGallery>(_ type: Gallery.Type, name: String) {
        self.name = name
        make = { host, items in
            let collectionView = UICollectionView(engine: host, frame: host.canvasFrame)
            host.app.use(collectionView)
            return Gallery(collectionView: collectionView, items: items)
        }
        actions = Gallery.actions.mapValues { action in
            { gallery in
                guard let gallery = gallery as? Gallery else { return }
                try action(gallery)
            }
        }
        receivesPrefetches = Gallery.self is any PrefetchedImageReceiver.Type
    }

    /// An app's own view controller, made by `factory`: reel loads its view and adopts its collection view.
    init<Controller: UIViewController>(
        controller factory: @escaping @MainActor ([GalleryItem]) -> Controller, name: String,
        actions: [String: @MainActor (Controller) throws -> Void]
    ) {
        self.name = name
        make = { host, items in
            let controller = factory(items)
            host.run(controller)
            return controller
        }
        self.actions = Self.erase(actions)
        receivesPrefetches = Controller.self is any PrefetchedImageReceiver.Type
    }

    private static func erase<Gallery: AnyObject>(_ actions: [String: @MainActor (Gallery) throws -> Void])
        -> [String: @MainActor (AnyObject) throws -> Void]
    {
        actions.mapValues { action in
            { gallery in
                guard let gallery = gallery as? Gallery else { return }
                try action(gallery)
            }
        }
    }

    /// Makes the gallery (its `viewDidLoad`).
    func start(host: GalleryHost, items: [GalleryItem]) {
        gallery = make(host, items)
    }

    /// Keeps `object` alive as long as the gallery.
    func keep(_ object: AnyObject) { kept.append(object) }

    /// The app's view controllers the run shows: the ones it keeps (a navigation controller) and the gallery when
    /// it is one.
    var controllers: [UIViewController] {
        (kept + (gallery.map { [$0] } ?? [])).compactMap { $0 as? UIViewController }
    }

    /// The collection view the gallery drives.
    func use(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    /// Runs the action `name`; false when the gallery has no such action or is not made yet.
    func perform(_ name: String) throws -> Bool {
        guard let action = actions[name], let gallery else { return false }
        try action(gallery)
        return true
    }
}
