import ReelCore

/// reel's catalogue of binding strategies, written as the cell code people write: each JSON `binding` name is a
/// cell class (and, where the bug lives outside the cell, a gallery) on ReelKit, run by reel like any user's gallery.
/// Each file is the pattern it is named after: `NaiveCell` and `NoClearCell` are the tutorials' cell,
/// `IndexPathCheckCell` the index path check, `CapturedIndexPathCell` Apple's LazyTableImages lookup, `ImageCell` the
/// cancel-clear-verify cell (the sample package's `PhotoCell` does the same), `CancelNoVerifyCell` the same without
/// the identity check (a race only other schedules show), `ReconfigureGallery` WWDC21's
/// reconfigureItems pattern, `CapturedModelGallery` the captured view model.
///
/// Data prefetching is reel's, not the cells': reel's prefetcher loads by stable item id, so the counts of prefetch
/// hits and waste keep their meaning; `IndexPathPrefetchGallery` (`index-path-keyed-prefetch`) keeps what it brings
/// in under index paths, which is that name's bug.
public enum Catalogue {
    /// The catalogue names served by a ReelKit gallery.
    public static let kinds: [BindingStrategyKind] = [
        .naive, .noClear, .indexPathCheck, .capturedIndexPath, .cancelClearVerify, .cancelNoVerify, .reconfigure,
        .capturedModel, .indexPathKeyedPrefetch,
    ]

    /// A catalogue whose names in `kinds` run their ReelKit gallery.
    public static var bindings: BindingCatalog {
        var catalog = BindingCatalog()
        catalog.registerCatalogue()
        return catalog
    }

    /// The gallery that stands for `kind`, if it is written on ReelKit.
    static func gallery(for kind: BindingStrategyKind) -> (any ReelGallery.Type)? {
        switch kind {
        case .naive: CellGallery<NaiveCell>.self
        case .noClear: CellGallery<NoClearCell>.self
        case .indexPathCheck: CellGallery<IndexPathCheckCell>.self
        case .capturedIndexPath: CellGallery<CapturedIndexPathCell>.self
        case .cancelClearVerify: CellGallery<ImageCell>.self
        case .cancelNoVerify: CellGallery<CancelNoVerifyCell>.self
        case .reconfigure: ReconfigureGallery.self
        case .capturedModel: CapturedModelGallery.self
        case .indexPathKeyedPrefetch: IndexPathPrefetchGallery.self
        }
    }
}

extension BindingCatalog {
    /// The catalogue reel ships: every `binding` name runs its ReelKit cell class (`Catalogue`).
    public static var builtIn: BindingCatalog { Catalogue.bindings }

    /// Serves the catalogue's names with their ReelKit galleries (`Catalogue.kinds`), on reel's prefetcher, with
    /// late writes counted by the frames (stale) rather than reported as the user code's outcome; `keepingRegistered`
    /// leaves names this catalogue already serves alone.
    public mutating func registerCatalogue(keepingRegistered: Bool = false) {
        for kind in Catalogue.kinds {
            if keepingRegistered, registeredKinds.contains(kind) { continue }
            guard let gallery = Catalogue.gallery(for: kind) else { continue }
            register(kind) { scenario in
                Self.catalogueBinding(gallery, name: kind.rawValue, safeArea: scenario.safeArea)
            }
        }
    }

    /// A catalogue gallery's binding: reel's default screen, with the scenario's safe area (which places the
    /// content).
    private static func catalogueBinding<Gallery: ReelGallery>(
        _ gallery: Gallery.Type, name: String, safeArea: EdgeInsets
    ) -> any BindingStrategy {
        GalleryBinding.running(gallery, name: name, isCatalogue: true, safeArea: safeArea)
    }
}
