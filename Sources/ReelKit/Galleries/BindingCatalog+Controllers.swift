import ReelCore

extension BindingCatalog {
    /// Registers an app's own view controller as the gallery `name` (the scenario's `gallery`). `make` makes the
    /// controller from the scenario's items as the app would from its model (its own initializer, its own model
    /// types); reel then loads its view (`viewDidLoad`), calls `viewWillAppear(_:)`, drives the collection view the
    /// controller put in its view hierarchy (a `UICollectionViewController`'s own), and calls `viewDidAppear(_:)`.
    /// `actions` are what a script may `call`, each given the controller:
    ///
    ///     catalog.register(as: "feed", actions: ["add-photos": { $0.addPhotos() }]) { items in
    ///         PhotosViewController(photos: items.map(Photo.init))
    ///     }
    public mutating func register<Controller: UIViewController>(
        as name: String, actions: [String: @MainActor @Sendable (Controller) throws -> Void] = [:],
        _ make: @escaping @MainActor @Sendable ([GalleryItem]) -> Controller
    ) {
        let actionNames = actions.keys.sorted()
        NibClasses.noteModule(of: Controller.self)
        register(
            name, actionNames: { actionNames },
            make: { scenario in
                GalleryBinding.running(scenario: scenario) {
                    GalleryApp(controller: make, name: name, actions: actions)
                }
            })
    }
}

extension UIViewController {
    /// New items for the scenario, for a script action that adds items to a registered controller's model (reel
    /// knows what their cells should show): `UICollectionView.reelNewItems(count:)` for glue that does not reach the
    /// controller's collection view. Not UIKit API.
    public func reelNewItems(count: Int) -> [GalleryItem] {
        GalleryEngines.current?.makeItems(count: count) ?? []
    }
}
