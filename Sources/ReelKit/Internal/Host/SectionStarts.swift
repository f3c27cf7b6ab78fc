/// Where each section starts in the flat list of items (prefix sums of the sections' counts): index paths to flat
/// indices and back in O(log sections), where walking the sections costs O(sections) for every item of a gallery of
/// thousands of small sections.
struct SectionStarts: Sendable {
    /// The flat index of each section's first item, then the total.
    private let starts: [Int]

    init(counts: some Sequence<Int>) {
        var starts = [0]
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        self.starts = starts
    }

    /// The index path of the item at flat `index`; nil outside the list.
    func indexPath(ofFlatIndex index: Int) -> IndexPath? {
        guard index >= 0, let total = starts.last, index < total else { return nil }
        // The last section starting at or before `index` that is not empty.
        var low = 0
        var high = starts.count - 1
        while low + 1 < high {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        return IndexPath(item: index - starts[low], section: low)
    }

    /// The flat index of the item at `indexPath`; nil when the section or item does not exist.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section + 1 < starts.count, indexPath.item >= 0,
            indexPath.item < starts[indexPath.section + 1] - starts[indexPath.section]
        else { return nil }
        return starts[indexPath.section] + indexPath.item
    }
}
