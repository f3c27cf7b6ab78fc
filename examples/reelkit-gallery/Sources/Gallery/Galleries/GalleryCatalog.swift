import ReelCore
import ReelKit

/// The galleries of this package, by the name a scenario's `gallery` gives.
public enum GalleryCatalog {
    nonisolated public static var catalog: BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register(PhotoCellGallery.self, as: "photocell")
        catalog.register(NaiveGallery.self, as: "naive")
        catalog.register(ViewModelGallery<ViewController>.self, as: "captured-model")
        catalog.register(ViewModelGallery<FixedViewController>.self, as: "captured-model-fixed")
        catalog.register(PrefetchGallery<IndexPathViewController>.self, as: "prefetch-indexpath")
        catalog.register(PrefetchGallery<StableIDViewController>.self, as: "prefetch-stable-ids")
        catalog.register(WaterfallGallery<WaterfallLayout>.self, as: "waterfall")
        catalog.register(WaterfallGallery<MadeOnceWaterfallLayout>.self, as: "waterfall-made-once")
        catalog.register(DaysGallery<ClearingHeader>.self, as: "days")
        catalog.register(DaysGallery<PlaceKeepingHeader>.self, as: "days-stale-place")
        catalog.register(as: "table") { items in PhotoTableViewController(items: items.map(Item.init)) }
        return catalog
    }
}
