import Foundation
import ReelCore

/// The layout of a table view's rows (`TablePlacement`), and the frames it last gave, for `rectForRow(at:)`.
@preconcurrency @MainActor
final class TableRowsLayout: UICollectionViewLayout {
    weak var table: UITableView?
    /// The last placement, its width and the rows' index paths in order.
    private var last: (layout: AppLayout, width: Double, paths: [IndexPath])?

    override func placement(in context: LayoutContext) throws(LayoutRefusal) -> AppLayout? {
        guard let table else { return nil }
        let layout = try TablePlacement(table: table, context: context).placement()
        last = (layout, context.width, (0..<context.itemCount).map(context.indexPath))
        return layout
    }

    /// The frame of the row at `indexPath` as reel last laid the rows out (nil for self-sizing rows, whose heights
    /// reel measures as it shows them).
    func frame(ofRowAt indexPath: IndexPath) -> CGRect? {
        guard let last, let index = last.paths.firstIndex(of: indexPath) else { return nil }
        return Self.frame(at: index, of: last.layout, width: last.width, count: last.paths.count).map(Self.rect)
    }

    private static func frame(at index: Int, of layout: AppLayout, width: Double, count: Int) -> Rect? {
        switch layout {
        case .frames(let frames): frames.frames[index]
        case .grid(let spec) where spec.kind == .grid:
            GridLayout(spec: spec, viewportWidth: width, itemCount: count).frame(at: index)
        case .grid: nil
        }
    }

    private static func rect(_ frame: Rect) -> CGRect {
        CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
