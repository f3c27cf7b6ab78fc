import ReelCore

/// The binding most tutorials show: prepareForReuse clears the image but does not cancel the load,
/// and the completion writes into the cell it captured, whatever that cell represents by then.
public struct NaiveBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .naive }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        world.setContent(.placeholder, of: cellID)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        configureFromCacheOrLoad(cell: cellID, item: world.item(at: index), index: index, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        writeIntoCapturedCell(completion, in: &world)
    }
}

/// Like `naive`, and prepareForReuse does not clear the old image either: a reused cell shows the previous
/// item's image (no placeholder) until its own load lands.
public struct NoClearBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .noClear }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {}

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        configureFromCacheOrLoad(
            cell: cellID, item: world.item(at: index), index: index, placeholder: false, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        writeIntoCapturedCell(completion, in: &world)
    }
}
