import ReelCore

/// Where a subview stands among its siblings (later ones are in front, as the app's views are drawn); code that
/// reads `subviews` back sees what it asked for.
extension UIView {
    /// Inserts `view` at `index` of the subviews (moved there if it is one already).
    public func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        restack(view)
    }

    /// Inserts `view` just above `siblingSubview` (at the end when that is no subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        addSubview(view)
        subviews.removeLast()
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        subviews.insert(view, at: index)
        restack(view)
    }

    /// Inserts `view` just below `siblingSubview` (at the end when that is no subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        addSubview(view)
        subviews.removeLast()
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        subviews.insert(view, at: index)
        restack(view)
    }

    /// Moves `view`, a subview, in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        view.layer.stackingOrder = StackingOrder.top()
    }

    /// Moves `view`, a subview, behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        let lowest = (subviews.map(\.layer) + (layer.sublayers ?? [])).filter { $0 !== view.layer }
            .map(\.stackingOrder).min()
        view.layer.stackingOrder = StackingOrder.bottom(below: lowest)
    }

    /// Gives a subview just inserted among its siblings a place between theirs (`StackingOrder`), so the layers
    /// added beside them stay where they were relative to it.
    private func restack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        let lower = index > 0 ? subviews[index - 1].layer.stackingOrder : nil
        let upper = index + 1 < subviews.count ? subviews[index + 1].layer.stackingOrder : nil
        view.layer.stackingOrder = StackingOrder.between(lower, upper)
    }
}
