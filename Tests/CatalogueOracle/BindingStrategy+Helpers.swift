import ReelCore

extension BindingStrategy {
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
