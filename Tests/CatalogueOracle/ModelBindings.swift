import ReelCore

/// The WWDC21 pattern: the completion never touches a cell; it fills the cache and asks the data source to
/// reconfigure the item, whose configuration then finds the image in the cache.
public struct ReconfigureBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .reconfigure }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        world.setContent(.placeholder, of: cellID)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        let item = world.item(at: index)
        world.setConfiguredItem(item, of: cellID)
        if let tag = world.cachedImage(for: item) {
            world.setContent(.image(tag), of: cellID)
        } else {
            world.setContent(.placeholder, of: cellID)
            _ = world.startModelLoad(for: item, index: index)
        }
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        if case .failed = completion.content, let cellID = world.cell(atIndex: completion.itemIndex),
            world.cell(cellID).itemID == completion.itemID
        {
            world.setContent(completion.content, of: cellID)
            return
        }
        world.reconfigureItem(completion.itemID)
    }
}

/// The cell provider captured a copy of the model when the data source was made, and looks items up by index
/// in that stale copy: after a snapshot update, cells show duplicated and missing items.
public struct CapturedModelBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .capturedModel }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        CancelClearVerifyBinding().prepareForReuse(cell: cellID, in: &world)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        if let subscription = world.cell(cellID).subscription {
            world.cancelLoad(subscription)
            world.setSubscription(nil, of: cellID)
        }
        let stale = world.capturedItem(at: index) ?? world.item(at: index)
        // The cell is cancel-clear-verify's: configured again in place while it shows this very image, it keeps it.
        var showsItsImage = false
        if case .image(let tag) = world.cell(cellID).content { showsItsImage = tag.key.url == stale.url }
        configureFromCacheOrLoad(cell: cellID, item: stale, index: index, placeholder: !showsItsImage, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        // It verifies against what it configured — which is the stale item, so the check passes.
        guard let cellID = completion.cellID, world.cell(cellID).configuredItemID == completion.itemID else { return }
        world.setContent(completion.content, of: cellID)
        world.setSubscription(nil, of: cellID)
    }
}
