import ReelCore

/// How the registrations of `Galleries/` and the catalogue make the binding the core runs: each binding owns a fresh
/// host of the gallery's code.
extension GalleryBinding {
    /// The binding of a fresh gallery of `type` (`isCatalogue`: reel's own, on reel's prefetcher), on `scenario`'s
    /// screen (else reel's default one, with `safeArea`).
    static func running<Gallery: ReelGallery>(
        _ type: Gallery.Type, name: String, scenario: Scenario? = nil, isCatalogue: Bool = false,
        safeArea: EdgeInsets = .zero
    ) -> GalleryBinding {
        GalleryBinding(
            host: GalleryHost.make(
                type, name: name, isCatalogue: isCatalogue, canvas: scenario?.canvas ?? Canvas(),
                safeArea: scenario?.safeArea ?? safeArea, imageURLMatch: scenario?.imageURLMatch ?? .path,
                appearance: scenario?.appearance ?? .light,
                contentSize: scenario?.contentSize ?? .large),
            prefetchesItself: !isCatalogue)
    }

    /// The binding of the gallery `app` makes (an app's own view controller) for `scenario`.
    static func running(scenario: Scenario, _ app: @escaping @MainActor @Sendable () -> GalleryApp) -> GalleryBinding {
        GalleryBinding(
            host: GalleryHost.make(
                canvas: scenario.canvas, safeArea: scenario.safeArea, imageURLMatch: scenario.imageURLMatch,
                appearance: scenario.appearance,
                contentSize: scenario.contentSize, app: app))
    }

    /// The names of the actions `type` declares, read without making a gallery.
    static func actionNames<Gallery: ReelGallery>(of type: Gallery.Type) -> [String] {
        GalleryHost.actionNames(of: type)
    }
}
