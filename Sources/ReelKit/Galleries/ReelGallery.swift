import ReelCore

/// A gallery of the user's own code: what their view controller's `viewDidLoad` does (register cells, make the
/// data source, apply the first snapshot), and the actions a scenario's script can call by name.
@MainActor
public protocol ReelGallery: AnyObject, SendableMetatype {
    /// Sets the gallery up on `collectionView` for the scenario's `items`.
    init(collectionView: UICollectionView, items: [GalleryItem])

    /// Actions a scenario can `call` (`{"call": {"name": "insert-above"}}`): model updates, snapshot applies.
    static var actions: [String: @MainActor (Self) throws -> Void] { get }
}

extension ReelGallery {
    public static var actions: [String: @MainActor (Self) throws -> Void] { [:] }
}

extension BindingCatalog {
    /// Registers a gallery of the user's own code under `name` (the scenario's `gallery`).
    public mutating func register<Gallery: ReelGallery>(_ gallery: Gallery.Type, as name: String) {
        register(
            name, actionNames: { GalleryBinding.actionNames(of: Gallery.self) },
            make: { GalleryBinding.running(Gallery.self, name: name, scenario: $0) })
    }
}
