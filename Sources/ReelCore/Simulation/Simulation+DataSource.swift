/// Layout changes of an animated apply: where each surviving row's cell started (by identifier), and when.
struct LayoutAnimation: Sendable {
    var start: Double
    var duration: Double
    var from: [String: Rect]

    /// The frame of the row with `identifier` at `t`, gliding from its old frame to `to`.
    func frame(of identifier: String, to: Rect, at t: Double) -> Rect {
        guard let origin = from[identifier], duration > 0, t < start + duration else { return to }
        let p = ScrollPhysics.easeInOut(max(0, t - start) / duration)
        return Rect(
            x: origin.x + (to.x - origin.x) * p, y: origin.y + (to.y - origin.y) * p,
            width: origin.width + (to.width - origin.width) * p, height: origin.height + (to.height - origin.height) * p
        )
    }
}

extension Simulation {
    /// Applies the staged snapshot like `UICollectionViewDiffableDataSource.apply`: diff old → new, cells of
    /// surviving items stay (and glide to their new frames when animated), deleted items' cells leave, reloaded
    /// items get new cells (`reload(itemAt:crossfadeMs:)`), reconfigured items are configured again in their
    /// existing cells.
    mutating func applySnapshot(animated: Bool, durationMs: Double) {
        let oldItems = items
        let oldIdentifiers = dataSource.identifiers
        let newItems = dataSource.stagedItems.map { LayoutState.sized($0, for: template) }
        for id in dataSource.stagedReconfigured {
            // New content may mean a new height: measure again when it is next on screen.
            if let item = newItems.first(where: { $0.id == id }),
                item.url != oldItems.first(where: { $0.id == id })?.url
            {
                layoutState.forgetHeight(of: id)
            }
        }
        var from: [String: Rect] = [:]
        if animated {
            for (index, _) in cellStore.displayed { from[oldIdentifiers[index]] = currentFrame(ofItemAt: index) }
        }
        let flagsBefore = dataSource.flagsByItem()
        let diff = dataSource.replaceSnapshot(with: newItems)
        layoutState.relayout(items: newItems)
        // Sections may have moved or changed: the headers on screen are configured again at the next update.
        viewStore.refreshDisplayed()
        scroll.setContentHeight(layout.contentHeight, at: now)
        var rebound: [Int: CellID] = [:]
        let (survivors, gone) = remap(
            cellStore.displayed, oldItems: oldItems, oldIdentifiers: oldIdentifiers, rebound: &rebound)
        cellStore.relocateDisplayed(survivors)
        for (cell, id) in gone {
            if dataSource.index(ofItem: id) != nil { recordReplacedRow(itemID: id, cell: cell) }
            endDisplay(cell, itemID: id, afterwards: animated && durationMs > 0 ? .holdUntil(now + durationMs) : .pool)
        }
        let (keptPrepared, dropped) = remap(
            cellStore.prepared, oldItems: oldItems, oldIdentifiers: oldIdentifiers, rebound: &rebound)
        cellStore.relocatePrepared(keptPrepared)
        for (cell, id) in dropped {
            if dataSource.index(ofItem: id) != nil { loads.noteRebuilt(subscription: cellStore[cell].subscription) }
            recorder.take(cellStore.unprepare(cell: cell))
        }
        for subscription in prefetcher.drop(where: { dataSource.index(ofItem: $0) == nil }) { cancelLoad(subscription) }
        let (reconfigured, reloaded) = dataSource.takeStagedUpdates()
        record(
            .applySnapshot(
                inserted: diff.inserted.count, deleted: diff.deleted.count, moved: diff.moved.count,
                reconfigured: reconfigured.count, reloaded: reloaded.count, animated: animated
            ))
        reconcileRowState(before: flagsBefore)
        // Rows whose identifier now names another item are configured again with it, top to bottom — if the app
        // does so; `apply` alone leaves those cells showing the item they were configured with.
        if scenario.dataSource.reconfigureChanged {
            for index in rebound.keys.sorted() {
                if let cell = rebound[index] { rebind(cell, toItemAt: index) }
            }
        } else {
            rebound = [:]
        }
        for id in reloaded {
            guard let index = dataSource.index(ofItem: id) else { continue }
            reload(itemAt: index, crossfadeMs: animated ? durationMs : 0)
        }
        for id in reconfigured where rebound[dataSource.index(ofItem: id) ?? -1] == nil { reconfigureItem(id) }
        layoutState.setAnimation(
            animated && durationMs > 0 ? LayoutAnimation(start: now, duration: durationMs, from: from) : nil)
    }

    /// Maps the cells of `map` (old index → cell) to the new indices of their identifiers, noting in `rebound` the
    /// cells whose identifier now names another item. Returns the moved map and, in old index order, the cells whose
    /// identifier left the snapshot with the item each showed.
    private mutating func remap(
        _ map: [Int: CellID], oldItems: [Item], oldIdentifiers: [String], rebound: inout [Int: CellID]
    ) -> (kept: [Int: CellID], removed: [(cell: CellID, itemID: ItemID)]) {
        var kept: [Int: CellID] = [:]
        var removed: [(cell: CellID, itemID: ItemID)] = []
        for index in map.keys.sorted() {
            guard let cell = map[index] else { continue }
            let id = oldItems[index].id
            guard let newIndex = dataSource.index(ofIdentifier: oldIdentifiers[index]) else {
                removed.append((cell, id))
                continue
            }
            kept[newIndex] = cell
            if items[newIndex].id != id { rebound[newIndex] = cell }
        }
        return (kept, removed)
    }
}
