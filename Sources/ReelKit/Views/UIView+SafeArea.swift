import ReelCore

/// How a view's safe area is worked out. UIKit gives a view the part of its window's safe area it overlaps; reel's
/// window is the canvas, whose safe area is the scenario's `safe_area`, and the window's root is the top of the
/// running gallery's hierarchy (a controller's root view, or the collection view). A scroll view that adjusts its
/// content for the safe area takes the edges it adjusts: its content (cells, headers) has no safe area there.
extension UIView {
    /// The view's safe-area insets: the screen's safe area it overlaps, plus the `additionalSafeAreaInsets` of the
    /// controllers whose root views it lies in; zero outside the running gallery's hierarchy.
    var screenSafeAreaInsets: UIEdgeInsets {
        guard let engine = GalleryEngines.current else { return .zero }
        var area = UIEdgeInsets.zero
        var origin = CGPoint.zero
        var ancestor: UIView? = self
        var adjustedEdges = (vertical: false, horizontal: false)
        var view = self
        // The view's frame in the root's coordinates, the controllers' additional insets on the way up, and the
        // edges a scroll view above takes.
        while let current = ancestor {
            if current !== self, let scroll = current as? UIScrollView {
                // Its content's coordinates move with the scroll.
                origin.x -= scroll.contentOffset.x
                origin.y -= scroll.contentOffset.y
                let edges = scroll.adjustedEdges
                adjustedEdges.vertical = adjustedEdges.vertical || edges.vertical
                adjustedEdges.horizontal = adjustedEdges.horizontal || edges.horizontal
            }
            if let additional = current.owningController?.additionalSafeAreaInsets {
                area = area.adding(additional, origin: origin, size: frame.size, in: current.bounds.size)
            }
            if current.superview != nil {
                origin.x += current.frame.minX
                origin.y += current.frame.minY
            }
            view = current
            ancestor = current.superview
        }
        // Only the running gallery's hierarchy (the collection view's top view) is in the window.
        guard let collectionView = engine.collectionView, collectionView.topView === view else { return .zero }
        let screen = engine.screenSafeArea
        // The top view is the window's root: the canvas (the collection view of a gallery without a controller may
        // never be given a frame; it fills the canvas).
        let canvas = engine.screenSize
        let own =
            view === self && frame.isEmpty
            ? CGRect(origin: .zero, size: canvas) : CGRect(origin: origin, size: frame.size)
        var insets = UIEdgeInsets(
            top: max(0, min(own.height, screen.top - own.minY)),
            left: max(0, min(own.width, screen.left - own.minX)),
            bottom: max(0, min(own.height, own.maxY - (canvas.height - screen.bottom))),
            right: max(0, min(own.width, own.maxX - (canvas.width - screen.right))))
        insets = insets.adding(area)
        if adjustedEdges.vertical { (insets.top, insets.bottom) = (0, 0) }
        if adjustedEdges.horizontal { (insets.left, insets.right) = (0, 0) }
        return insets
    }

    /// The safe area of this view and its subviews changed (a controller's additional insets, the margins'
    /// rule): the guides are built again and the hierarchy laid out at the next pass.
    func safeAreaChanged() {
        var views: [UIView] = [self]
        while let view = views.popLast() {
            if view.layoutState?.safeAreaGuide != nil || view.layoutState?.marginsGuide != nil {
                view.layoutStructureChanged()
            }
            view.setNeedsLayout()
            views += view.subviews
        }
    }

    /// The margins its margins guide and margin attributes keep: `layoutMargins`, inside the safe area when
    /// `insetsLayoutMarginsFromSafeArea` (UIKit measures the margins from the safe area's edges).
    var effectiveLayoutMargins: UIEdgeInsets {
        insetsLayoutMarginsFromSafeArea ? layoutMargins.adding(safeAreaInsets) : layoutMargins
    }

    /// The view's frame in its top view's coordinates (the top view's own frame for the top view).
    var frameInRoot: CGRect {
        var origin = frame.origin
        var ancestor = superview
        while let current = ancestor {
            if current.superview != nil {
                origin = CGPoint(x: origin.x + current.frame.minX, y: origin.y + current.frame.minY)
            }
            ancestor = current.superview
        }
        return CGRect(origin: superview == nil ? .zero : origin, size: frame.size)
    }

    /// The top of the view's hierarchy.
    var topView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }
}

extension UIScrollView {
    /// The edges whose safe area this scroll view adds to its content inset, taking it from its content.
    var adjustedEdges: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: (false, false)
        case .always: (true, true)
        case .automatic, .scrollableAxes: (true, false)
        }
    }

    /// `contentInset` plus the scroll view's own safe area on the edges it adjusts.
    var adjustedInset: UIEdgeInsets {
        let edges = adjustedEdges
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + (edges.vertical ? safe.top : 0),
            left: contentInset.left + (edges.horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (edges.vertical ? safe.bottom : 0),
            right: contentInset.right + (edges.horizontal ? safe.right : 0))
    }
}

extension UIEdgeInsets {
    /// These insets plus `other`, edge by edge.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// These insets plus a controller's additional insets (`additional`, on its root view of `rootSize`) where a
    /// view of `size` at `origin` in the root overlaps them.
    func adding(_ additional: UIEdgeInsets, origin: CGPoint, size: CGSize, in rootSize: CGSize) -> UIEdgeInsets {
        adding(
            UIEdgeInsets(
                top: max(0, min(size.height, additional.top - origin.y)),
                left: max(0, min(size.width, additional.left - origin.x)),
                bottom: max(0, min(size.height, origin.y + size.height - (rootSize.height - additional.bottom))),
                right: max(0, min(size.width, origin.x + size.width - (rootSize.width - additional.right)))))
    }
}
