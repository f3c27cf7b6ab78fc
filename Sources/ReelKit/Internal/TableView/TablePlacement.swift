import Foundation
import ReelCore

/// A table view's rows laid out as UIKit lays out a table: the table header view, then section by section the
/// header (its height from the delegate, else `sectionHeaderHeight`; an automatic height is that of a title, of a
/// header view at its estimate, or none), the rows full width (an `.insetGrouped` table's 20 points in from each
/// side) at the height the delegate or `rowHeight` gives, and the footer; then the table footer view. Rows of
/// automatic height in a table of one section without headers or footers size themselves (reel's self-sizing
/// rows, as tall as the template measures them); elsewhere they are as tall as their cells' constraints say once
/// configured (their estimate until then, or for cells without constraints). Section headers and footers come with
/// the frames, full width; a plain table's float (they stay in view while their section shows).
@preconcurrency @MainActor
struct TablePlacement {
    let table: UITableView
    let context: LayoutContext

    /// The automatic heights of a title header or footer, and of a grouped table's section spacing.
    static let plainTitleHeight = 28.0
    static let groupedTitleHeight = 38.0
    static let groupedHeaderSpacing = 18.0
    static let groupedFooterSpacing = 17.0
    static let defaultRowHeight = 44.0

    func placement() throws(LayoutRefusal) -> AppLayout {
        let paths = (0..<context.itemCount).map(context.indexPath)
        let sections = max(table.numberOfSections, (paths.last?.section ?? -1) + 1)
        var counts = [Int](repeating: 0, count: sections)
        for path in paths where path.section < sections { counts[path.section] += 1 }
        let headers = (0..<sections).map { headerHeight(in: $0) }
        let footers = (0..<sections).map { footerHeight(in: $0) }
        let rowHeights = paths.map(rowHeight)
        let side = table.style == .insetGrouped ? 20.0 : 0
        let top = Double(table.tableHeaderView?.frame.height ?? 0)
        let bottom = Double(table.tableFooterView?.frame.height ?? 0)
        let cellWidth = context.width - 2 * side
        if sections <= 1, headers.allSatisfy({ $0 == 0 }), footers.allSatisfy({ $0 == 0 }) {
            let fixed = rowHeights.compactMap(\.self)
            if fixed.isEmpty || (fixed.count == rowHeights.count && fixed.allSatisfy { $0 == fixed[0] }) {
                let height = fixed.first
                return .grid(
                    try GridPlacement(
                        columns: 1, cellWidth: cellWidth, cellHeight: height,
                        estimatedHeight: height ?? estimatedRowHeight(paths.first), left: side, top: top,
                        bottom: bottom, spacing: 0, lineSpacing: 0
                    ).spec(width: context.width, template: context.template))
            }
        }
        var frames: [Rect] = []
        frames.reserveCapacity(paths.count)
        var elements: [SupplementaryFrame] = []
        var selfSizing: [Range<Int>] = []
        var y = top
        var row = 0
        for section in 0..<sections {
            let sectionTop = y
            let header = Rect(x: 0, y: y, width: context.width, height: headers[section])
            y += headers[section]
            for _ in 0..<counts[section] {
                // A row of automatic height is as tall as its cell asked for at the table's width, else its estimate.
                let height = rowHeights[row] ?? context.cellHeight(row, cellWidth) ?? estimatedRowHeight(paths[row])
                if rowHeights[row] == nil {
                    if let last = selfSizing.last, last.upperBound == row {
                        selfSizing[selfSizing.count - 1] = last.lowerBound..<(row + 1)
                    } else {
                        selfSizing.append(row..<(row + 1))
                    }
                }
                frames.append(Rect(x: side, y: y, width: cellWidth, height: height))
                y += height
                row += 1
            }
            let footer = Rect(x: 0, y: y, width: context.width, height: footers[section])
            y += footers[section]
            let floats = table.style == .plain
            for (kind, frame, edge) in [
                (UICollectionView.elementKindSectionHeader, header, SupplementaryFrame.Pinning.Edge.top),
                (UICollectionView.elementKindSectionFooter, footer, .bottom),
            ] where frame.height > 0 {
                elements.append(
                    SupplementaryFrame(
                        kind: kind, section: section, frame: frame,
                        pinning: floats ? .init(section: sectionTop...y, edge: edge) : nil, zIndex: floats ? 1024 : 0))
            }
        }
        return .frames(
            ItemFrames(frames: frames, contentHeight: y + bottom, supplementaries: elements, selfSizing: selfSizing))
    }

    private var delegate: (any UITableViewDelegate)? { table.delegate }
    private var isGrouped: Bool { table.style != .plain }

    /// The row's height, nil for an automatic one.
    private func rowHeight(_ indexPath: IndexPath) -> Double? {
        let height = Double(delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight)
        return height < 0 ? nil : height
    }

    private func estimatedRowHeight(_ indexPath: IndexPath?) -> Double {
        let estimate = indexPath.map { Double(delegate?.tableView(table, estimatedHeightForRowAt: $0) ?? -1) } ?? -1
        if estimate > 0 { return estimate }
        let property = Double(table.estimatedRowHeight)
        return property > 0 ? property : Self.defaultRowHeight
    }

    private func headerHeight(in section: Int) -> Double { boundaryHeight(in: section, footer: false) }

    private func footerHeight(in section: Int) -> Double { boundaryHeight(in: section, footer: true) }

    /// A section header's or footer's height: the delegate's (else the table's property); an automatic one is a
    /// title's, a view's estimate (else its frame's height), or a grouped table's section spacing. A plain table's
    /// header or footer with neither a title nor a view takes no space at the table's own height (UIKit shows none;
    /// Interface Builder gives every table a `sectionHeaderHeight`), only at a height the delegate answers apart.
    private func boundaryHeight(in section: Int, footer: Bool) -> Double {
        let property = footer ? table.sectionFooterHeight : table.sectionHeaderHeight
        let asked =
            footer
            ? delegate?.tableView(table, heightForFooterInSection: section) ?? property
            : delegate?.tableView(table, heightForHeaderInSection: section) ?? property
        let title =
            footer
            ? table.dataSource?.tableView(table, titleForFooterInSection: section)
            : table.dataSource?.tableView(table, titleForHeaderInSection: section)
        if Double(asked) >= 0, isGrouped || asked != property || title != nil { return Double(asked) }
        let view =
            footer
            ? delegate?.tableView(table, viewForFooterInSection: section)
            : delegate?.tableView(table, viewForHeaderInSection: section)
        if Double(asked) >= 0 { return view == nil ? 0 : Double(asked) }
        if title != nil { return isGrouped ? Self.groupedTitleHeight : Self.plainTitleHeight }
        if let view {
            let estimate =
                footer
                ? delegate?.tableView(table, estimatedHeightForFooterInSection: section)
                    ?? table.estimatedSectionFooterHeight
                : delegate?.tableView(table, estimatedHeightForHeaderInSection: section)
                    ?? table.estimatedSectionHeaderHeight
            if estimate > 0 { return Double(estimate) }
            return view.frame.height > 0 ? Double(view.frame.height) : Self.plainTitleHeight
        }
        guard isGrouped else { return 0 }
        return footer ? Self.groupedFooterSpacing : Self.groupedHeaderSpacing
    }
}
