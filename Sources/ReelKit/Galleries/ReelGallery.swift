import ReelCore

/// A gallery of the user's own code: what their view controller's `viewDidLoad` does (register cells, make the
/// data source, apply the first snapshot), and the actions a scenario's script can call by name.
@preconcurrency @MainActor
public protocol ReelGallery: AnyObject, SendableMetatype {
    /// Sets the gallery up on `collectionView` for the scenario's `items`.
    init(collectionView: UICollectionView, items: [GalleryItem])

    /// Actions a scenario can `call` (`{"call": {"name": "insert-above"}}`): model updates, snapshot applies
    /// (`["insert-above": { try $0.insertAbove() }]`), run on the main actor. None by default.
    ///
    /// The closures' type names no actor: a closure written in the gallery (a main-actor type) is isolated to the main
    /// actor all the same, and the type is then one in Swift 5 and Swift 6 language mode alike. Swift 6 makes a
    /// `@MainActor` function type `@Sendable` and Swift 5 does not, so a dictionary of those declared in a Swift 5
    /// module would be another type than the requirement's, read through a cast of each closure that the runtime
    /// refuses.
    static var actions: [String: (Self) throws -> Void] { get }
}

extension ReelGallery {
    public static var actions: [String: (Self) throws -> Void] { [:] }
}

extension BindingCatalog {
    /// Registers a gallery of the user's own code under `name` (the scenario's `gallery`).
    public mutating func register<Gallery: ReelGallery>(_ gallery: Gallery.Type, as name: String) {
        NibClasses.noteModule(of: Gallery.self)
        register(
            name, actionNames: { GalleryBinding.actionNames(of: Gallery.self) },
            make: { GalleryBinding.running(Gallery.self, name: name, scenario: $0) })
    }
}
