extension GalleryHost {
    /// A cell asked for its configuration update (`setNeedsUpdateConfiguration()`): it runs at the end of the call.
    func requestConfigurationUpdate(of cell: UICollectionViewCell) {
        guard !configurationUpdates.contains(where: { $0 === cell }) else { return }
        configurationUpdates.append(cell)
    }

    /// Runs the configuration updates asked for, in the order asked, each as code of the cell for the item it
    /// represents now (so an update is never a late write: what it shows is what the cell's state says). Updates
    /// asked for by an update run in the next round; after `maximumUpdateRounds` the rest wait for the next call.
    func updateConfigurations() {
        var rounds = 0
        while !configurationUpdates.isEmpty, rounds < Self.maximumUpdateRounds {
            rounds += 1
            let cells = configurationUpdates
            configurationUpdates = []
            for cell in cells where cell.configurations.needsUpdate {
                let origin = cell.cellID.map { CellOrigin(cell: $0, itemID: world?.cell($0).itemID) }
                CellOrigin.$current.withValue(origin) { cell.updateConfigurationIfNeeded() }
            }
        }
    }

    /// How many rounds of updates one call runs (an update handler that always asks for another stops there).
    static let maximumUpdateRounds = 4
}
