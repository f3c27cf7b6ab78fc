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

    /// Solves this view's layout engine (`fitting`: the one for fitting sizes) with its size held to `size` at the
    /// two priorities, building the engine when missing or stale.
    func solvedLayoutEngine(
        fitting: Bool, _ size: CGSize, horizontal: UILayoutPriority = .required, vertical: UILayoutPriority = .required
    ) -> LayoutEngine {
        let existing = fitting ? layoutState?.fittingEngine : layoutState?.engine
        if let existing, !existing.isStale, existing.solve(size, horizontal: horizontal, vertical: vertical) {
            return existing
        }
        // A new engine reads every intrinsic size as it is built, so it cannot turn out stale in its first solve.
        let engine = LayoutEngine(root: self)
        if fitting { layout.fittingEngine = engine } else { layout.engine = engine }
        _ = engine.solve(size, horizontal: horizontal, vertical: vertical)
        return engine
    }

    /// `layoutIfNeeded()`: from the root, the constraints are updated, the engine solved at the root's bounds and
    /// the frames written, then `layoutSubviews()` runs top down on every view that needs it; repeated (at most 4
    /// times) while a `layoutSubviews()` changed what the engine solves.
    func performLayoutIfNeeded() {
        let root = layoutRoot
        root.updateConstraintsIfNeeded()
        for _ in 0..<4 {
            if root.usesAutoLayout {
                let engine = root.solvedLayoutEngine(fitting: false, root.bounds.size)
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
        let engine = solvedLayoutEngine(fitting: true, target, horizontal: horizontal, vertical: vertical)
        return engine.rect(of: 0).size
    }

    /// A frame change: a new size needs a layout pass and resizes the subviews by their autoresizing masks (as
    /// UIKit does when a frame is set); a frame the user set on a translated view re-bases its autoresizing
    /// constraints in the engines above it.
    func frameChanged(from oldFrame: CGRect) {
        if oldFrame.size != frame.size { layoutFlags.insert(.needsLayout) }
        guard !LayoutEngine.isWritingFrames else { return }
        if oldFrame.size != frame.size { resizeSubviews(from: oldFrame.size) }
        guard translatesAutoresizingMaskIntoConstraints, let superview else { return }
        superview.forEachLayoutEngine { $0.autoresizingFrameChanged(of: self) }
    }

    /// Applies each translated subview's autoresizing mask to this view's change of size. The frames it sets agree
    /// with the autoresizing constraints of any engine (the same proportions), so they re-base nothing.
    private func resizeSubviews(from oldSize: CGSize) {
        let resized = subviews.filter { $0.translatesAutoresizingMaskIntoConstraints && !$0.autoresizingMask.isEmpty }
        guard !resized.isEmpty else { return }
        LayoutEngine.isWritingFrames = true
        defer { LayoutEngine.isWritingFrames = false }
        for view in resized {
            let frame = view.frame
            let mask = view.autoresizingMask
            let (x, width) = Self.autoresize(
                (frame.minX, frame.width, oldSize.width - frame.maxX),
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ), by: bounds.width - oldSize.width)
            let (y, height) = Self.autoresize(
                (frame.minY, frame.height, oldSize.height - frame.maxY),
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ), by: bounds.height - oldSize.height)
            let newFrame = CGRect(x: x, y: y, width: width, height: height)
            if newFrame != frame {
                // Set with the flag off, so that the view resizes its own subviews in turn.
                LayoutEngine.isWritingFrames = false
                view.frame = newFrame
                LayoutEngine.isWritingFrames = true
            }
        }
    }

    /// One axis of autoresizing: `delta` shared among the flexible parts (leading margin, size, trailing margin) in
    /// proportion to their lengths, evenly when those are all 0. Returns the new position and size.
    static func autoresize(
        _ parts: (lead: CGFloat, size: CGFloat, trail: CGFloat), flexible: (lead: Bool, size: Bool, trail: Bool),
        by delta: CGFloat
    ) -> (position: CGFloat, size: CGFloat) {
        let lengths = [parts.lead, parts.size, parts.trail]
        let flags = [flexible.lead, flexible.size, flexible.trail]
        let total = zip(lengths, flags).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
        let count = CGFloat(flags.filter { $0 }.count)
        guard count > 0 else { return (parts.lead, parts.size) }
        func share(_ part: Int) -> CGFloat {
            guard flags[part] else { return 0 }
            return total > 0 ? lengths[part] / total : 1 / count
        }
        return (parts.lead + delta * share(0), parts.size + delta * share(1))
    }
}
