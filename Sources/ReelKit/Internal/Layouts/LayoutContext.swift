import Foundation
import ReelCore

/// What a layout is read against: the collection view, its width and height, the template's layout (for values an
/// app's layout leaves to reel), and the sections of the items.
@preconcurrency @MainActor
struct LayoutContext {
    let collectionView: UICollectionView
    let width: Double
    let height: Double
    let template: GridSpec
    /// The number of items.
    let itemCount: Int
    /// The index path of the item at a flat index.
    let indexPath: (Int) -> IndexPath
    /// The flat index of the item at an index path, if there is one.
    let flatIndex: (IndexPath) -> Int?
    /// Records what the app's layout did wrong that does not stop the run (items it placed nowhere).
    let report: (String) -> Void
    /// The height the cell of the item at a flat index asked for at a width (an item of estimated height), if its
    /// cell was asked at that width.
    var cellHeight: (Int, Double) -> Double? = { _, _ in nil }

    /// The one section that holds items (0 when there are none); throws when items are in more than one.
    func itemSection(_ layoutName: String) throws(LayoutRefusal) -> Int {
        guard itemCount > 0 else { return 0 }
        let first = indexPath(0).section
        let last = indexPath(itemCount - 1).section
        guard first == last else {
            throw LayoutRefusal(
                "\(layoutName) with items in sections \(first) to \(last): reel lays one section out; put the "
                    + "items in one section, or set no layout (the scenario's template)")
        }
        return first
    }
}

/// Why reel cannot lay cells out by the app's layout: one line saying which part and what to use.
struct LayoutRefusal: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// Cells in rows of equal cells, as reel's layout model places them: the width of a cell, its height (nil: the
/// cell sizes itself), how many to a row and the space around them.
struct GridPlacement: Equatable {
    var columns: Int
    var cellWidth: Double
    var cellHeight: Double?
    var estimatedHeight: Double
    var left: Double
    var top: Double
    var bottom: Double
    var spacing: Double
    var lineSpacing: Double

    /// The grid spec, starting from the template's (values the app's layout has no say in stay).
    func spec(width: Double, template: GridSpec) throws(LayoutRefusal) -> GridSpec {
        guard cellWidth > 0, cellHeight.map({ $0 > 0 }) ?? true else {
            throw LayoutRefusal(
                "cells of \(Self.format(cellWidth)) × \(cellHeight.map(Self.format) ?? "auto") points: a cell must "
                    + "be wider and taller than 0 (its insets take all of its size)")
        }
        var right = width - left - Double(columns) * cellWidth - Double(columns - 1) * spacing
        // A cell width computed by the app from the width loses bits on the way back: treat a right inset that
        // close to 0 as 0, so the grid is exactly the one its spacing and insets give.
        if abs(right) < 1e-9 { right = 0 }
        var spec = template
        spec.kind = cellHeight == nil ? .feed : .grid
        spec.columns = columns
        spec.spacing = spacing
        spec.lineSpacing = lineSpacing == spacing ? nil : lineSpacing
        spec.insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        spec.itemHeight = cellHeight
        spec.estimatedHeight = max(1, estimatedHeight)
        return spec
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
