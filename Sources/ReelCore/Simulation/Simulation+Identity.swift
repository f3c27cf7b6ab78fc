extension Simulation {
    /// The script's `toggle`: flips `flag` of the row showing the item, keyed by the row's identifier (as the app
    /// keeps selection or expansion by identifier).
    mutating func toggle(_ flag: RowFlags, ofItem reference: ItemReference) {
        guard let index = dataSource.resolve(reference) else { return }
        let (identifier, on) = dataSource.toggle(flag, at: index)
        record(.toggle(itemID: items[index].id, identifier: identifier, flag: flag.logName, on: on))
        // The cell updates its look for the new state.
        if cellStore.displayed[index] != nil || cellStore.prepared[index] != nil {
            mainThread.spend(mainThread.costs.configureMs)
        }
    }

    /// After an apply: logs and counts every surviving item whose flags changed without a toggle.
    mutating func reconcileRowState(before: [ItemID: RowFlags]) {
        for change in dataSource.reconcileRowFlags(before: before) {
            recorder.note(.rowFlagsChanged(lost: change.lost.count, gained: change.gained.count))
            record(.rowState(itemID: change.itemID, lost: change.lost.logName, gained: change.gained.logName))
        }
    }

    /// A cell kept by the diff (its identifier survived) now stands for another item: the data source reconfigures
    /// it in place, and what the user sees there is a new display episode.
    mutating func rebind(_ cell: CellID, toItemAt index: Int) {
        let previous = cellStore[cell].itemID
        loads.noteRebuilt(subscription: cellStore[cell].subscription)
        recorder.take(cellStore.rebind(cell, toItem: items[index].id, index: index, now: now))
        record(.rebuildRow(itemID: items[index].id, cell: cell, how: "reconfigured", previousItemID: previous))
        mainThread.spend(mainThread.costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cell, itemAt: index, in: &self)
    }

    /// A surviving item lost its on-screen cell because its identifier changed: the row is rebuilt in a new cell.
    mutating func recordReplacedRow(itemID: ItemID, cell: CellID) {
        loads.noteRebuilt(subscription: cellStore[cell].subscription)
        record(.rebuildRow(itemID: itemID, cell: cell, how: "replaced", previousItemID: nil))
    }
}
