/// A uniform grid: every item has the same size, rows of `columns` items. Lookups are O(1).
package struct GridLayout: CollectionLayout, Equatable {
    package let spec: GridSpec
    package let viewportWidth: Double
    package let itemCount: Int
    package let itemWidth: Double
    package let itemHeight: Double

    package init(spec: GridSpec, viewportWidth: Double, itemCount: Int) {
        self.spec = spec
        self.viewportWidth = viewportWidth
        self.itemCount = itemCount
        let columns = Double(spec.columns)
        let available = viewportWidth - spec.insets.left - spec.insets.right - spec.spacing * (columns - 1)
        itemWidth = max(1, available / columns)
        itemHeight = spec.itemHeight ?? max(1, itemWidth / spec.itemAspect)
    }

    /// The number of rows.
    package var rowCount: Int { (itemCount + spec.columns - 1) / spec.columns }

    private var lineSpacing: Double { spec.lineSpacing ?? spec.spacing }

    private var rowPitch: Double { itemHeight + lineSpacing }

    package var contentHeight: Double {
        guard rowCount > 0 else { return spec.insets.top + spec.insets.bottom }
        return spec.insets.top + Double(rowCount) * itemHeight + Double(rowCount - 1) * lineSpacing
            + spec.insets.bottom
    }

    package func frame(at index: Int) -> Rect {
        let row = index / spec.columns
        let column = index % spec.columns
        return Rect(
            x: spec.insets.left + Double(column) * (itemWidth + spec.spacing),
            y: spec.insets.top + Double(row) * rowPitch,
            width: itemWidth, height: itemHeight
        )
    }

    package func indices(inBandFrom minY: Double, to maxY: Double) -> Range<Int> {
        guard itemCount > 0, maxY > minY else { return 0..<0 }
        let top = minY - spec.insets.top
        let bottom = maxY - spec.insets.top
        // Row r spans [r * pitch, r * pitch + itemHeight); it intersects when its top < bottom and its bottom > top.
        var firstRow = Int((top / rowPitch).rounded(.down))
        if top - Double(firstRow) * rowPitch >= itemHeight { firstRow += 1 }
        firstRow = max(0, firstRow)
        var lastRow = Int((bottom / rowPitch).rounded(.up)) - 1
        lastRow = min(rowCount - 1, lastRow)
        guard firstRow <= lastRow else { return 0..<0 }
        let lower = firstRow * spec.columns
        let upper = min(itemCount, (lastRow + 1) * spec.columns)
        return lower..<upper
    }
}
