import Foundation

/// Reads a compositional section as rows of equal cells (`GridPlacement`): its group is repeated down the section,
/// the group holds equal items side by side (or one self-sizing item), each item's cell is its size less its
/// content insets. What cannot be read so — nested groups, items of different sizes in a group, sections that
/// scroll sideways, several self-sizing items to a row — stops the run with the reason.
@preconcurrency @MainActor
struct CompositionalPlacement {
    let section: NSCollectionLayoutSection
    /// The collection view's width and height.
    let width: Double
    let height: Double
    /// Whether the section may be a band scrolling sideways (its rows then stand side by side: `CompositionalFrames`).
    var allowsBand = false

    func placement() throws(LayoutRefusal) -> GridPlacement {
        guard section.orthogonalScrollingBehavior == .none || allowsBand else {
            throw LayoutRefusal(
                "NSCollectionLayoutSection.orthogonalScrollingBehavior is .\(section.orthogonalScrollingBehavior): "
                    + "reel scrolls one vertical list; use .none, or set no layout (the scenario's template)")
        }
        let group = section.group
        let insets = section.contentInsets
        let contentWidth = width - insets.leading - insets.trailing
        guard let item = group.subitems.first else {
            throw LayoutRefusal("an NSCollectionLayoutGroup with no subitems: give the group an item")
        }
        if group.subitems.contains(where: { $0 is NSCollectionLayoutGroup }) {
            throw LayoutRefusal(
                "an NSCollectionLayoutGroup inside a group: reel lays out one group of equal items per row; "
                    + "flatten the groups into one, or set no layout (the scenario's template)")
        }
        if let other = group.subitems.first(where: { !$0.same(as: item) }) {
            throw LayoutRefusal(
                "a group of items of different sizes (\(Self.describe(item.layoutSize)) and "
                    + "\(Self.describe(other.layoutSize))): reel lays out equal items; give every item one size")
        }
        let groupWidth = try points(group.layoutSize.widthDimension, "group width", width: contentWidth)
        let groupHeight = group.layoutSize.heightDimension.points(inWidth: contentWidth, height: height)
        let spacing = group.interItemSpacing
        let edge = Edges(item.edgeSpacing)
        // The item's height, in points, or nil when the cell sizes itself.
        let itemHeight: Double?
        if item.layoutSize.heightDimension.isEstimated {
            itemHeight = nil
        } else if item.layoutSize.heightDimension.isFractionalHeight, groupHeight == nil {
            itemHeight = nil  // a fraction of a self-sizing group: the cell sizes itself
        } else {
            itemHeight = item.layoutSize.heightDimension.points(inWidth: groupWidth, height: groupHeight ?? 0)
        }
        let estimate =
            item.layoutSize.heightDimension.isEstimated
            ? item.layoutSize.heightDimension.dimension : group.layoutSize.heightDimension.dimension
        // The items a row holds, and each one's width.
        var columns = 1
        var itemWidth = groupWidth
        var gap = spacing?.spacing ?? 0
        switch group.axis {
        case .horizontal:
            if let count = group.count {
                columns = max(1, count)
                itemWidth = (groupWidth - gap * Double(columns - 1)) / Double(columns) - edge.leading - edge.trailing
            } else {
                guard !item.layoutSize.widthDimension.isEstimated else {
                    throw LayoutRefusal(
                        "an item of estimated width: reel sizes items' widths from the group; use .fractionalWidth "
                            + "or .absolute")
                }
                itemWidth = item.layoutSize.widthDimension.points(inWidth: groupWidth, height: groupHeight ?? 0) ?? 0
                let occupied = edge.leading + itemWidth + edge.trailing
                columns = max(1, Int(((groupWidth + gap + 1e-9) / (occupied + gap)).rounded(.down)))
                if spacing?.isFlexibleSpacing == true, columns > 1 {
                    gap = (groupWidth - Double(columns) * occupied) / Double(columns - 1)
                }
            }
        case .vertical:
            let count = group.count ?? 1
            guard count == 1, group.subitems.count == 1 else {
                throw LayoutRefusal(
                    "a vertical NSCollectionLayoutGroup of \(max(count, group.subitems.count)) items: reel lays a "
                        + "vertical group of one item; use one item per group, or a horizontal group")
            }
            itemWidth =
                item.layoutSize.widthDimension.points(inWidth: groupWidth, height: groupHeight ?? 0) ?? groupWidth
        }
        guard itemHeight != nil || columns == 1 else {
            throw LayoutRefusal(
                "\(columns) self-sizing items (estimated heights) to a row: reel sizes self-sizing cells one to a "
                    + "row; give the items a height (.absolute, .fractionalWidth, .fractionalHeight) or one per row")
        }
        let cell = item.contentInsets
        let cellWidth = itemWidth - cell.leading - cell.trailing
        let left = insets.leading + edge.leading + cell.leading
        guard let itemHeight else {
            // A self-sizing row: its cell's measured height, content insets not applied along the height.
            return GridPlacement(
                columns: 1, cellWidth: cellWidth, cellHeight: nil, estimatedHeight: estimate, left: left,
                top: insets.top + edge.top, bottom: insets.bottom + edge.bottom,
                spacing: cell.trailing + edge.trailing + gap + edge.leading + cell.leading,
                lineSpacing: edge.bottom + section.interGroupSpacing + edge.top)
        }
        let rowHeight = groupHeight ?? (edge.top + itemHeight + edge.bottom)
        let cellHeight = itemHeight - cell.top - cell.bottom
        let cellTop = edge.top + cell.top
        return GridPlacement(
            columns: columns, cellWidth: cellWidth, cellHeight: cellHeight, estimatedHeight: cellHeight, left: left,
            top: insets.top + cellTop, bottom: insets.bottom + rowHeight - cellTop - cellHeight,
            spacing: cell.trailing + edge.trailing + gap + edge.leading + cell.leading,
            lineSpacing: rowHeight - cellHeight + section.interGroupSpacing)
    }

    /// A group's dimension in points; an estimated width stops the run.
    private func points(
        _ dimension: NSCollectionLayoutDimension, _ what: String, width: Double
    ) throws(LayoutRefusal) -> Double {
        guard let points = dimension.points(inWidth: width, height: height) else {
            throw LayoutRefusal(
                "a \(what) of \(dimension.description): reel's rows are as wide as the section; use .fractionalWidth "
                    + "or .absolute")
        }
        return points
    }

    private static func describe(_ size: NSCollectionLayoutSize) -> String {
        "\(size.widthDimension.description) × \(size.heightDimension.description)"
    }

    /// An item's edge spacing in points (a flexible spacing counts as its minimum).
    private struct Edges {
        var leading = 0.0
        var top = 0.0
        var trailing = 0.0
        var bottom = 0.0

        @MainActor
        init(_ spacing: NSCollectionLayoutEdgeSpacing?) {
            leading = Double(spacing?.leading?.spacing ?? 0)
            top = Double(spacing?.top?.spacing ?? 0)
            trailing = Double(spacing?.trailing?.spacing ?? 0)
            bottom = Double(spacing?.bottom?.spacing ?? 0)
        }
    }
}
