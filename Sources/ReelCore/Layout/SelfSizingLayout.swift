/// Columns of items with their own heights — one column for a feed, two or three for masonry (each item goes to
/// the shortest column). Heights start as estimates and are replaced as cells are measured; frames are
/// recomputed lazily after a change. Band lookups binary-search each column: O(columns · log n).
package struct SelfSizingLayout: Sendable, Equatable {
    package let spec: GridSpec
    package let viewportWidth: Double
    package let itemWidth: Double
    package private(set) var heights: [Double]
    package private(set) var frames: [Rect] = []
    private var columnItems: [[Int]] = []
    package private(set) var contentHeight: Double = 0

    package init(spec: GridSpec, viewportWidth: Double, heights: [Double]) {
        self.spec = spec
        self.viewportWidth = viewportWidth
        let columns = Double(spec.columns)
        itemWidth = max(
            1, (viewportWidth - spec.insets.left - spec.insets.right - spec.spacing * (columns - 1)) / columns)
        self.heights = heights
        resolve()
    }

    package var itemCount: Int { heights.count }

    /// Sets many heights at once, recomputing frames once.
    mutating func setHeights(_ updates: [(index: Int, height: Double)]) {
        var changed = false
        for (index, height) in updates where heights[index] != height {
            heights[index] = height
            changed = true
        }
        if changed { resolve() }
    }

    private mutating func resolve() {
        let columns = spec.columns
        let lineSpacing = spec.lineSpacing ?? spec.spacing
        var bottoms = [Double](repeating: spec.insets.top, count: columns)
        frames = []
        frames.reserveCapacity(heights.count)
        columnItems = Array(repeating: [], count: columns)
        for (index, height) in heights.enumerated() {
            // Feed: one column. Masonry: the shortest column, leftmost on ties.
            var column = 0
            for candidate in 1..<max(1, columns) where bottoms[candidate] < bottoms[column] { column = candidate }
            let x = spec.insets.left + Double(column) * (itemWidth + spec.spacing)
            frames.append(Rect(x: x, y: bottoms[column], width: itemWidth, height: height))
            columnItems[column].append(index)
            bottoms[column] += height + lineSpacing
        }
        let tallest = bottoms.max() ?? spec.insets.top
        contentHeight = (heights.isEmpty ? tallest : tallest - lineSpacing) + spec.insets.bottom
    }

    package func frame(at index: Int) -> Rect { frames[index] }

    package func indices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
        guard maxY > minY else { return [] }
        var found: [Int] = []
        for column in columnItems {
            // First item in the column whose bottom is below minY.
            var low = 0
            var high = column.count
            while low < high {
                let mid = (low + high) / 2
                if frames[column[mid]].maxY <= minY { low = mid + 1 } else { high = mid }
            }
            var cursor = low
            while cursor < column.count, frames[column[cursor]].minY < maxY {
                found.append(column[cursor])
                cursor += 1
            }
        }
        return found.sorted()
    }
}
