import Foundation
import ReelCore

/// A compositional layout's frames, section by section, as UIKit lays them out down a vertical list: the layout's
/// headers, then for each section its content insets around its headers (top alignments), its rows of items (each
/// section's group read as `CompositionalPlacement` reads it: equal items to a row, one self-sizing item at its
/// estimate), its footers; `interSectionSpacing` between sections; the layout's footers. A section with orthogonal
/// scrolling lays its groups side by side in one band (`ScrollingBand`), at rest until a script swipes it. Headers,
/// footers (pinned ones stay in view while their section shows) and section backgrounds come with the frames, to be
/// dequeued and drawn.
@preconcurrency @MainActor
struct CompositionalFrames {
    let layout: UICollectionViewCompositionalLayout
    let context: LayoutContext

    /// The number of sections: the data source's, or enough for every item.
    var sectionCount: Int {
        let last = context.itemCount > 0 ? context.indexPath(context.itemCount - 1).section : -1
        return max(context.collectionView.numberOfSections, last + 1)
    }

    func itemFrames() throws(LayoutRefusal) -> ItemFrames {
        let sections = sectionCount
        var counts = [Int](repeating: 0, count: sections)
        for index in 0..<context.itemCount {
            let section = context.indexPath(index).section
            if section < sections { counts[section] += 1 }
        }
        var frames: [Rect] = []
        frames.reserveCapacity(context.itemCount)
        var elements: [SupplementaryFrame] = []
        var bands: [ScrollingBand] = []
        var selfSizing: [Range<Int>] = []
        let configuration = layout.configuration
        let layoutItems = configuration.boundarySupplementaryItems
        var y = stack(layoutItems.filter(\.isHeader), section: 0, x: 0, width: context.width, from: 0, into: &elements)
        let layoutHeaders = elements.count
        for section in 0..<sections {
            if section > 0 { y += Double(configuration.interSectionSpacing) }
            guard let layoutSection = layout.section(at: section, width: context.width, height: context.height) else {
                guard counts[section] == 0 else {
                    throw LayoutRefusal(
                        "UICollectionViewCompositionalLayout's section provider returned nil for section \(section), "
                            + "which holds items: return a section")
                }
                continue
            }
            let first = frames.count
            let estimated = try lay(
                layoutSection, number: section, items: counts[section], from: &y, into: &frames, &elements)
            if estimated, first < frames.count { selfSizing.append(first..<frames.count) }
            if let band = band(of: layoutSection, number: section, items: first..<frames.count, frames: frames) {
                bands.append(band)
            }
        }
        let layoutFooters = elements.count
        y = stack(
            layoutItems.filter(\.isFooter), section: max(0, sections - 1), x: 0, width: context.width, from: y,
            into: &elements)
        // The layout's own pinned headers and footers stay in view over the whole content.
        Self.pin(&elements[0..<layoutHeaders], within: 0...y)
        Self.pin(&elements[layoutFooters...], within: 0...y)
        return ItemFrames(
            frames: frames, contentHeight: y, supplementaries: elements, bands: bands, selfSizing: selfSizing)
    }

    /// Lays `section`'s `items` out from `top`, which moves to where the next section starts; returns whether the
    /// items are of estimated height (each then as tall as its cell asked for, else its estimate).
    private func lay(
        _ section: NSCollectionLayoutSection, number: Int, items: Int, from top: inout Double,
        into frames: inout [Rect], _ elements: inout [SupplementaryFrame]
    ) throws(LayoutRefusal) -> Bool {
        let insets = section.contentInsets
        let headerItems = section.boundarySupplementaryItems.filter { $0.isHeader && $0.extendsBoundary }
        let footerItems = section.boundarySupplementaryItems.filter { $0.isFooter && $0.extendsBoundary }
        let headers = height(of: headerItems)
        let footers = height(of: footerItems)
        let inside = section.supplementariesFollowContentInsets
        let boundaryX = inside ? Double(insets.leading) : 0
        let boundaryWidth = context.width - (inside ? Double(insets.leading) + Double(insets.trailing) : 0)
        let firstElement = elements.count
        _ = stack(
            headerItems, section: number, x: boundaryX, width: boundaryWidth,
            from: top + (inside ? Double(insets.top) : 0), into: &elements)
        // The placement's top and bottom include the section's insets: headers inside them go after the top inset.
        var grid = try CompositionalPlacement(
            section: section, width: context.width, height: context.height, allowsBand: true
        ).placement()
        let cellHeight = grid.cellHeight ?? grid.estimatedHeight
        var y = top + (inside ? Double(insets.top) + headers : headers + Double(insets.top))
        grid.top -= Double(insets.top)
        grid.bottom -= Double(insets.bottom)
        if section.orthogonalScrollingBehavior != .none {
            // One band: each row of the grid is a group, the groups side by side.
            let contentWidth = context.width - Double(insets.leading) - Double(insets.trailing)
            let groupWidth =
                section.group.layoutSize.widthDimension.points(inWidth: contentWidth, height: context.height)
                ?? contentWidth
            let pitch = groupWidth + Double(section.interGroupSpacing)
            for item in 0..<items {
                let group = item / grid.columns
                let column = item % grid.columns
                frames.append(
                    Rect(
                        x: grid.left + Double(group) * pitch + Double(column) * (grid.cellWidth + grid.spacing),
                        y: y + grid.top, width: grid.cellWidth, height: cellHeight))
            }
            y += items > 0 ? grid.top + cellHeight + grid.bottom : 0
        } else if grid.cellHeight == nil {
            // Estimated heights, one item to a row: each item as tall as its cell asked for at this width.
            var rowTop = y + grid.top
            for item in 0..<items {
                let height = context.cellHeight(frames.count, grid.cellWidth) ?? grid.estimatedHeight
                frames.append(Rect(x: grid.left, y: rowTop, width: grid.cellWidth, height: height))
                rowTop += height + (item < items - 1 ? grid.lineSpacing : 0)
            }
            if items > 0 { y = rowTop + grid.bottom }
        } else {
            let rows = (items + grid.columns - 1) / grid.columns
            for item in 0..<items {
                let row = item / grid.columns
                let column = item % grid.columns
                frames.append(
                    Rect(
                        x: grid.left + Double(column) * (grid.cellWidth + grid.spacing),
                        y: y + grid.top + Double(row) * (cellHeight + grid.lineSpacing), width: grid.cellWidth,
                        height: cellHeight))
            }
            if rows > 0 {
                y += grid.top + Double(rows) * cellHeight + Double(rows - 1) * grid.lineSpacing + grid.bottom
            }
        }
        let footerTop = y + (inside ? 0 : Double(insets.bottom))
        _ = stack(footerItems, section: number, x: boundaryX, width: boundaryWidth, from: footerTop, into: &elements)
        let bottom = y + (inside ? footers + Double(insets.bottom) : Double(insets.bottom) + footers)
        Self.pin(&elements[firstElement...], within: top...max(top, bottom))
        for decoration in section.decorationItems {
            let inset = decoration.contentInsets
            elements.append(
                SupplementaryFrame(
                    kind: decoration.elementKind, category: .decoration, section: number,
                    frame: Rect(
                        x: Double(inset.leading), y: top + Double(inset.top),
                        width: context.width - Double(inset.leading) - Double(inset.trailing),
                        height: max(0, bottom - top - Double(inset.top) - Double(inset.bottom))),
                    zIndex: decoration.zIndex - 1))
        }
        top = bottom
        return grid.cellHeight == nil && section.orthogonalScrollingBehavior == .none
    }

    /// The sideways band of a section with orthogonal scrolling, whose `items` are laid side by side in `frames`.
    private func band(
        of section: NSCollectionLayoutSection, number: Int, items: Range<Int>, frames: [Rect]
    ) -> ScrollingBand? {
        let behavior: ScrollingBand.Behavior
        switch section.orthogonalScrollingBehavior {
        case .none: return nil
        case .continuous: behavior = .continuous
        case .continuousGroupLeadingBoundary: behavior = .continuousGroupLeadingBoundary
        case .paging: behavior = .paging
        case .groupPaging: behavior = .groupPaging
        case .groupPagingCentered: behavior = .groupPagingCentered
        }
        guard !items.isEmpty else { return nil }
        let insets = section.contentInsets
        let contentWidth = context.width - Double(insets.leading) - Double(insets.trailing)
        let groupWidth =
            section.group.layoutSize.widthDimension.points(inWidth: contentWidth, height: context.height)
            ?? contentWidth
        // The last group's trailing edge, full or not: the band's content ends there, plus the trailing inset.
        let pitch = groupWidth + Double(section.interGroupSpacing)
        let leading = Double(insets.leading)
        let lastGroup = pitch > 0 ? ((frames[items.upperBound - 1].minX - leading) / pitch).rounded(.down) : 0
        let trailing = max(leading + lastGroup * pitch + groupWidth, frames[items].map(\.maxX).max() ?? 0)
        return ScrollingBand(
            section: number, items: items, contentWidth: trailing + Double(insets.trailing),
            viewportWidth: context.width, behavior: behavior, groupPitch: pitch, groupWidth: groupWidth,
            leadingInset: leading)
    }

    /// Places boundary `items` one above the other from `top`, each as a supplementary element of `section`;
    /// returns where the last ends.
    private func stack(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, x: Double, width: Double,
        from top: Double, into elements: inout [SupplementaryFrame]
    ) -> Double {
        var y = top
        for item in items {
            let height = height(of: [item])
            let itemWidth = item.layoutSize.widthDimension.points(inWidth: width, height: context.height) ?? width
            let pinning: SupplementaryFrame.Pinning? =
                item.pinToVisibleBounds ? .init(section: y...(y + height), edge: item.isHeader ? .top : .bottom) : nil
            elements.append(
                SupplementaryFrame(
                    kind: item.elementKind, section: section,
                    frame: Rect(x: x, y: y, width: min(itemWidth, width), height: height), pinning: pinning,
                    zIndex: item.zIndex + (item.pinToVisibleBounds ? 1024 : 0)))
            y += height
        }
        return y
    }

    /// The section of pinned elements is the one they were laid out in, `extent`, top to bottom.
    private static func pin(_ elements: inout ArraySlice<SupplementaryFrame>, within extent: ClosedRange<Double>) {
        for index in elements.indices where elements[index].pinning != nil {
            elements[index].pinning?.section = extent
        }
    }

    /// The height the boundary items take, one above the other.
    private func height(of items: [NSCollectionLayoutBoundarySupplementaryItem]) -> Double {
        items.reduce(0) { total, item in
            let dimension = item.layoutSize.heightDimension
            let points =
                dimension.points(inWidth: context.width, height: context.height) ?? Double(dimension.dimension)
            return total + points
        }
    }
}
