import ReelCore

/// Where a subview stands among its siblings (later ones are in front, as the app's views are drawn); code that
/// reads `subviews` back sees what it asked for.
extension UIView {
    /// Inserts `view` at `index` of the subviews (moved there if it is one already).
    public func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }

    /// Inserts `view` just above `siblingSubview` (at the end when that is no subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        addSubview(view)
        subviews.removeLast()
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        subviews.insert(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview` (at the end when that is no subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        addSubview(view)
        subviews.removeLast()
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        subviews.insert(view, at: index)
    }

    /// Moves `view`, a subview, in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, a subview, behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
}
