import ReelCore

/// The index path check: the completion asks the collection view for the index path of the cell it captured
/// (`indexPath(for: cell)`) and shows the image only when it is still the index path the load started for. That
/// keeps other items' images out of reused cells, but once items are inserted or deleted above, the cells that kept
/// their item have a new index path: the image is dropped and the cell stays on the placeholder.
public struct IndexPathCheckBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .indexPathCheck }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        world.setContent(.placeholder, of: cellID)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        configureFromCacheOrLoad(cell: cellID, item: world.item(at: index), index: index, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        // `if success && image != nil`: a failed download is dropped too.
        guard case .image = completion.content, let cellID = completion.cellID,
            world.index(ofCell: cellID) == completion.itemIndex
        else { return }
        world.setContent(completion.content, of: cellID)
    }
}

/// The completion looks up the cell at the index path captured when the load started (`cellForItem(at:)`), as
/// Apple's LazyTableImages sample does, and writes into whatever cell is there: right until items are inserted or
/// deleted above, then images land on the wrong items.
public struct CapturedIndexPathBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .capturedIndexPath }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        world.setContent(.placeholder, of: cellID)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        configureFromCacheOrLoad(cell: cellID, item: world.item(at: index), index: index, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        guard let cellID = world.cell(atIndex: completion.itemIndex) else { return }
        world.setContent(completion.content, of: cellID)
    }
}

/// Prefetched images are stored under index paths and used by whichever item is at that index path when its
/// cell is configured: after an insert, prefetched images land on the wrong items.
public struct IndexPathKeyedPrefetchBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .indexPathKeyedPrefetch }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        CancelClearVerifyBinding().prepareForReuse(cell: cellID, in: &world)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        if let tag = world.prefetchedImage(atIndex: index) {
            world.setConfiguredItem(world.item(at: index), of: cellID)
            world.setContent(.image(tag), of: cellID)
            return
        }
        CancelClearVerifyBinding().configure(cell: cellID, itemAt: index, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        CancelClearVerifyBinding().loadFinished(completion, in: &world)
    }

    public func prefetchFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        if case .image(let tag) = completion.content { world.storePrefetchedImage(tag, atIndex: completion.itemIndex) }
    }
}
