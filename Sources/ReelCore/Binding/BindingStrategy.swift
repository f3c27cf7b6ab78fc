/// A finished load as a strategy sees it: who waited (the cell it captured, or the model), the item it was for,
/// the index path it had when the load started, and the result.
public struct LoadCompletion: Sendable, Equatable {
    package var subscription: SubscriptionID
    /// The cell the load captured (nil for loads keyed by the model or a prefetch).
    package var cellID: CellID?
    package var itemID: ItemID
    /// The item index when the load started.
    package var itemIndex: Int
    package var content: CellContent
}

/// What a binding may do to the world: read and set what cells show, use the cache and the pipeline, follow and
/// change the snapshot. Four small protocols, one per part of the world a binding touches.
public typealias BindingWorld = CellWorld & LoadWorld & SnapshotWorld & CatalogueModelWorld

/// The collection view's cells as a binding sees them.
public protocol CellWorld {
    /// The cell with `id`.
    func cell(_ id: CellID) -> Cell
    /// The cell displaying (or prepared for) the item at `index` now, if any — UIKit's `cellForItem(at:)`.
    func cell(atIndex index: Int) -> CellID?
    /// The index of the item the cell displays or is prepared for, nil while it is in the reuse pool (or held out of
    /// it by an animation) — UIKit's `indexPath(for:)`.
    func index(ofCell id: CellID) -> Int?
    /// The indices of the items whose cells are on screen, in order.
    var displayedIndices: [Int] { get }
    /// Sets what the cell's image view shows.
    mutating func setContent(_ content: CellContent, of cellID: CellID)
    /// Sets the item whose text (and intended image) the cell was configured with.
    mutating func setConfiguredItem(_ item: Item, of cellID: CellID)
    /// Records which load the cell waits for.
    mutating func setSubscription(_ subscription: SubscriptionID?, of cellID: CellID)
    /// The supplementary or decoration view with `id`.
    func supplementaryView(_ id: SupplementaryID) -> SupplementaryView
    /// The views on screen now, by the element each displays.
    var displayedSupplementaryViews: [SupplementaryKey: SupplementaryID] { get }
    /// Sets the text a supplementary view's labels show, and what a view never used for another element shows for
    /// the same element (nil: nothing to judge it by).
    mutating func setShows(_ text: String, expected: String?, ofView view: SupplementaryID)
}

/// The image pipeline and its memory cache as a binding sees them.
public protocol LoadWorld {
    /// The image for `item` if it is in the memory cache (counts a hit or miss).
    mutating func cachedImage(for item: Item) -> ImageTag?
    /// Starts (or joins) the load of `item`'s image for `cellID`; returns the subscription.
    mutating func startLoad(for item: Item, index: Int, cell cellID: CellID) -> SubscriptionID
    /// Starts (or joins) a load whose completion goes to the model (the cache), not to a cell.
    mutating func startModelLoad(for item: Item, index: Int) -> SubscriptionID
    /// Cancels a load subscription (the transfer stops when nobody else waits for it).
    mutating func cancelLoad(_ subscription: SubscriptionID)
    /// Whether the subscription's result is due before the next frame: its completion is already in flight, so a
    /// cancel may lose the race to it (schedules explore that).
    func completesByNextFrame(_ subscription: SubscriptionID) -> Bool
}

extension LoadWorld {
    public func completesByNextFrame(_ subscription: SubscriptionID) -> Bool { false }
}

/// The data source's snapshot and the app's changes to it.
public protocol SnapshotWorld {
    /// The item at `index` in the current snapshot.
    func item(at index: Int) -> Item
    /// The items of the current snapshot, in order.
    var items: [Item] { get }
    /// The number of snapshots applied so far (the app's or the script's): `items` changed when it changed.
    var snapshotGeneration: Int { get }
    /// The index of the item with `id` in the current snapshot.
    func index(ofItem id: ItemID) -> Int?
    /// The virtual time (ms) now.
    var nowMs: Double { get }
    /// The scroll view's content offset now (points from the top of the content).
    var scrollOffset: Double { get }
    /// Re-runs configuration for the cell showing `itemID`, if one is on screen or prepared (snapshot reconfigure).
    mutating func reconfigureItem(_ itemID: ItemID)
    /// The app applies a snapshot of `items` (its data source's `apply`), reconfiguring and reloading the given
    /// item ids, animated or not.
    mutating func applySnapshot(_ items: [Item], reconfigured: [ItemID], reloaded: [ItemID], animated: Bool)
    /// The app turns the collection view's prefetching (cells and data) on or off.
    mutating func setPrefetchingEnabled(_ enabled: Bool)
    /// The item whose frame holds the point (`x`, `y`) of the content, as laid out now — UIKit's
    /// `indexPathForItem(at:)`.
    func index(atX x: Double, y: Double) -> Int?
    /// The canvas the collection view fills (its bounds are the canvas's size).
    var canvas: Canvas { get }
    /// The screen's safe-area insets (the scenario's `safe_area`).
    var safeArea: EdgeInsets { get }
    /// The collection view's content is inset vertically by `inset` from now on (its `adjustedContentInset`: the
    /// app's `contentInset` and the safe area by its adjustment behaviour).
    mutating func setContentInset(_ inset: ContentInset)
    /// How the app's labels measure text: the font its views are drawn in, or nil (ReelKit's estimate).
    var appTextMeasure: AppTextMeasure? { get }
    /// The scenario's template (with the scenario's layout overrides): its layout is the default an app's layout
    /// object replaces.
    var template: Template { get }
    /// The app's own layout object sizes and places items as `layout` says from now on; nil goes back to the
    /// template's.
    mutating func setLayout(_ layout: AppLayout?)
    /// The height the cell of item `id` asked for at `width` (an item of estimated height), if it was asked there.
    func cellHeight(of id: ItemID, width: Double) -> Double?
    /// Records an outcome of the user's code (an escape from determinism, an error, a late write).
    mutating func recordUserCode(kind: String, message: String, cell: CellID?)
}

/// What two of the catalogue's bugs keep in the model rather than in cells: the copy of the items a cell provider
/// captured, and prefetched images stored by index path.
public protocol CatalogueModelWorld {
    /// The item at `index` in the snapshot the data source was created with (what a stale captured model sees).
    func capturedItem(at index: Int) -> Item?
    /// An image a prefetch stored under an index path (only strategies that key prefetches by index use it).
    func prefetchedImage(atIndex index: Int) -> ImageTag?
    /// Stores a prefetched image under an index path.
    mutating func storePrefetchedImage(_ tag: ImageTag, atIndex index: Int)
}

/// How a cell gets its image: the seam every strategy of the catalogue plugs into.
public protocol BindingStrategy: Sendable {
    /// UIKit's prepareForReuse, before the cell is configured for another item.
    func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World)
    /// The cell provider: configure `cellID` for the item at `index`.
    func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World)
    /// A load the strategy started has finished.
    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World)
    /// A prefetch finished (its image is in the cache).
    func prefetchFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World)

    // The hooks below let a binding run the user's own code (ReelKit); the catalogue's strategies keep the defaults.

    /// Whether the binding runs the prefetch data source itself (`updatePrefetching`) instead of reel's prefetcher.
    var prefetchesItself: Bool { get }
    /// Before the first frame: the app sets up its collection view.
    func begin<World: BindingWorld>(in world: inout World)
    /// Virtual time reached `t` (the start of a frame, after the frame's deliveries).
    func advance<World: BindingWorld>(to t: Double, in world: inout World)
    /// The script calls the action `name`.
    func perform<World: BindingWorld>(action name: String, in world: inout World)
    /// willDisplay for the cell showing the item at `index`.
    func willDisplay<World: BindingWorld>(cell cellID: CellID, at index: Int, in world: inout World)
    /// didEndDisplaying for the cell that showed the item at `index` (nil when its row left the snapshot).
    func didEndDisplaying<World: BindingWorld>(cell cellID: CellID, at index: Int?, in world: inout World)
    /// The items the prefetch ranges want now, nearest first (only when `prefetchesItself`).
    func updatePrefetching<World: BindingWorld>(wanted: [Int], in world: inout World)
    /// The frame's cells have been reused, configured and displayed (work a schedule put after them runs now).
    func cellsUpdated<World: BindingWorld>(in world: inout World)
    /// The height the displayed cell `cellID`, configured for the item at `index`, asks for at `width` in a
    /// self-sizing layout (UIKit's `preferredLayoutAttributesFitting(_:)` from the cell's own constraints), or nil
    /// to keep the template's measure. Asked once for each item after its cell is first configured.
    func preferredHeight<World: BindingWorld>(
        ofCell cellID: CellID, at index: Int, width: Double, estimate: Double, in world: inout World
    ) -> Double?
    /// Whether the binding's cells may size themselves (`preferredHeight`): the catalogue's never do.
    var sizesCells: Bool { get }
    /// Cells of items an app's layout places one by one gave heights other than their estimates
    /// (`SnapshotWorld.cellHeight(of:width:)`): the layout places the items again (`setLayout`).
    func cellHeightsChanged<World: BindingWorld>(in world: inout World)
    /// The user changed the text size (`content_size`): the app's own views take the new size's fonts and hear of it
    /// (`traitCollectionDidChange(_:)`) before the cells are measured again.
    func contentSizeChanged<World: BindingWorld>(to category: ContentSizeCategory, in world: inout World)
    /// The user switched the screen's appearance (`appearance` action): the app's views hear of it
    /// (`traitCollectionDidChange(_:)`) and are drawn in it from now on.
    func appearanceChanged<World: BindingWorld>(to appearance: Appearance, in world: inout World)
    /// A header, footer or other element of the app's layout comes on screen on `view` (`reused`: it came from its
    /// kind's pool, and prepareForReuse runs first): the data source configures it (a decoration view, the layout's
    /// own, is only made).
    func configure<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryFrame, reused: Bool, in world: inout World)
    /// willDisplaySupplementaryView for `view`, now showing `element`.
    func willDisplay<World: BindingWorld>(view: SupplementaryID, for element: SupplementaryFrame, in world: inout World)
    /// didEndDisplayingSupplementaryView for `view`, which showed `element`.
    func didEndDisplaying<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryKey, in world: inout World)
    /// After the last frame.
    func finish<World: BindingWorld>(in world: inout World)
    /// What the cells and views on screen look like (`drawing: app`): each one's own view tree at its size on
    /// screen, after its layout pass, and the collection view's background; nil: the template draws the frame.
    func drawings<World: BindingWorld>(of targets: [DrawingRequest], in world: inout World) -> FrameDrawings?
    /// Set when the user's code did something the run cannot go on from; the frame loop stops with it.
    var stop: UserCodeStop? { get }
}

/// A cell, header, footer or decoration view whose views a frame draws, and its size on screen in points.
public struct DrawingRequest: Sendable, Hashable {
    /// What is drawn: a cell or a supplementary view.
    public enum Target: Sendable, Hashable {
        case cell(CellID)
        case view(SupplementaryID)
    }

    public var target: Target
    public var width: Double
    public var height: Double

    package init(_ target: Target, width: Double, height: Double) {
        self.target = target
        self.width = width
        self.height = height
    }
}

/// What a frame looks like when the app draws it: each cell's and supplementary view's tree (one left out is drawn
/// by the template) and the collection view's background colour.
public struct FrameDrawings: Sendable {
    package var drawings: [DrawingRequest.Target: DrawnView]
    package var background: Color

    package init(drawings: [DrawingRequest.Target: DrawnView], background: Color) {
        self.drawings = drawings
        self.background = background
    }
}

extension BindingStrategy {
    public func drawings<World: BindingWorld>(
        of targets: [DrawingRequest], in world: inout World
    ) -> FrameDrawings? { nil }
    public func prefetchFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {}
    public var prefetchesItself: Bool { false }
    public func begin<World: BindingWorld>(in world: inout World) {}
    public func advance<World: BindingWorld>(to t: Double, in world: inout World) {}
    public func perform<World: BindingWorld>(action name: String, in world: inout World) {}
    public func contentSizeChanged<World: BindingWorld>(to category: ContentSizeCategory, in world: inout World) {}
    public func appearanceChanged<World: BindingWorld>(to appearance: Appearance, in world: inout World) {}
    public func willDisplay<World: BindingWorld>(cell cellID: CellID, at index: Int, in world: inout World) {}
    public func didEndDisplaying<World: BindingWorld>(cell cellID: CellID, at index: Int?, in world: inout World) {}
    public func updatePrefetching<World: BindingWorld>(wanted: [Int], in world: inout World) {}
    public func finish<World: BindingWorld>(in world: inout World) {}
    public func preferredHeight<World: BindingWorld>(
        ofCell cellID: CellID, at index: Int, width: Double, estimate: Double, in world: inout World
    ) -> Double? { nil }
    public var sizesCells: Bool { false }
    public func cellHeightsChanged<World: BindingWorld>(in world: inout World) {}
    public func configure<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryFrame, reused: Bool, in world: inout World
    ) {}
    public func willDisplay<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryFrame, in world: inout World
    ) {}
    public func didEndDisplaying<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryKey, in world: inout World
    ) {}
    public var stop: UserCodeStop? { nil }
    public func cellsUpdated<World: BindingWorld>(in world: inout World) {}

}
