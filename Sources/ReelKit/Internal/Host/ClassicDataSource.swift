import ReelCore

/// reel's side of an app's own `UICollectionViewDataSource` (numbers of sections and items, `cellForItemAt`): the
/// item each index path holds, kept in step with the calls that tell a collection view what changed.
///
/// Which item an index path holds (the ground truth of what its cell should show): when the data source is first
/// asked, its index paths in order (section by section) hold the items reel learnt in order — the scenario's items,
/// then the items `reelNewItems(count:)` made, in the order made — which is what an app gets when it builds its model
/// from the items reel gives it. After that an index path keeps its item through `performBatchUpdates` and the
/// insert, delete, move and reload calls, as UIKit keeps a cell's item; an inserted index path (or a section
/// inserted, or grown by `reloadData()` or `reloadSections`) takes the next learnt item no index path has held yet.
/// `reloadData()` keeps the items in their order and only follows the counts (more: new items at the end; fewer:
/// the last ones go).
@preconcurrency @MainActor
final class ClassicDataSource: DiffableSource {
    /// The app's object (the collection view holds it weakly, as UIKit does).
    weak var source: (any UICollectionViewDataSource)?
    private weak var host: GalleryHost?
    /// The item id each index path holds, section by section.
    private(set) var sections: [[ItemID]] = [] {
        didSet { sectionStarts = nil }
    }
    /// Where each section starts, made when first asked.
    private var sectionStarts: SectionStarts?
    /// Every item an index path has held.
    private var placed: Set<ItemID> = []
    /// How far the learnt items have been searched for one never placed.
    private var cursor = 0
    /// The changes of the `performBatchUpdates` in progress (nil outside one).
    var batch: ClassicBatch?
    private var batchDepth = 0

    init(source: any UICollectionViewDataSource, host: GalleryHost) {
        self.source = source
        self.host = host
    }

    // MARK: Asking the app

    private func counts(of collectionView: UICollectionView) -> [Int] {
        guard let source else { return [] }
        let sectionCount = max(0, source.numberOfSections(in: collectionView))
        return (0..<sectionCount).map { max(0, source.collectionView(collectionView, numberOfItemsInSection: $0)) }
    }

    /// The next learnt item no index path has held, nil when every one has.
    private func nextUnplaced(in truth: ItemTruth) -> ItemID? {
        while cursor < truth.learntCount {
            let id = truth.learntID(at: cursor)
            cursor += 1
            if placed.insert(id).inserted { return id }
        }
        return nil
    }

    /// Gives every empty place the next unplaced item, in index path order.
    private func fill(_ layout: [[ItemID?]], truth: ItemTruth, what: String) throws(ClassicUpdateError) -> [[ItemID]] {
        var result: [[ItemID]] = []
        for section in layout {
            var ids: [ItemID] = []
            ids.reserveCapacity(section.count)
            for id in section {
                if let id {
                    ids.append(id)
                } else if let next = nextUnplaced(in: truth) {
                    ids.append(next)
                } else {
                    let total = layout.reduce(0) { $0 + $1.count }
                    throw ClassicUpdateError(
                        "\(what): the data source counts \(total) items, more than the \(truth.learntCount) items "
                            + "reel knows: make the items a gallery adds with collectionView.reelNewItems(count:)")
                }
            }
            result.append(ids)
        }
        return result
    }

    // MARK: Changes

    /// `reloadData()` (and the first load): the counts are asked again; items keep their order, the first ones fill
    /// the new counts, and new items are placed after them.
    func reload(_ collectionView: UICollectionView, truth: ItemTruth, what: String) throws(ClassicUpdateError)
        -> [[ItemID]]
    {
        var flat = sections.joined().makeIterator()
        let layout = counts(of: collectionView).map { count in (0..<count).map { _ in flat.next() } }
        let filled = try fill(layout, truth: truth, what: what)
        sections = filled
        return filled
    }

    /// Opens a `performBatchUpdates`; nested ones join the outermost.
    func beginBatch() {
        batchDepth += 1
        if batch == nil { batch = ClassicBatch() }
    }

    /// Closes a `performBatchUpdates`: the batch to commit when it was the outermost.
    func endBatch() -> ClassicBatch? {
        batchDepth -= 1
        guard batchDepth == 0 else { return nil }
        defer { batch = nil }
        return batch
    }

    /// Applies `batch` as UIKit does: deletes, moves' sources and reloads at the index paths before the update,
    /// inserts and moves' destinations at the index paths after it; then checks the counts against the data source.
    /// Returns the new sections and the ids to reload.
    func commit(_ batch: ClassicBatch, on collectionView: UICollectionView, truth: ItemTruth)
        throws(ClassicUpdateError) -> (sections: [[ItemID]], reloaded: [ItemID])
    {
        let what = batch.name
        let counts = counts(of: collectionView)
        let arranged = try batch.arrange(sections, newCounts: counts)
        let filled = try fill(arranged.layout, truth: truth, what: what)
        for (index, section) in filled.enumerated() where section.count != counts[index] {
            throw ClassicUpdateError(
                "\(what): section \(index) holds \(section.count) items after the update, but the data source "
                    + "counts \(counts[index]) (UIKit raises NSInternalInconsistencyException): insert and delete "
                    + "exactly the items the model gained and lost")
        }
        sections = filled
        return (filled, arranged.reloaded)
    }

    // MARK: DiffableSource

    func cell(at index: Int, itemID: ItemID, in collectionView: UICollectionView) -> UICollectionViewCell? {
        guard let source, let indexPath = indexPath(ofFlatIndex: index) else { return nil }
        return source.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func indexPath(ofFlatIndex index: Int) -> IndexPath? { starts.indexPath(ofFlatIndex: index) }

    func flatIndex(of indexPath: IndexPath) -> Int? { starts.flatIndex(of: indexPath) }

    private var starts: SectionStarts {
        if let sectionStarts { return sectionStarts }
        let made = SectionStarts(counts: sections.map(\.count))
        sectionStarts = made
        return made
    }

    /// The script applied a snapshot itself: an app's own data source cannot follow (its model is its own).
    func follow(_ items: [Item]) -> Bool { false }

    /// Nothing to do: reel makes this object when it adopts the collection view.
    func adopted() {}
}

/// A change an app's data source reported that does not fit what reel shows (an index path out of range, counts
/// that do not add up): the run stops, as UIKit raises an exception.
struct ClassicUpdateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
