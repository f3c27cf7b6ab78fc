extension Simulation {
    /// Modelled memory of a cell object apart from its image: the view hierarchy, its layers and text backing
    /// (a round estimate; the image its image view holds is counted on top).
    public static let cellBaseBytes = 32 * 1024

    /// The script's `toggle`: flips `flag` of the row showing the item, keyed by the row's identifier (as the app
    /// keeps selection or expansion by identifier).
    mutating func toggle(_ flag: RowFlags, ofItem reference: ItemReference) {
        guard let index = resolve(reference) else { return }
        let identifier = identifiers[index]
        var flags = rowFlags[identifier] ?? []
        let on = !flags.contains(flag)
        if on { flags.insert(flag) } else { flags.remove(flag) }
        rowFlags[identifier] = flags.isEmpty ? nil : flags
        counters.toggles += 1
        record(.toggle(itemID: items[index].id, identifier: identifier, flag: flag.logName, on: on))
        // The cell updates its look for the new state.
        if displayed[index] != nil || prepared[index] != nil { spendMainThread(costs.configureMs) }
    }

    /// The flags of each item whose row has any, by item id, for the current items and identifiers.
    func flagsByItem() -> [String: RowFlags] {
        var flags: [String: RowFlags] = [:]
        for (identifier, value) in rowFlags {
            if let index = indexByIdentifier[identifier] { flags[items[index].id] = value }
        }
        return flags
    }

    /// After an apply: drops the flags of identifiers that left the snapshot (as UIKit drops their selection),
    /// then logs and counts every surviving item whose flags changed without a toggle.
    mutating func reconcileRowState(before: [String: RowFlags]) {
        for identifier in rowFlags.keys where indexByIdentifier[identifier] == nil { rowFlags[identifier] = nil }
        let after = flagsByItem()
        for id in Set(before.keys).union(after.keys).sorted() where itemIndexByID[id] != nil {
            let lost = (before[id] ?? []).subtracting(after[id] ?? [])
            let gained = (after[id] ?? []).subtracting(before[id] ?? [])
            guard !lost.isEmpty || !gained.isEmpty else { continue }
            counters.rowStateLost += lost.count
            counters.rowStateMisattributed += gained.count
            record(.rowState(itemID: id, lost: lost.logName, gained: gained.logName))
        }
    }

    /// A cell kept by the diff (its identifier survived) now stands for another item: the data source reconfigures
    /// it in place, and what the user sees there is a new display episode.
    mutating func rebind(cell cellID: Int, toItemAt index: Int) {
        let previous = cells[cellID - 1].itemID
        noteRebuiltLoad(of: cellID)
        if cells[cellID - 1].isDisplayed {
            if !cells[cellID - 1].reachedCorrect { counters.episodesNeverCorrect += 1 }
            cells[cellID - 1].displayStart = now
            cells[cellID - 1].reachedCorrect = false
        }
        cells[cellID - 1].itemID = items[index].id
        cells[cellID - 1].itemIndex = index
        counters.rowsRebuilt += 1
        record(.rebuildRow(itemID: items[index].id, cell: cellID, how: "reconfigured", previousItemID: previous))
        spendMainThread(costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cellID, itemAt: index, in: &self)
    }

    /// A surviving item lost its on-screen cell because its identifier changed: the row is rebuilt in a new cell.
    mutating func recordReplacedRow(itemID: String, cell cellID: Int) {
        noteRebuiltLoad(of: cellID)
        counters.rowsRebuilt += 1
        record(.rebuildRow(itemID: itemID, cell: cellID, how: "replaced", previousItemID: nil))
    }

    /// Remembers the transfer a rebuilt row's cell had in flight: requested again in this frame, it is a restart
    /// the rebuild caused.
    mutating func noteRebuiltLoad(of cellID: Int) {
        guard let subscription = cells[cellID - 1].subscription, let task = scheduler.task(ofSubscription: subscription),
              task.started != nil else { return }
        rebuiltRowKeys.insert(task.key)
    }

    /// Returns the cells of rows an animated apply removed to the pool once their disappearing animation is over.
    mutating func releaseDisappearingCells() {
        guard !disappearing.isEmpty else { return }
        for entry in disappearing where entry.until <= now {
            pool.enqueue(entry.cell, reuseIdentifier: cells[entry.cell - 1].reuseIdentifier)
        }
        disappearing.removeAll { $0.until <= now }
    }

    /// The reuse identifier the cell provider dequeues with: the registration's, which is new on every call when the
    /// registration is created inside the provider.
    mutating func nextReuseIdentifier() -> String {
        let base = template.cell.reuseIdentifier
        switch scenario.dataSource.cellRegistration {
        case .once:
            if registrationsMade == 0 {
                registrationsMade = 1
                counters.cellRegistrations = 1
            }
            return base
        case .insideProvider:
            registrationsMade += 1
            counters.cellRegistrations = registrationsMade
            return "\(base)#registration-\(registrationsMade)"
        }
    }

    /// Decoded bytes an image view holds while showing `content`.
    static func heldBytes(_ content: CellContent) -> Int {
        guard case .image(let tag) = content else { return 0 }
        return tag.key.size.width * tag.key.size.height * 4
    }

    /// Updates the peak live cells and their modelled memory (once per frame).
    mutating func sampleCellMemory() {
        counters.peakLiveCells = max(counters.peakLiveCells, cells.count)
        counters.peakCellMemoryBytes = max(counters.peakCellMemoryBytes, cells.count * Self.cellBaseBytes + cellImageBytes)
    }
}
