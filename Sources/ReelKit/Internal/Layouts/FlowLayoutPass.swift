import Foundation

/// A vertical flow layout laid out as UIKit's flow layout lays it out, section by section: the header (as wide as
/// the collection view), the section's top inset, lines of items, the bottom inset, the footer. A line takes items
/// while they fit between the section's insets with the minimum inter-item spacing; it is as tall as its tallest
/// item, and each item is centred on it vertically. A line of several items is justified (the room left is shared
/// between the gaps) and a line of one item is centred — except the section's last line, whose items sit at the
/// minimum spacing from the left, or, when every item of the section has one size, in the columns of the lines
/// above.
@preconcurrency @MainActor
struct FlowLayoutPass {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView?
    /// The collection view's width.
    let width: Double

    func run() -> FlowLayoutCache {
        var cache = FlowLayoutCache()
        let sections = collectionView?.numberOfSections ?? 0
        var y = 0.0
        for section in 0..<sections {
            y = lay(section: section, from: y, into: &cache)
        }
        cache.contentSize = CGSize(width: width, height: y)
        return cache
    }

    /// Lays out `section` from `top` down; returns where the next section starts.
    private func lay(section: Int, from top: Double, into cache: inout FlowLayoutCache) -> Double {
        let metrics = FlowSectionMetrics(layout: layout, collectionView: collectionView, section: section)
        var y = top
        let indexPath = IndexPath(item: 0, section: section)
        let left = Double(metrics.inset.left)
        let spacing = Double(metrics.interitemSpacing)
        if metrics.headerHeight > 0 {
            let header = make(kind: UICollectionView.elementKindSectionHeader, at: indexPath)
            header.frame = CGRect(x: 0, y: y, width: width, height: Double(metrics.headerHeight))
            cache.add(header: header, section: section)
            y += Double(metrics.headerHeight)
        }
        y += Double(metrics.inset.top)
        let available = width - left - Double(metrics.inset.right)
        let sizes = itemSizes(metrics, section: section, available: available)
        let lines = Self.lines(of: sizes.map(\.width), available: available, spacing: spacing)
        var items: [UICollectionViewLayoutAttributes] = []
        items.reserveCapacity(sizes.count)
        let uniform = sizes.dropFirst().allSatisfy { $0.width == sizes[0].width && $0.height == sizes[0].height }
        let columns = uniform ? lines.first?.count ?? 1 : 0
        for (number, line) in lines.enumerated() {
            let lineHeight = line.map { sizes[$0].height }.max() ?? 0
            let xs = Self.positions(
                of: line.map { sizes[$0].width }, available: available, spacing: spacing,
                isLast: number == lines.count - 1, columns: columns)
            for (offset, item) in line.enumerated() {
                let attributes = make(item: IndexPath(item: item, section: section))
                let size = sizes[item]
                attributes.frame = CGRect(
                    x: left + xs[offset], y: y + (lineHeight - size.height) / 2, width: size.width,
                    height: size.height)
                items.append(attributes)
            }
            y += lineHeight + (number < lines.count - 1 ? Double(metrics.lineSpacing) : 0)
        }
        cache.add(items: items, section: section)
        y += Double(metrics.inset.bottom)
        if metrics.footerHeight > 0 {
            let footer = make(kind: UICollectionView.elementKindSectionFooter, at: indexPath)
            footer.frame = CGRect(x: 0, y: y, width: width, height: Double(metrics.footerHeight))
            cache.add(footer: footer, section: section)
            y += Double(metrics.footerHeight)
        }
        return y
    }

    /// The sizes of the section's items: the delegate's or `itemSize`; with `estimatedItemSize`, self-sizing cells one
    /// to a line, as wide as the section and as tall as each cell asked for (its estimate until reel asked).
    private func itemSizes(
        _ metrics: FlowSectionMetrics, section: Int, available: Double
    ) -> [(width: Double, height: Double)] {
        guard layout.estimatedItemSize != .zero else {
            return metrics.itemSizes.map { (width: Double($0.width), height: Double($0.height)) }
        }
        let estimate = Double(
            layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
                ? layout.itemSize.height : layout.estimatedItemSize.height)
        return metrics.itemSizes.indices.map { item in
            let height = layout.cellHeight?(IndexPath(item: item, section: section), available) ?? estimate
            return (width: available, height: height)
        }
    }

    /// The items of each line: as many as fit with the minimum spacing (at least one).
    nonisolated static func lines(of widths: [Double], available: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var line: [Int] = []
        var used = 0.0
        for (index, width) in widths.enumerated() {
            if !line.isEmpty, used + spacing + width > available + 1e-9 {
                lines.append(line)
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : spacing) + width
            line.append(index)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Where each item of a line starts, from the section's left inset. `columns` is the number of items of a full
    /// line when every item has one size (0 otherwise).
    nonisolated static func positions(
        of widths: [Double], available: Double, spacing: Double, isLast: Bool, columns: Int
    ) -> [Double] {
        let count = widths.count
        if columns > 0, let width = widths.first {
            // Equal items: the columns of a full line (a line of one column is centred).
            guard columns > 1 else { return [(available - width) / 2] }
            let gap = (available - Double(columns) * width) / Double(columns - 1)
            return (0..<count).map { Double($0) * (width + gap) }
        }
        if isLast || count == 0 { return Self.packed(widths, spacing: spacing) }
        guard count > 1 else { return [(available - widths[0]) / 2] }
        let gap = (available - widths.reduce(0, +)) / Double(count - 1)
        return Self.packed(widths, spacing: gap)
    }

    nonisolated private static func packed(_ widths: [Double], spacing: Double) -> [Double] {
        var x = 0.0
        return widths.map { width in
            defer { x += width + spacing }
            return x
        }
    }

    private func make(item indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        .made(by: type(of: layout), for: indexPath, category: .cell, kind: nil)
    }

    private func make(kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        .made(by: type(of: layout), for: indexPath, category: .supplementaryView, kind: kind)
    }
}
