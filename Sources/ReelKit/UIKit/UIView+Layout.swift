import Foundation

extension UIView {
    /// An axis with no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target of `systemLayoutSizeFitting` for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target of `systemLayoutSizeFitting` for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// How a view's frame follows its superview's size, when Auto Layout translates it into constraints.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Whether `updateConstraints()` is due before the next layout pass.
    public var needsUpdateConstraints: Bool { layoutFlags.contains(.needsUpdateConstraints) }

    public func setNeedsUpdateConstraints() { layoutFlags.insert(.needsUpdateConstraints) }

    /// Calls `updateConstraints()` on each view of this hierarchy that needs it, subviews before their superview
    /// (UIKit's order).
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        if needsUpdateConstraints {
            updateConstraints()
            layoutFlags.remove(.needsUpdateConstraints)
        }
    }

    /// The topmost ancestor (the view itself when it has no superview).
    var layoutRoot: UIView {
        var root = self
        while let superview = root.superview { root = superview }
        return root
    }

    /// Whether the hierarchy under this view uses Auto Layout: a constraint installed, or a view placed by
    /// constraints.
    var usesAutoLayout: Bool {
        allViews.contains { view in
            !(view.layoutState?.constraints.isEmpty ?? true)
                || (view !== self && !view.translatesAutoresizingMaskIntoConstraints)
        }
    }

    /// This view's engine (the hierarchy under it, laid out with this view as root), built when missing or stale.
    var currentLayoutEngine: LayoutEngine {
        if let engine = layoutState?.engine, !engine.isStale { return engine }
        let engine = LayoutEngine(root: self)
        layout.engine = engine
        return engine
    }

    /// Solves with the root's size held as `size`, building the engine anew once if it turns out stale.
    func solvedLayoutEngine(_ size: LayoutEngine.RootSize) -> LayoutEngine {
        let engine = currentLayoutEngine
        if engine.solve(size) { return engine }
        let rebuilt = currentLayoutEngine
        _ = rebuilt.solve(size)
        return rebuilt
    }

    /// `layoutIfNeeded()`: from the root, the constraints are updated, the engine solved at the root's bounds and
    /// the frames written, then `layoutSubviews()` runs top down on every view that needs it; repeated (at most 4
    /// times) while a `layoutSubviews()` changed what the engine solves.
    func performLayoutIfNeeded() {
        let root = layoutRoot
        root.updateConstraintsIfNeeded()
        for _ in 0..<4 {
            if root.usesAutoLayout {
                let engine = root.solvedLayoutEngine(.bounds(root.bounds.size))
                engine.writeFrames()
            }
            for view in root.allViews where view.layoutFlags.contains(.needsLayout) {
                view.layoutFlags.remove(.needsLayout)
                view.layoutSubviews()
            }
            let engine = root.layoutState?.engine
            guard root.usesAutoLayout, engine == nil || engine?.isDirty == true else { return }
        }
    }

    /// Lays the hierarchy out if it uses Auto Layout, and does nothing otherwise: for reel to call when it needs a
    /// cell's frames (to draw the user's views) without running layout for cells that never asked for it.
    func layoutIfUsingAutoLayout() {
        guard layoutRoot.usesAutoLayout else { return }
        layoutIfNeeded()
    }

    /// `systemLayoutSizeFitting`: this view laid out as a root (its superview ignored) with its size held to
    /// `target` at the two priorities; frames are not written.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = solvedLayoutEngine(.fitting(target, horizontal: horizontal, vertical: vertical))
        return engine.rect(of: 0).size
    }

    /// A frame change: a new size needs a layout pass; a frame the user set on a translated view re-bases its
    /// autoresizing constraints.
    func frameChanged(from oldFrame: CGRect) {
        if oldFrame.size != frame.size { layoutFlags.insert(.needsLayout) }
        guard !LayoutEngine.isWritingFrames, translatesAutoresizingMaskIntoConstraints, let superview else { return }
        superview.forEachLayoutEngine { $0.autoresizingFrameChanged(of: self) }
    }
}
