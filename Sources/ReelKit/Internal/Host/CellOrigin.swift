import ReelCore

/// The cell (and the item it represented) the user's code was running for when a task was created: tasks inherit
/// it, so reel knows which cell a load is for and can tell a late write into a reused cell.
struct CellOrigin: Sendable {
    let cell: CellID
    let itemID: ItemID?

    /// The origin of the running code, if it runs for a cell.
    @TaskLocal static var current: CellOrigin?
}
