import ReelCore

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
        let item = world.item(at: index)
        // Configured again in place (reconfigure) while it shows this very image: like the sample's `ImageCell`,
        // whose configure never clears, it keeps showing it while the image loads again.
        var showsItsImage = false
        if case .image(let tag) = world.cell(cellID).content { showsItsImage = tag.key.url == item.url }
        configureFromCacheOrLoad(cell: cellID, item: item, index: index, placeholder: !showsItsImage, in: &world)
    }

    public func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        guard let cellID = completion.cellID, world.cell(cellID).itemID == completion.itemID else { return }
        world.setContent(completion.content, of: cellID)
        world.setSubscription(nil, of: cellID)
    }
}
