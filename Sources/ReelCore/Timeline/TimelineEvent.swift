/// One thing that happened in virtual time; a line of `timeline.jsonl`.
package enum TimelineEvent: Sendable, Equatable {
    /// A frame was produced.
    case frame(index: Int, offset: Double, velocity: Double)
    /// A new transfer was requested (coalesced requests join an existing task instead).
    case request(
        task: LoadTaskID, itemID: ItemID, url: String, size: PixelSize, priority: LoadPriority, owner: LoadOwner)
    /// A subscriber joined an existing task.
    case join(task: LoadTaskID, itemID: ItemID, owner: LoadOwner)
    /// The task got a transfer slot; the network model says when it arrives.
    case start(task: LoadTaskID, due: Double)
    /// The task's last subscriber left: the transfer is aborted and nothing is delivered.
    case cancel(task: LoadTaskID, itemID: ItemID)
    /// The task finished: `failure` is nil on success.
    case deliver(task: LoadTaskID, itemID: ItemID, failure: LoadFailure?, subscribers: Int)
    /// The memory cache answered a lookup.
    case cacheHit(itemID: ItemID)
    /// Entries were evicted from the memory cache.
    case evict(url: String)
    /// A cell was created because the pool was empty.
    case create(cell: CellID)
    /// A cell was dequeued for an item (`reused` when it came from the pool).
    case dequeue(cell: CellID, itemID: ItemID, index: Int, reused: Bool)
    /// prepareForReuse ran on a pooled cell.
    case reuse(cell: CellID, previousItemID: ItemID?)
    /// willDisplay (`prepared` when the cell was configured before it came on screen).
    case display(cell: CellID, itemID: ItemID, prepared: Bool)
    /// didEndDisplaying; the cell goes back to the pool.
    case endDisplay(cell: CellID, itemID: ItemID)
    /// What a cell shows changed because a load finished.
    case apply(cell: CellID, itemID: ItemID?, shows: String, forItemID: ItemID)
    /// A visible cell's state changed; `wrong` says what kind of stale ("other-item" or "outdated").
    case state(cell: CellID, itemID: ItemID, from: CellState?, to: CellState, wrong: String?)
    /// A snapshot was applied.
    case applySnapshot(inserted: Int, deleted: Int, moved: Int, reconfigured: Int, reloaded: Int, animated: Bool)
    /// The frame's main-thread work overran the budget: the previous frame stays on screen for `missed` refreshes.
    case hitch(workMs: Double, hitchMs: Double, missed: Int)
    /// A cell was dequeued and configured ahead of display (automatic cell prefetching).
    case prepare(cell: CellID, itemID: ItemID, index: Int)
    /// A prepared (or kept) cell went back to the pool without being displayed (again).
    case unprepare(cell: CellID, itemID: ItemID, displayed: Bool)
    /// A cell was configured again in place (snapshot reconfigure).
    case reconfigure(cell: CellID, itemID: ItemID)
    /// A displayed cell was replaced by a newly dequeued one (snapshot reload); the new cell's dequeue follows.
    case reload(cell: CellID, itemID: ItemID)
    /// A per-row flag was switched on or off for the row with `identifier`.
    case toggle(itemID: ItemID, identifier: String, flag: String, on: Bool)
    /// An apply rebuilt a surviving row: its cell was `"reconfigured"` with another item behind the same identifier,
    /// or `"replaced"` because the row's identifier changed.
    case rebuildRow(itemID: ItemID, cell: CellID, how: String, previousItemID: ItemID?)
    /// An apply changed a surviving item's per-row flags: state it had was lost, or state of another row landed on it.
    case rowState(itemID: ItemID, lost: String, gained: String)
    /// A new transfer started for an image whose in-flight transfer was cancelled earlier in the same frame;
    /// `rebuild` when it was cancelled because an apply rebuilt the row.
    case restart(task: LoadTaskID, itemID: ItemID, rebuild: Bool)
    /// The Dynamic Type text size changed from `from` to `category`: cells updated with the new fonts, self-sizing
    /// heights measured again at once, and the scroll-anchor compensation it took (points).
    case contentSize(
        category: ContentSizeCategory, from: ContentSizeCategory, heightsRecomputed: Int, cellsUpdated: Int,
        anchorShift: Double)
    /// The scroll indicator's knob moved by `jump` points more than the scroll explains (estimates replaced, content
    /// changed); `top` and `length` are the knob now, over `contentHeight` points of content.
    case indicatorJump(jump: Double, top: Double, length: Double, contentHeight: Double)
    /// The script called the gallery's named action.
    case call(action: String)
    /// An outcome of the user's own code (ReelKit): an escape from determinism, an error, a late write.
    case userCode(kind: String, message: String, cell: CellID?)
}

/// A timeline event stamped with its virtual time and frame.
package struct TimedEvent: Sendable, Equatable {
    package var timeMs: Double
    package var frame: Int
    package var event: TimelineEvent

    package init(timeMs: Double, frame: Int, event: TimelineEvent) {
        self.timeMs = timeMs
        self.frame = frame
        self.event = event
    }
}
