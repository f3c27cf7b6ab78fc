import ReelCore

/// Where a subview stands among its siblings (later ones are in front, as the app's views are drawn); code that
/// reads `subviews` back sees what it asked for.
extension UIView {
    /// Inserts `view` at `index` of the subviews (moved there if it is one already).
    public func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        let next = subviews.firstIndex { $0 === view }.flatMap { $0 + 1 < subviews.count ? subviews[$0 + 1] : nil }
        restack(view, below: next)
    }

    /// Inserts `view` just above `siblingSubview` (at the end when that is no subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        addSubview(view)
        subviews.removeLast()
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        subviews.insert(view, at: index)
        restack(view, above: subviews.contains { $0 === siblingSubview } ? siblingSubview : nil)
    }

    /// Inserts `view` just below `siblingSubview` (at the end when that is no subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        addSubview(view)
        subviews.removeLast()
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        subviews.insert(view, at: index)
        restack(view, below: subviews.contains { $0 === siblingSubview } ? siblingSubview : nil)
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
        view.layer.stackingOrder = CALayer.stackingOrder(at: 0, in: layer.stack(excluding: view.layer))
    }

    /// Gives a subview just inserted its place in the layer's list (`StackingOrder`): directly above or below its
    /// sibling's layer, as UIKit puts it; on top when there is no sibling.
    private func restack(_ view: UIView, above sibling: UIView? = nil, below other: UIView? = nil) {
        let stack = layer.stack(excluding: view.layer)
        let index: Int? =
            if let sibling { stack.firstIndex { $0 === sibling.layer }.map { $0 + 1 } } else if let other {
                stack.firstIndex { $0 === other.layer }
            } else { nil }
        view.layer.stackingOrder = CALayer.stackingOrder(at: index ?? stack.count, in: stack)
    }
}
