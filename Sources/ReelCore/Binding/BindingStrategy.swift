/// A finished load as a strategy sees it: who waited (the cell it captured, or the model), the item it was for,
/// the index path it had when the load started, and the result.
public struct LoadCompletion: Sendable, Equatable {
    public var subscription: Int
    /// The cell the load captured (nil for loads keyed by the model or a prefetch).
    public var cellID: CellID?
    public var itemID: String
    /// The item index when the load started.
    public var itemIndex: Int
    public var content: CellContent
}

/// What a binding strategy may do to the world: read cells and items, use the cache, start and cancel loads,
/// and set what cells show.
public protocol BindingWorld {
    /// The cell with `id`.
    func cell(_ id: CellID) -> Cell
    /// The item at `index` in the current snapshot.
    func item(at index: Int) -> Item
    /// The item at `index` in the snapshot the data source was created with (what a stale captured model sees).
    func capturedItem(at index: Int) -> Item?
    /// The cell displaying (or prepared for) the item at `index` now, if any — UIKit's `cellForItem(at:)`.
    func cell(atIndex index: Int) -> CellID?
    /// The image for `item` if it is in the memory cache (counts a hit or miss).
    mutating func cachedImage(for item: Item) -> ImageTag?
    /// Starts (or joins) the load of `item`'s image for `cellID`; returns the subscription.
    mutating func startLoad(for item: Item, index: Int, cell cellID: CellID) -> Int
    /// Starts (or joins) a load whose completion goes to the model (the cache), not to a cell.
    mutating func startModelLoad(for item: Item, index: Int) -> Int
    /// Cancels a load subscription (the transfer stops when nobody else waits for it).
    mutating func cancelLoad(_ subscription: Int)
    /// Sets what the cell's image view shows.
    mutating func setContent(_ content: CellContent, of cellID: CellID)
    /// Sets the item whose text (and intended image) the cell was configured with.
    mutating func setConfiguredItem(_ item: Item, of cellID: CellID)
    /// Records which load the cell waits for.
    mutating func setSubscription(_ subscription: Int?, of cellID: CellID)
    /// Re-runs configuration for the cell showing `itemID`, if one is on screen or prepared (snapshot reconfigure).
    mutating func reconfigureItem(_ itemID: String)
    /// An image a prefetch stored under an index path (only strategies that key prefetches by index use it).
    func prefetchedImage(atIndex index: Int) -> ImageTag?
    /// Stores a prefetched image under an index path.
    mutating func storePrefetchedImage(_ tag: ImageTag, atIndex index: Int)
}

/// How a cell gets its image: the seam every strategy of the catalogue plugs into.
public protocol BindingStrategy: Sendable {
    /// The scenario name of the strategy.
    var kind: BindingStrategyKind { get }
    /// UIKit's prepareForReuse, before the cell is configured for another item.
    func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World)
    /// The cell provider: configure `cellID` for the item at `index`.
    func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World)
    /// A load the strategy started has finished.
    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World)
    /// A prefetch finished (its image is in the cache).
    func prefetchFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World)
}

extension BindingStrategy {
    public func prefetchFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {}

    /// The common cell provider: set the item's text, show the cached image at once, or the placeholder and start a
    /// load that captures the cell. `placeholder: false` leaves whatever the image view showed.
    func configureFromCacheOrLoad<World: BindingWorld>(
        cell cellID: CellID, item: Item, index: Int, placeholder: Bool = true, in world: inout World
    ) {
        world.setConfiguredItem(item, of: cellID)
        if let tag = world.cachedImage(for: item) {
            world.setContent(.image(tag), of: cellID)
            world.setSubscription(nil, of: cellID)
        } else {
            if placeholder { world.setContent(.placeholder, of: cellID) }
            world.setSubscription(world.startLoad(for: item, index: index, cell: cellID), of: cellID)
        }
    }

    /// The naive completion: write into the captured cell, whatever it represents by now.
    func writeIntoCapturedCell<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        guard let cellID = completion.cellID else { return }
        world.setContent(completion.content, of: cellID)
    }
}
