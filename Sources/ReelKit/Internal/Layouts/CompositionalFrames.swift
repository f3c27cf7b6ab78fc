import Foundation
import ReelCore

/// A compositional layout's frames, section by section, as UIKit lays them out down a vertical list: the layout's
/// headers, then for each section its content insets around its headers (top alignments), its rows of items (each
/// section's group read as `CompositionalPlacement` reads it: equal items to a row, one self-sizing item at its
/// estimate), its footers; `interSectionSpacing` between sections; the layout's footers. A section with orthogonal
/// scrolling lays its groups side by side in one band at its resting offset: its items past the trailing edge are
/// never on screen (reel scrolls the list, not the band).
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
        let configuration = layout.configuration
        var y = height(of: configuration.boundarySupplementaryItems.filter(\.isHeader))
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
            y = try lay(layoutSection, items: counts[section], from: y, into: &frames)
        }
        y += height(of: configuration.boundarySupplementaryItems.filter(\.isFooter))
        return ItemFrames(frames: frames, contentHeight: y)
    }

    /// Lays `section`'s `items` out from `top`; returns where the next section starts.
    private func lay(
        _ section: NSCollectionLayoutSection, items: Int, from top: Double, into frames: inout [Rect]
    ) throws(LayoutRefusal) -> Double {
        let insets = section.contentInsets
        let headers = height(of: section.boundarySupplementaryItems.filter { $0.isHeader && $0.extendsBoundary })
        let footers = height(of: section.boundarySupplementaryItems.filter { $0.isFooter && $0.extendsBoundary })
        let inside = section.supplementariesFollowContentInsets
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
        return y + (inside ? footers + Double(insets.bottom) : Double(insets.bottom) + footers)
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
