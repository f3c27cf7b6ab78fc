import Foundation

extension UITableView {
    /// Registers the cell class made for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        rows.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the nib whose one top-level object (a `<tableViewCell>`) is the cell made for `identifier`.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        rows.register(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Dequeues the cell reel chose for `indexPath` (from the pool, or a new one of the class or nib registered for
    /// `identifier`).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = rows.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = cell as? UITableViewCell else {
            // UIKit raises an exception; reel's trap handler reports the call and the item.
            fatalError("the cell registered for \"\(identifier)\" is a \(type(of: cell)), not a UITableViewCell")
        }
        return cell
    }

    /// The cell of the pool reel chose for the row being configured, or a new one when `identifier` is registered;
    /// nil otherwise, as in UIKit (the app then makes its cell, which reel adopts).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let pooled = rows.engine?.pooledCell() { return pooled as? UITableViewCell }
        guard rows.isRegistered(identifier), let indexPath = rows.engine?.indexPathBeingDequeued else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// The displayed cell of the row at `indexPath`, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rows.cellForItem(at: indexPath) as? UITableViewCell
    }

    /// The index path of the row `cell` shows, if it is displayed (or prepared for display).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { rows.indexPath(for: cell) }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] { rows.visibleCells.compactMap { $0 as? UITableViewCell } }

    /// The index paths of the rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? { rows.indexPathsForVisibleItems }

    /// The frame of the row at `indexPath` in the table's content, as reel laid it out (zero for no such row).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        (rows.collectionViewLayout as? TableRowsLayout)?.frame(ofRowAt: indexPath) ?? .zero
    }

    /// The row whose frame holds `point` (in the table's content), as reel laid the rows out.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { rows.indexPathForItem(at: point) }

    /// New items for the scenario (from the same source as its items), e.g. for an action that appends rows: reel
    /// knows what their cells should show. Not UIKit API: glue for galleries.
    public func reelNewItems(count: Int) -> [GalleryItem] { rows.reelNewItems(count: count) }
}
