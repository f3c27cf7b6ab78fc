import Foundation
import ReelCore

/// The changes one update of an app's own data source reports (`performBatchUpdates`, or one insert, delete, reload
/// or move call outside it), in UIKit's terms: deletes, reloads and moves' sources name index paths before the
/// update, inserts and moves' destinations index paths after it.
struct ClassicBatch {
    /// The call reported in messages: `performBatchUpdates` or the one call that made the batch.
    var name = "performBatchUpdates"
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    /// The sections after the update: surviving items keep their ids, inserted places are nil (new items), and
    /// inserted or reloaded sections are resized to `newCounts`. Also the ids to reload.
    func arrange(_ old: [[ItemID]], newCounts: [Int]) throws(ClassicUpdateError)
        -> (layout: [[ItemID?]], reloaded: [ItemID])
    {
        for path in deletedItems + reloadedItems + movedItems.map(\.from) {
            try check(path, in: old.map(\.count), when: "before")
        }
        for section in deletedSections.union(reloadedSections) where section >= old.count {
            throw ClassicUpdateError(
                "\(name): section \(section) is not in the collection view before the update (it has \(old.count))")
        }
        var reloaded = reloadedItems.map { old[$0.section][$0.item] }
        for section in reloadedSections { reloaded += old[section] }
        let removed = Set(deletedItems + movedItems.map(\.from))
        var layout: [[ItemID?]] = []
        var origins: [Int?] = []
        for (section, ids) in old.enumerated() where !deletedSections.contains(section) {
            layout.append(ids.indices.filter { !removed.contains([section, $0]) }.map { ids[$0] })
            origins.append(section)
        }
        for section in insertedSections {
            guard section <= layout.count else {
                throw ClassicUpdateError(
                    "\(name): insertSections: section \(section) is past the end (\(layout.count) sections)")
            }
            layout.insert([], at: section)
            origins.insert(nil, at: section)
        }
        let placements =
            movedItems.map { (path: $0.to, id: Optional(old[$0.from.section][$0.from.item])) }
            + insertedItems.map { (path: $0, id: ItemID?.none) }
        for placement in placements.sorted(by: { $0.path < $1.path }) {
            let path = placement.path
            guard path.count == 2, layout.indices.contains(path.section),
                (0...layout[path.section].count).contains(
                    path.item)
            else {
                throw ClassicUpdateError(
                    "\(name): index path \(path) is not in the collection view after the update")
            }
            layout[path.section].insert(placement.id, at: path.item)
        }
        guard layout.count == newCounts.count else {
            throw ClassicUpdateError(
                "\(name): the update leaves \(layout.count) sections, but the data source counts \(newCounts.count) "
                    + "(UIKit raises NSInternalInconsistencyException): insert and delete the sections the model "
                    + "gained and lost")
        }
        for (index, origin) in origins.enumerated() where origin == nil || reloadedSections.contains(origin ?? -1) {
            let want = newCounts[index]
            if layout[index].count > want {
                layout[index].removeLast(layout[index].count - want)
            } else {
                layout[index] += Array(repeating: nil, count: want - layout[index].count)
            }
        }
        return (layout, reloaded)
    }

    private func check(_ path: IndexPath, in counts: [Int], when: String) throws(ClassicUpdateError) {
        guard path.count == 2, counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item)
        else {
            let held =
                path.count == 2 && counts.indices.contains(path.section)
                ? "section \(path.section) holds \(counts[path.section]) items" : "it has \(counts.count) sections"
            throw ClassicUpdateError(
                "\(name): index path \(path) is not in the collection view \(when) the update "
                    + "(\(held)); UIKit raises NSInternalInconsistencyException")
        }
    }
}
