/// One thing that happened in virtual time; a line of `timeline.jsonl`. The cases are the events' typed values, as
/// the simulation records them and the recorder counts them; what each event means, its name and the fields it
/// writes are declared once, in `line` (TimelineEvent+Line.swift), which the writer writes and
/// docs/timeline-reference.md lists.
package enum TimelineEvent: Sendable, Equatable {
    case frame(index: Int, offset: Double, velocity: Double)
    case request(
        task: LoadTaskID, itemID: ItemID, url: String, size: PixelSize, priority: LoadPriority, owner: LoadOwner)
    case join(task: LoadTaskID, itemID: ItemID, owner: LoadOwner)
    case start(task: LoadTaskID, due: Double)
    case cancel(task: LoadTaskID, itemID: ItemID)
    case deliver(task: LoadTaskID, itemID: ItemID, failure: LoadFailure?, subscribers: Int)
    case cacheHit(itemID: ItemID)
    case evict(url: String)
    case create(cell: CellID)
    case dequeue(cell: CellID, itemID: ItemID, index: Int, reused: Bool)
    case reuse(cell: CellID, previousItemID: ItemID?)
    case display(cell: CellID, itemID: ItemID, prepared: Bool)
    case endDisplay(cell: CellID, itemID: ItemID)
    case apply(cell: CellID, itemID: ItemID?, shows: String, forItemID: ItemID)
    case state(cell: CellID, itemID: ItemID, from: CellState?, to: CellState, wrong: String?)
    case applySnapshot(inserted: Int, deleted: Int, moved: Int, reconfigured: Int, reloaded: Int, animated: Bool)
    case hitch(workMs: Double, hitchMs: Double, missed: Int)
    case prepare(cell: CellID, itemID: ItemID, index: Int)
    case unprepare(cell: CellID, itemID: ItemID, displayed: Bool)
    case reconfigure(cell: CellID, itemID: ItemID)
    case reload(cell: CellID, itemID: ItemID)
    case toggle(itemID: ItemID, identifier: String, flag: String, on: Bool)
    case rebuildRow(itemID: ItemID, cell: CellID, how: String, previousItemID: ItemID?)
    case rowState(itemID: ItemID, lost: String, gained: String)
    case restart(task: LoadTaskID, itemID: ItemID, rebuild: Bool)
    case contentSize(
        category: ContentSizeCategory, from: ContentSizeCategory, heightsRecomputed: Int, cellsUpdated: Int,
        anchorShift: Double)
    case appearance(style: Appearance, from: Appearance, cellsUpdated: Int)
    case indicatorJump(jump: Double, top: Double, length: Double, contentHeight: Double)
    case call(action: String)
    case userCode(kind: String, message: String, cell: CellID?)
    case swipe(section: Int, from: Double?, to: Double?)
    case viewDequeue(view: SupplementaryID, element: SupplementaryKey, reused: Bool)
    case viewDisplay(view: SupplementaryID, element: SupplementaryKey)
    case viewEndDisplay(view: SupplementaryID, element: SupplementaryKey)
    case viewState(view: SupplementaryID, element: SupplementaryKey, from: CellState?, to: CellState, shows: String)

    /// The event's entry in the table of events.
    package var kind: TimelineEventKind { line.kind }
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
