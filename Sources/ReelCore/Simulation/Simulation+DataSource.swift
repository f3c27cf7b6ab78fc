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
    /// items get new cells, reconfigured items are configured again in their existing cells.
    mutating func applySnapshot(animated: Bool, durationMs: Double) {
        let oldItems = items
        let oldIdentifiers = identifiers
        let newItems = editor.items.map { Self.sized($0, for: template) }
        for id in editor.reconfigured {
            // New content may mean a new height: measure again when it is next on screen.
            if let item = newItems.first(where: { $0.id == id }), item.url != oldItems.first(where: { $0.id == id })?.url {
                heightCache[id] = nil
            }
        }
        var from: [String: Rect] = [:]
        if animated {
            for (index, _) in displayed { from[oldIdentifiers[index]] = currentFrame(ofItemAt: index) }
        }
        let flagsBefore = flagsByItem()
        snapshotGeneration += 1
        let newIdentifiers = scenario.dataSource.identity.identifiers(of: newItems, generation: snapshotGeneration)
        // The data source diffs identifiers, not the app's items: what survives, moves or is replaced follows them.
        let diff = SnapshotDiff(from: oldIdentifiers, to: newIdentifiers)
        items = newItems
        itemIndexByID = Self.indexByID(newItems)
        identifiers = newIdentifiers
        indexByIdentifier = Self.indexByID(newIdentifiers)
        layout = Self.makeLayout(template: template, width: scenario.canvas.width, items: newItems, heights: heightCache, category: contentSize)
        scroll.setContentHeight(layout.contentHeight, at: now)
        var rebound: [Int: Int] = [:]
        let (survivors, gone) = remap(displayed, oldItems: oldItems, oldIdentifiers: oldIdentifiers, rebound: &rebound)
        displayed = survivors
        for (cellID, id) in gone {
            if itemIndexByID[id] != nil { recordReplacedRow(itemID: id, cell: cellID) }
            endDisplay(cell: cellID, itemID: id, holdUntil: animated && durationMs > 0 ? now + durationMs : nil)
        }
        let (keptPrepared, dropped) = remap(prepared, oldItems: oldItems, oldIdentifiers: oldIdentifiers, rebound: &rebound)
        prepared = keptPrepared
        for (cellID, id) in dropped {
            if itemIndexByID[id] != nil { noteRebuiltLoad(of: cellID) }
            unprepare(cell: cellID)
        }
        for id in prefetching.keys.sorted() where itemIndexByID[id] == nil {
            if let subscription = prefetching.removeValue(forKey: id) { cancelLoad(subscription) }
        }
        let reloaded = editor.reloaded
        let reconfigured = editor.reconfigured
        editor.clearUpdates()
        record(.applySnapshot(
            inserted: diff.inserted.count, deleted: diff.deleted.count, moved: diff.moved.count,
            reconfigured: reconfigured.count, reloaded: reloaded.count, animated: animated
        ))
        counters.snapshotsApplied += 1
        reconcileRowState(before: flagsBefore)
        // Rows whose identifier now names another item are configured again with it, top to bottom — if the app
        // does so; `apply` alone leaves those cells showing the item they were configured with.
        if scenario.dataSource.reconfigureChanged {
            for index in rebound.keys.sorted() {
                if let cellID = rebound[index] { rebind(cell: cellID, toItemAt: index) }
            }
        } else {
            rebound = [:]
        }
        for id in reloaded {
            guard let index = itemIndexByID[id] else { continue }
            if prepared[index] != nil { unprepare(index: index) }  // reload drops prepared cells
            guard let cellID = displayed.removeValue(forKey: index) else { continue }
            counters.reloads += 1
            endDisplay(cell: cellID, itemID: id)
        }
        for id in reconfigured where rebound[itemIndexByID[id] ?? -1] == nil { reconfigureItem(id) }
        layoutAnimation = animated && durationMs > 0 ? LayoutAnimation(start: now, duration: durationMs, from: from) : nil
    }

    /// Moves the cells of `map` (old index → cell) to the new indices of their identifiers, noting in `rebound` the
    /// cells whose identifier now names another item. Returns the moved map and, in old index order, the cells whose
    /// identifier left the snapshot with the item each showed.
    private mutating func remap(
        _ map: [Int: Int], oldItems: [Item], oldIdentifiers: [String], rebound: inout [Int: Int]
    ) -> (kept: [Int: Int], removed: [(cell: Int, itemID: String)]) {
        var kept: [Int: Int] = [:]
        var removed: [(cell: Int, itemID: String)] = []
        for index in map.keys.sorted() {
            guard let cellID = map[index] else { continue }
            let id = oldItems[index].id
            guard let newIndex = indexByIdentifier[oldIdentifiers[index]] else {
                removed.append((cellID, id))
                continue
            }
            kept[newIndex] = cellID
            cells[cellID - 1].itemIndex = newIndex
            if items[newIndex].id != id { rebound[newIndex] = cellID }
        }
        return (kept, removed)
    }

    /// Where the item's cell is now in content coordinates (mid-animation if one is running).
    func currentFrame(ofItemAt index: Int) -> Rect {
        let target = layout.frame(at: index)
        return layoutAnimation?.frame(of: identifiers[index], to: target, at: now) ?? target
    }
}

/// The difference between two id lists: inserted, deleted and moved ids (moves are the survivors outside the
/// longest run kept in order, so a single move counts once).
struct SnapshotDiff {
    var inserted: [String] = []
    var deleted: [String] = []
    var moved: [String] = []

    init(from old: [String], to new: [String]) {
        var oldIndex: [String: Int] = [:]
        for (index, id) in old.enumerated() { oldIndex[id] = index }
        let newSet = Set(new)
        deleted = old.filter { !newSet.contains($0) }
        inserted = new.filter { oldIndex[$0] == nil }
        let survivors = new.filter { oldIndex[$0] != nil }
        let kept = Set(Self.longestIncreasingRun(survivors.compactMap { oldIndex[$0] }).map { old[$0] })
        moved = survivors.filter { !kept.contains($0) }
    }

    /// The longest strictly increasing subsequence (patience sorting), O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var tailIndex: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tailIndex[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailIndex.append(i)
            } else {
                tails[low] = value
                tailIndex[low] = i
            }
        }
        var run: [Int] = []
        var cursor = tailIndex.last ?? -1
        while cursor >= 0 {
            run.append(values[cursor])
            cursor = previous[cursor]
        }
        return run.reversed()
    }
}
