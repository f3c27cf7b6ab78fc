/// A finished load as a cell strategy sees it: the cell it captured, the item it was for, and the result.
public struct LoadCompletion: Sendable, Equatable {
    public var subscription: Int
    public var cellID: Int
    public var itemID: String
    /// The item index the cell had when the load started.
    public var itemIndex: Int
    public var content: CellContent
}

/// What a binding strategy may do to the world: read cells, start and cancel loads, set what image views show.
public protocol BindingWorld {
    /// The cell with `id`.
    func cell(_ id: Int) -> Cell
    /// The item at `index`.
    func item(at index: Int) -> Item
    /// The image tag for `index` if it is in the memory cache (counts a hit or miss).
    mutating func cachedImage(forItemAt index: Int) -> ImageTag?
    /// Starts (or joins) the load of the item's image for `cellID`; returns the subscription.
    mutating func startLoad(forItemAt index: Int, cell cellID: Int) -> Int
    /// Cancels a cell's load subscription (the transfer stops when nobody else waits for it).
    mutating func cancelLoad(_ subscription: Int)
    /// Sets what the cell's image view shows.
    mutating func setContent(_ content: CellContent, of cellID: Int)
    /// Records which load the cell waits for.
    mutating func setSubscription(_ subscription: Int?, of cellID: Int)
}

/// How a cell gets its image: the seam every strategy of the catalogue plugs into.
public protocol BindingStrategy: Sendable {
    /// The scenario name of the strategy.
    var kind: BindingStrategyKind { get }
    /// UIKit's prepareForReuse, before the cell is configured for another item.
    func prepareForReuse<World: BindingWorld>(cell cellID: Int, in world: inout World)
    /// The cell provider: configure `cellID` for the item at `index`.
    func configure<World: BindingWorld>(cell cellID: Int, itemAt index: Int, in world: inout World)
    /// A load the cell started has finished.
    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World)
}

extension BindingStrategy {
    /// The common cell provider: show the cached image at once, or the placeholder and start a load.
    func configureFromCacheOrLoad<World: BindingWorld>(cell cellID: Int, itemAt index: Int, in world: inout World) {
        if let tag = world.cachedImage(forItemAt: index) {
            world.setContent(.image(tag), of: cellID)
            world.setSubscription(nil, of: cellID)
        } else {
            world.setContent(.placeholder, of: cellID)
            world.setSubscription(world.startLoad(forItemAt: index, cell: cellID), of: cellID)
        }
    }
}
