import Foundation

extension UIView: LayoutItem {
    var layoutOwner: UIView? { self }
}

/// UIKit's Auto Layout API on views: anchors, installed constraints, content priorities, margins and guides.
extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layout: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// The constraints installed on this view (active constraints whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Whether this view or one of its subviews holds constraints (its size comes from Auto Layout).
    var hasConstraintsInTree: Bool {
        !constraints.isEmpty || subviews.contains { $0.hasConstraintsInTree }
    }

    /// Installs `constraint` on this view (UIKit's older API; `isActive` finds the view itself).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn == nil else { return }
        installLayoutConstraint(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        uninstallLayoutConstraint(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = layoutState?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard contentHuggingPriority(for: axis) != priority else { return }
        if axis == .horizontal { layout.hugging.horizontal = priority } else { layout.hugging.vertical = priority }
        layoutStructureChanged()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let resistance = layoutState?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        if axis == .horizontal {
            layout.compressionResistance.horizontal = priority
        } else {
            layout.compressionResistance.vertical = priority
        }
        layoutStructureChanged()
    }

    /// The insets of `layoutMarginsGuide` and the margin attributes (8 pt on each side by default).
    public var layoutMargins: UIEdgeInsets {
        get { layoutState?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            guard newValue != layoutMargins else { return }
            layout.layoutMargins = newValue
            layoutStructureChanged()
        }
    }

    /// The view's bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState?.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .margins, owningView: self)
        layout.marginsGuide = guide
        layout.guides.append(guide)
        layoutStructureChanged()
        return guide
    }

    /// The part of the view no bar or notch covers: its bounds inset by `safeAreaInsets` (the scenario's safe area
    /// where the view overlaps it).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owningView: self)
        layout.safeAreaGuide = guide
        layout.guides.append(guide)
        layoutStructureChanged()
        return guide
    }

    /// The guides added with `addLayoutGuide(_:)` (and the system guides made so far).
    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.systemRole == nil, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layout.guides.append(guide)
        layoutStructureChanged()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, guide.systemRole == nil else { return }
        layout.guides.removeAll { $0 === guide }
        guide.owningView = nil
        deactivateConstraints { $0 === guide }
        layoutStructureChanged()
    }

    // MARK: - Installing constraints and telling engines

    /// The nearest view that is (or contains) both this view and `other`.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors: [UIView] = []
        var view: UIView? = self
        while let current = view {
            ancestors.append(current)
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(where: { $0 === current }) { return current }
            view = current.superview
        }
        return nil
    }

    /// Calls `body` with the engine of this view and of each ancestor that has one.
    func forEachLayoutEngine(_ body: (LayoutEngine) -> Void) {
        var view: UIView? = self
        while let current = view {
            if let engine = current.layoutState?.engine { body(engine) }
            if let engine = current.layoutState?.fittingEngine { body(engine) }
            view = current.superview
        }
    }

    func installLayoutConstraint(_ constraint: NSLayoutConstraint) {
        layout.constraints.append(constraint)
        constraint.installedOn = self
        forEachLayoutEngine { $0.install(constraint) }
    }

    func uninstallLayoutConstraint(_ constraint: NSLayoutConstraint) {
        layoutState?.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        forEachLayoutEngine { $0.uninstall(constraint) }
    }

    func layoutConstraintChanged(_ constraint: NSLayoutConstraint) {
        forEachLayoutEngine { $0.reinstall(constraint) }
    }

    /// The hierarchy changed in a way engines do not follow (subviews, translation, priorities, margins, guides):
    /// the engines that include this view build anew at their next solve.
    func layoutStructureChanged() {
        var view: UIView? = self
        while let current = view {
            current.layoutState?.engine = nil
            current.layoutState?.fittingEngine = nil
            view = current.superview
        }
    }

    func intrinsicContentSizeChanged() {
        forEachLayoutEngine { $0.intrinsicSizeChanged(of: self) }
    }

    /// Deactivates the constraints installed on this view or its ancestors that relate an item inside `removed`
    /// (a subtree just taken out), as UIKit does when a view leaves its superview.
    func deactivateConstraints(reaching removed: UIView) {
        var view: UIView? = self
        while let current = view {
            current.deactivateConstraints { item in item.layoutOwner?.isDescendant(of: removed) ?? false }
            view = current.superview
        }
    }

    /// Deactivates the constraints installed on this view that relate an item matching `condition`.
    func deactivateConstraints(relating condition: (any LayoutItem) -> Bool) {
        for constraint in layoutState?.constraints ?? [] {
            let relates = [constraint.first, constraint.second].contains { item in item.map(condition) ?? false }
            if relates { uninstallLayoutConstraint(constraint) }
        }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}
