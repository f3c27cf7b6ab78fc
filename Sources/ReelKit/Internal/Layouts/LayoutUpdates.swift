import Foundation
import ReelCore

/// The items a layout last laid out, and the update items of a change from them to the next ones, as UIKit hands
/// them to `prepare(forCollectionViewUpdates:)`: deletes (index paths before), inserts (index paths after), and moves
/// for the items that kept their place in neither order (those outside the longest run of items in the same order).
struct LayoutUpdates {
    private var items: [ItemID] = []
    private var paths: [IndexPath] = []

    /// Remembers `items` at `paths`; returns the update items from the ones remembered before.
    @MainActor
    mutating func replace(with newItems: [ItemID], at newPaths: [IndexPath]) -> [UICollectionViewUpdateItem] {
        defer {
            items = newItems
            paths = newPaths
        }
        var oldIndex: [ItemID: Int] = [:]
        oldIndex.reserveCapacity(items.count)
        for (index, id) in items.enumerated() { oldIndex[id] = index }
        var newIndex: [ItemID: Int] = [:]
        newIndex.reserveCapacity(newItems.count)
        for (index, id) in newItems.enumerated() { newIndex[id] = index }
        var updates: [UICollectionViewUpdateItem] = []
        for (index, id) in items.enumerated() where newIndex[id] == nil {
            updates.append(UICollectionViewUpdateItem(action: .delete, before: paths[index], after: nil))
        }
        // The surviving items in their new order, by old index: those outside the longest increasing run moved.
        var survivors: [(old: Int, new: Int)] = []
        for (index, id) in newItems.enumerated() {
            if let old = oldIndex[id] {
                survivors.append((old, index))
            } else {
                updates.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: newPaths[index]))
            }
        }
        let kept = Self.longestIncreasingRun(survivors.map(\.old))
        for (position, survivor) in survivors.enumerated() where !kept.contains(position) {
            updates.append(
                UICollectionViewUpdateItem(action: .move, before: paths[survivor.old], after: newPaths[survivor.new]))
        }
        return updates
    }

    /// The positions of a longest strictly increasing subsequence of `values` (O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // positions: tails[k] ends the best run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var kept: Set<Int> = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            kept.insert(cursor)
            cursor = previous[cursor]
        }
        return kept
    }
}
