import Foundation
import ReelCore

extension GalleryHost {
    /// The frame's layout pass and what it shows (`drawing: app`): each visible cell and supplementary view is given
    /// its size on screen (as UIKit applies the layout's attributes), laid out (`layoutIfNeeded()`: Auto Layout,
    /// autoresizing and the view's `layoutSubviews`), and read into the tree the renderer draws; a table view's rows
    /// get its separators.
    func drawings(of requests: [DrawingRequest]) -> FrameDrawings {
        let traits = UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light)
        let builder = ViewDrawingBuilder(timeMs: world?.nowMs ?? 0, traits: traits)
        let table = collectionView?.superview as? UITableView
        var drawn: [DrawingRequest.Target: DrawnView] = [:]
        for request in requests {
            let object: UIView? =
                switch request.target {
                case .cell(let id): cells[id]
                case .view(let id): views[id]
                }
            guard let view = object else { continue }
            let size = CGSize(width: request.width, height: request.height)
            if view.frame.size != size { view.frame = CGRect(origin: view.frame.origin, size: size) }
            view.layoutIfNeeded()
            var tree =
                builder.drawing(of: view, at: CGRect(origin: .zero, size: size))
                ?? DrawnView(frame: Rect(x: 0, y: 0, width: request.width, height: request.height))
            if let table, case .cell = request.target, let separator = separator(of: table, below: view, traits) {
                tree.subviews.append(separator)
            }
            drawn[request.target] = tree
        }
        return FrameDrawings(drawings: drawn, background: Color(background(of: table).resolvedColor(with: traits)))
    }

    /// The collection view's background, or the table view's (UIKit's defaults: `systemBackground`, and
    /// `systemGroupedBackground` for a grouped table).
    private func background(of table: UITableView?) -> UIColor {
        if let table {
            return table.backgroundColor ?? (table.style == .plain ? .systemBackground : .systemGroupedBackground)
        }
        return collectionView?.backgroundColor ?? .systemBackground
    }

    /// A table row's separator: one device pixel at the bottom of the row, in the table's separator colour (UIKit's
    /// `separator` by default), inset by the cell's `separatorInset` (the table's, when the cell keeps the default);
    /// none when the table's style is `.none`.
    private func separator(of table: UITableView, below row: UIView, _ traits: UITraitCollection) -> DrawnView? {
        guard table.separatorStyle != .none else { return nil }
        // A cell's inset left at UIKit's default follows the table's, as in UIKit.
        let own = (row as? UITableViewCell)?.separatorInset
        let inset = own.flatMap { $0 == UITableViewCell.defaultSeparatorInset ? nil : $0 } ?? table.separatorInset
        let thickness = 1 / Double(canvasScale)
        let width = Double(row.bounds.width - inset.left - inset.right)
        guard width > 0 else { return nil }
        var line = DrawnView(
            frame: Rect(
                x: Double(inset.left), y: Double(row.bounds.height) - thickness, width: width, height: thickness))
        line.layer.background = Color((table.separatorColor ?? .separator).resolvedColor(with: traits))
        return line
    }
}
