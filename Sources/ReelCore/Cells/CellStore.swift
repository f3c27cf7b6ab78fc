/// The collection view's cell objects: every cell by its `CellID`, the reuse pool, which cell displays (or is
/// prepared for) which item index, and the lifecycle steps between them — create or dequeue, display, end display,
/// prepare, back to the pool — each recorded as a timeline event.
package struct CellStore: Sendable {
    /// Modelled memory of a cell object apart from its image: the view hierarchy, its layers and text backing
    /// (a round estimate; the image its image view holds is counted on top).
    package static let cellBaseBytes = 32 * 1024

    /// Every cell ever created, in creation order (cell #n is at n - 1; only this type does that arithmetic).
    package private(set) var all: [Cell] = []
    private var pool = ReusePool<CellID>()
    /// Visible item index → the cell displaying it.
    package private(set) var displayed: [Int: CellID] = [:]
    /// Cells prepared ahead of display, or kept after scrolling off (automatic cell prefetching): index → cell.
    package private(set) var prepared: [Int: CellID] = [:]
    /// Cells of rows an animated apply removed: UIKit keeps them for the disappearing animation, out of the pool,
    /// until the animation ends.
    private var disappearing: [(cell: CellID, until: Double)] = []
    /// Decoded image bytes the cells' image views hold (a cell keeps its image alive, even in the reuse pool).
    package private(set) var heldImageBytes = 0

    package init() {}

    /// The cell `id`. Setting it (only this type does) keeps `heldImageBytes` up to date with what its image view
    /// shows.
    package private(set) subscript(id: CellID) -> Cell {
        get { all[id.number - 1] }
        set {
            let index = id.number - 1
            heldImageBytes += Self.heldBytes(newValue.content) - Self.heldBytes(all[index].content)
            all[index] = newValue
        }
    }

    /// The item index `cell` displays or is prepared for; nil when it is in the pool or held out of it (UIKit's
    /// `indexPath(for:)`: a cell not in the collection view has none).
    package func index(of cell: CellID) -> Int? {
        guard let index = self[cell].itemIndex, displayed[index] == cell || prepared[index] == cell else { return nil }
        return index
    }

    /// How many cells exist (UIKit keeps pooled cells alive, so it is every cell created).
    package var count: Int { all.count }

    /// The modelled memory of every cell: a fixed cost per cell plus the images their image views hold.
    package var memoryBytes: Int { all.count * Self.cellBaseBytes + heldImageBytes }

    /// Decoded bytes an image view holds while showing `content`.
    package static func heldBytes(_ content: CellContent) -> Int {
        guard case .image(let tag) = content else { return 0 }
        return tag.key.byteCost
    }

    // MARK: What a cell shows

    /// What the cell's image view shows from now on.
    package mutating func show(_ content: CellContent, in cell: CellID) { self[cell].content = content }

    /// The item whose text (and intended image) the cell was configured with.
    package mutating func setConfiguredItem(_ itemID: ItemID, of cell: CellID) { self[cell].configuredItemID = itemID }

    /// The load the cell waits for.
    package mutating func setSubscription(_ subscription: SubscriptionID?, of cell: CellID) {
        self[cell].subscription = subscription
    }

    /// A snapshot update took the cell's item's image off screen (`loss`), or the image is back (nil).
    mutating func noteImageLoss(_ loss: Cell.ImageLoss?, in cell: CellID) { self[cell].imageLostTo = loss }

    /// A frame showed the cell in `state`: its last state, and whether its display episode has reached the correct
    /// image.
    mutating func noteShown(_ cell: CellID, in state: CellState) {
        self[cell].lastState = state
        if state == .correct, self[cell].displayStart != nil { self[cell].reachedCorrect = true }
    }

    // MARK: The lifecycle

    /// Takes the pooled cell that waited longest for `reuseIdentifier`, or creates one when none waits.
    /// The caller runs prepareForReuse on a reused cell before it configures it.
    package mutating func dequeue(reuseIdentifier: String) -> (cell: CellID, reused: Bool, record: PartRecord) {
        var record = PartRecord()
        if let pooled = pool.dequeue(reuseIdentifier: reuseIdentifier) {
            record.record(.reuse(cell: pooled, previousItemID: self[pooled].itemID))
            return (pooled, true, record)
        }
        let cell = CellID(all.count + 1)
        all.append(Cell(id: cell, reuseIdentifier: reuseIdentifier))
        record.record(.create(cell: cell))
        return (cell, false, record)
    }

    /// A dequeued cell (`reused` when it came from the pool) now represents the item `itemID` at `index`
    /// (`preparing`: ahead of display).
    package mutating func assign(
        _ cell: CellID, itemID: ItemID, index: Int, reused: Bool, preparing: Bool
    ) -> PartRecord {
        self[cell].imageLostTo = nil
        self[cell].itemID = itemID
        self[cell].itemIndex = index
        var record = PartRecord()
        record.record(.dequeue(cell: cell, itemID: itemID, index: index, reused: reused))
        if preparing { record.record(.prepare(cell: cell, itemID: itemID, index: index)) }
        return record
    }

    /// didEndDisplaying begins: the cell displaying `index` leaves the displayed set.
    package mutating func removeDisplayed(at index: Int) -> CellID? { displayed.removeValue(forKey: index) }

    /// `cell` was dequeued and configured ahead of display for the item at `index`.
    package mutating func keepPrepared(_ cell: CellID, at index: Int) { prepared[index] = cell }

    /// An apply moved rows: the displayed cells that stay are now at these indices (each cell's item index follows).
    mutating func relocateDisplayed(_ map: [Int: CellID]) {
        for (index, cell) in map { self[cell].itemIndex = index }
        displayed = map
    }

    /// An apply moved rows: the prepared cells that stay are now at these indices (each cell's item index follows).
    mutating func relocatePrepared(_ map: [Int: CellID]) {
        for (index, cell) in map { self[cell].itemIndex = index }
        prepared = map
    }

    /// A kept cell now stands for another item (`itemID` at `index`) without being dequeued again: when it is
    /// displayed, what the user sees there is a new display episode from `now` (the last one counted as never
    /// correct if it was not).
    mutating func rebind(_ cell: CellID, toItem itemID: ItemID, index: Int, now: Double) -> PartRecord {
        var record = PartRecord()
        if self[cell].isDisplayed {
            if !self[cell].reachedCorrect { record.note(.neverCorrect) }
            self[cell].displayStart = now
            self[cell].reachedCorrect = false
        }
        self[cell].itemID = itemID
        self[cell].itemIndex = index
        return record
    }

    /// The cell prepared for `index`, taken out of the prepared set to be displayed.
    package mutating func takePrepared(index: Int) -> (cell: CellID?, record: PartRecord) {
        var record = PartRecord()
        guard let cell = prepared.removeValue(forKey: index) else { return (nil, record) }
        record.note(.displayedFromPrepared)
        self[cell].preparedUntil = nil
        return (cell, record)
    }

    /// willDisplay: `cell` shows the item at `index` from `now` on, a new display episode.
    package mutating func beginDisplay(
        _ cell: CellID, index: Int, itemID: ItemID, wasPrepared: Bool, now: Double
    ) -> PartRecord {
        displayed[index] = cell
        self[cell].isDisplayed = true
        self[cell].displayStart = now
        self[cell].reachedCorrect = false
        self[cell].lastState = nil
        var record = PartRecord()
        record.record(.display(cell: cell, itemID: itemID, prepared: wasPrepared))
        return record
    }

    /// What happens to a cell after didEndDisplaying.
    package enum Afterwards: Sendable {
        /// Back to the reuse pool.
        case pool
        /// Kept prepared at the item index until a time (automatic cell prefetching), in case it comes back.
        case keepPrepared(index: Int, until: Double)
        /// Held out of the pool until a time (the disappearing animation of an animated apply).
        case holdUntil(Double)
    }

    /// didEndDisplaying (the caller has removed the cell from `displayed`), then `afterwards`.
    package mutating func endDisplay(_ cell: CellID, itemID: ItemID, afterwards: Afterwards) -> PartRecord {
        var record = PartRecord()
        if !self[cell].reachedCorrect { record.note(.neverCorrect) }
        self[cell].isDisplayed = false
        self[cell].imageLostTo = nil
        self[cell].displayStart = nil
        self[cell].lastState = nil
        record.record(.endDisplay(cell: cell, itemID: itemID))
        switch afterwards {
        case .pool: enqueue(cell)
        case .keepPrepared(let index, let until):
            self[cell].preparedUntil = until
            prepared[index] = cell
        case .holdUntil(let time): disappearing.append((cell, time))
        }
        return record
    }

    /// Sends the cell prepared for `index` back to the pool.
    package mutating func unprepare(index: Int) -> PartRecord {
        guard let cell = prepared.removeValue(forKey: index) else { return PartRecord() }
        return unprepare(cell: cell)
    }

    /// Sends a prepared cell no longer in `prepared` back to the pool.
    package mutating func unprepare(cell: CellID) -> PartRecord {
        var record = PartRecord()
        let wasDisplayed = self[cell].preparedUntil != nil
        if !wasDisplayed { record.note(.preparedNeverDisplayed) }
        self[cell].preparedUntil = nil
        record.record(.unprepare(cell: cell, itemID: self[cell].itemID ?? "", displayed: wasDisplayed))
        enqueue(cell)
        return record
    }

    /// Returns the cells of rows an animated apply removed to the pool once their disappearing animation is over.
    package mutating func releaseDisappearing(at now: Double) {
        guard !disappearing.isEmpty else { return }
        for entry in disappearing where entry.until <= now { enqueue(entry.cell) }
        disappearing.removeAll { $0.until <= now }
    }

    /// The live cells and their modelled memory, as the fact sampled once per frame.
    var memorySample: RunFact { .cellMemory(cells: all.count, bytes: memoryBytes) }

    private mutating func enqueue(_ cell: CellID) {
        pool.enqueue(cell, reuseIdentifier: self[cell].reuseIdentifier)
    }
}
