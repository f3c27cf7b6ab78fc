/// The correct UIKit pattern: prepareForReuse cancels the load and clears the image;
/// the completion checks that the cell still represents the item before showing it.
public struct CancelClearVerifyBinding: BindingStrategy {
    public init() {}

    public var kind: BindingStrategyKind { .cancelClearVerify }

    public func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        if let subscription = world.cell(cellID).subscription {
            world.cancelLoad(subscription)
            world.setSubscription(nil, of: cellID)
        }
        world.setContent(.placeholder, of: cellID)
    }

    public func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        if let subscription = world.cell(cellID).subscription {
            // Reconfigured in place (same cell, maybe a new version): the old load is no longer wanted.
            world.cancelLoad(subscription)
            world.setSubscription(nil, of: cellID)
        }
        configureFromCacheOrLoad(cell: cellID, item: world.item(at: index), index: index, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        guard let cellID = completion.cellID, world.cell(cellID).itemID == completion.itemID else { return }
        world.setContent(completion.content, of: cellID)
        world.setSubscription(nil, of: cellID)
    }
}
