import Foundation
import ReelCore
import Synchronization

/// The gallery's cell objects by the simulation's cell, the cell the frame loop is dequeuing for the cell provider
/// now running, and the cells whose views changed since the world last heard of them.
@preconcurrency @MainActor
final class CellRegistry {
    /// The cell objects, by the simulation's cell.
    private var objects: [CellID: UICollectionViewCell] = [:]
    /// The cell the frame loop dequeued for the cell provider now running, and the index path it runs for.
    private(set) var dequeuing: CellID?
    private(set) var dequeuingIndexPath: IndexPath?
    /// Cells whose views changed since the world last heard of them (also written off the thread by escapes).
    nonisolated private let dirty = Mutex<Set<CellID>>([])

    /// The object of `cellID`, if the gallery made one.
    subscript(cellID: CellID) -> UICollectionViewCell? { objects[cellID] }

    /// The cells that have an object, in order.
    var ids: [CellID] { objects.keys.sorted() }

    /// Whether `cellID` has an object.
    func contains(_ cellID: CellID) -> Bool { objects[cellID] != nil }

    /// `cell` is the object of `cellID` from now on.
    func adopt(_ cell: UICollectionViewCell, as cellID: CellID) { objects[cellID] = cell }

    /// Runs `body` (the cell provider) with `cellID` as the cell being dequeued for the item at `indexPath`.
    func dequeuing<T>(_ cellID: CellID, at indexPath: IndexPath?, _ body: () -> T) -> T {
        dequeuing = cellID
        dequeuingIndexPath = indexPath
        defer {
            dequeuing = nil
            dequeuingIndexPath = nil
        }
        return body()
    }

    // The lock's closures below run in nonisolated helpers: a closure formed on the main actor and called by the lock
    // checks its isolation at run time on every call.

    /// Notes that a view of `cellID` changed.
    nonisolated func markDirty(_ cellID: CellID) {
        _ = dirty.withLock { $0.insert(cellID) }
    }

    /// The cells marked dirty since the last call, in order.
    nonisolated func takeDirty() -> [CellID] {
        dirty.withLock { cells in
            defer { cells = [] }
            return cells.sorted()
        }
    }
}
