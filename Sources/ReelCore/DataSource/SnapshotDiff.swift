/// The difference between two id lists: inserted, deleted and moved ids (moves are the survivors outside the
/// longest run kept in order, so a single move counts once).
package struct SnapshotDiff: Sendable {
    package var inserted: [String] = []
    package var deleted: [String] = []
    package var moved: [String] = []

    package init(from old: [String], to new: [String]) {
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
