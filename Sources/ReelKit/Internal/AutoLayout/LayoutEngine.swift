import Foundation
import ReelSolver

/// Auto Layout for one hierarchy: every view and layout guide under `root` has four solver variables (x, y, width,
/// height, in the root's coordinates), and the engine turns the hierarchy's constraints into solver constraints —
/// the items' own (autoresizing masks, intrinsic sizes, system guides) when it is built, the user's as they are
/// activated, changed and deactivated. Items, views' constraints and guides are visited in hierarchy order (depth
/// first, then installation order), never in a Dictionary's, so the solver sees the same system on every run.
@preconcurrency @MainActor
final class LayoutEngine {
    /// The view laid out as the root: at the origin, its superview (if any) ignored.
    unowned let root: UIView
    let solver = LinearSolver()
    /// The items in hierarchy order; the root is first.
    var entries: [Entry] = []
    /// Each item's entry, by identity (looked up, never iterated).
    private var entryIndex: [ObjectIdentifier: Int] = [:]
    /// The solver constraint of each installed `NSLayoutConstraint`, by identity (looked up, never iterated).
    private var installed: [ObjectIdentifier: LinearConstraint] = [:]
    /// Active constraints left out because they conflicted with required ones, in the order broken: tried again
    /// when a constraint leaves the solver.
    private var broken: [NSLayoutConstraint] = []
    /// The root's width and height are edit variables: a new size is a suggested value (the dual simplex, a few
    /// µs), a new priority re-adds the edit. What each holds now.
    private var rootWidthEdit: RootEdit?
    private var rootHeightEdit: RootEdit?
    /// Items whose intrinsic content size changed since the last solve, in the order told.
    private var staleIntrinsicSizes: [Int] = []
    /// Whether anything changed since the last solve.
    private(set) var isDirty = true
    /// Whether the engine no longer matches its hierarchy (an intrinsic size appeared or went away): build anew.
    private(set) var isStale = false

    /// Set while an engine writes frames: a frame it writes is not a change to re-base autoresizing on.
    static var isWritingFrames: Bool {
        get { MainActorState.current.isWritingFrames }
        set { MainActorState.current.isWritingFrames = newValue }
    }

    /// The strength of what reel pins with UIKit's required priority but must not refuse: a root's size and a view's
    /// intrinsic size (the solver's edit variables cannot be required). Above every optional priority (999 weighs
    /// 9.8 × 10⁸).
    static let pinnedStrength = LayoutStrength(1_000_000_000)

    /// One view or layout guide.
    struct Entry {
        unowned let item: any LayoutItem
        let x: LayoutVariable
        let y: LayoutVariable
        let width: LayoutVariable
        let height: LayoutVariable
        /// The superview's (or owning view's) entry; -1 for the root.
        let parent: Int
        var intrinsicWidth: LayoutVariable?
        var intrinsicHeight: LayoutVariable?
        var autoresizing: [LinearConstraint] = []
        var intrinsicQueued = false
    }

    /// The strength and suggested value of one of the root's size edits.
    private struct RootEdit {
        let strength: LayoutStrength
        var value: Double
    }

    init(root: UIView) {
        self.root = root
        let views = root.allViews
        for view in views {
            let parent = view === root ? -1 : view.superview.flatMap { entryIndex[ObjectIdentifier($0)] } ?? -1
            let viewIndex = addEntry(view, parent: parent)
            for guide in view.layoutState?.guides ?? [] { addEntry(guide, parent: viewIndex) }
        }
        pin(LinearExpression(entries[0].x), .equal)
        pin(LinearExpression(entries[0].y), .equal)
        for index in entries.indices {
            if let view = entries[index].item as? UIView {
                if view !== root && view.translatesAutoresizingMaskIntoConstraints {
                    addAutoresizingConstraints(index)
                } else {
                    addIntrinsicSizeConstraints(index)
                }
            } else if let guide = entries[index].item as? UILayoutGuide, let role = guide.systemRole {
                addSystemGuideConstraints(index, role: role)
            }
        }
        for view in views {
            for constraint in view.layoutState?.constraints ?? [] { install(constraint) }
        }
    }

    @discardableResult
    private func addEntry(_ item: any LayoutItem, parent: Int) -> Int {
        let entry = Entry(
            item: item, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable(), parent: parent)
        entryIndex[ObjectIdentifier(item)] = entries.count
        entries.append(entry)
        return entries.count - 1
    }

    func index(of item: any LayoutItem) -> Int? { entryIndex[ObjectIdentifier(item)] }

    // MARK: - Adding to the solver

    /// Adds a required constraint the engine makes itself (which cannot conflict: the engine's own come first).
    @discardableResult
    func pin(_ expression: LinearExpression, _ relation: LinearRelation, strength: LayoutStrength = .required)
        -> LinearConstraint
    {
        let constraint = LinearConstraint(expression, relation, strength: strength)
        attempt { try solver.add(constraint) }
        return constraint
    }

    /// Runs a solver call whose failure would be a defect of the engine: reported, never trapped.
    func attempt(_ body: () throws -> Void) {
        do { try body() } catch { LayoutIssues.record("Auto Layout of \(type(of: root)) failed: \(error)") }
        isDirty = true
    }

    /// Installs `constraint` if its items are in this hierarchy. A required constraint that conflicts with those
    /// already installed is left out and reported once, as UIKit breaks a constraint and carries on.
    func install(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil, let first = constraint.first,
            var expression = expression(of: first, constraint.firstAttribute)
        else { return }
        if let second = constraint.second {
            guard let secondExpression = self.expression(of: second, constraint.secondAttribute) else { return }
            expression = expression.adding(secondExpression, times: -Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        let relation: LinearRelation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let solverConstraint = LinearConstraint(expression, relation, strength: constraint.priority.strength)
        isDirty = true
        do {
            try solver.add(solverConstraint)
            installed[key] = solverConstraint
        } catch .unsatisfiableConstraint {
            if !broken.contains(where: { $0 === constraint }) { broken.append(constraint) }
            guard !constraint.conflictReported else { return }
            constraint.conflictReported = true
            LayoutIssues.record(
                "Unable to simultaneously satisfy constraints in \(type(of: root)): breaking \(constraint)")
        } catch {
            LayoutIssues.record("Auto Layout of \(type(of: root)) failed to add \(constraint): \(error)")
        }
    }

    /// Takes `constraint` out of the solver, if it is in; the constraints broken before are tried again.
    func uninstall(_ constraint: NSLayoutConstraint) {
        broken.removeAll { $0 === constraint }
        guard let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        attempt { try solver.remove(solverConstraint) }
        let retried = broken
        broken = []
        for constraint in retried where constraint.installedOn != nil { install(constraint) }
    }

    /// Re-adds `constraint` with its new constant or priority.
    func reinstall(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    /// Marks the engine as no longer matching its hierarchy.
    func markStale() {
        isStale = true
    }

    /// Notes that `view`'s intrinsic content size changed; the new size is read at the next solve.
    func intrinsicSizeChanged(of view: UIView) {
        guard let index = index(of: view), !entries[index].intrinsicQueued else { return }
        entries[index].intrinsicQueued = true
        staleIntrinsicSizes.append(index)
        isDirty = true
    }

    /// Re-bases `view`'s autoresizing constraints on its new frame (a frame the user set).
    func autoresizingFrameChanged(of view: UIView) {
        guard let index = index(of: view), view !== root, view.translatesAutoresizingMaskIntoConstraints else { return }
        for constraint in entries[index].autoresizing { attempt { try solver.remove(constraint) } }
        addAutoresizingConstraints(index)
    }

    // MARK: - Solving

    /// Solves with the root's size held to `size` at the two priorities (a required one is held at
    /// `pinnedStrength`). False when the engine turned out stale (build a new one).
    func solve(_ size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> Bool {
        hold(entries[0].width, at: size.width, priority: horizontal, edit: &rootWidthEdit)
        hold(entries[0].height, at: size.height, priority: vertical, edit: &rootHeightEdit)
        refreshIntrinsicSizes()
        guard !isStale else { return false }
        solver.updateVariables()
        isDirty = false
        return true
    }

    private func hold(_ variable: LayoutVariable, at target: CGFloat, priority: UILayoutPriority, edit: inout RootEdit?)
    {
        let strength = priority.strength.isRequired ? Self.pinnedStrength : priority.strength
        if edit?.strength != strength {
            if edit != nil { attempt { try solver.removeEditVariable(variable) } }
            attempt { try solver.addEditVariable(variable, strength: strength) }
            edit = RootEdit(strength: strength, value: 0)
            attempt { try solver.suggestValue(Double(target), for: variable) }
            edit?.value = Double(target)
        } else if edit?.value != Double(target) {
            attempt { try solver.suggestValue(Double(target), for: variable) }
            edit?.value = Double(target)
        }
    }

    private func refreshIntrinsicSizes() {
        let stale = staleIntrinsicSizes
        staleIntrinsicSizes = []
        for index in stale {
            entries[index].intrinsicQueued = false
            guard let view = entries[index].item as? UIView else { continue }
            let size = view.intrinsicContentSize
            guard (size.width >= 0) == (entries[index].intrinsicWidth != nil),
                (size.height >= 0) == (entries[index].intrinsicHeight != nil)
            else { return markStale() }
            if let width = entries[index].intrinsicWidth { attempt { try solver.suggestValue(size.width, for: width) } }
            if let height = entries[index].intrinsicHeight {
                attempt { try solver.suggestValue(size.height, for: height) }
            }
        }
    }

    /// The solved rectangle of entry `index` in the root's coordinates, rounded to 1/256 pt (which drops the
    /// solver's floating-point noise and is finer than any screen's pixel).
    func rect(of index: Int) -> CGRect {
        func rounded(_ variable: LayoutVariable) -> CGFloat { (solver.value(of: variable) * 256).rounded() / 256 }
        let entry = entries[index]
        return CGRect(
            x: rounded(entry.x), y: rounded(entry.y), width: rounded(entry.width), height: rounded(entry.height))
    }

    /// Writes each view's frame (in its superview's coordinates) and each guide's layout frame; the root's own
    /// frame is not the engine's to change.
    func writeFrames() {
        Self.isWritingFrames = true
        defer { Self.isWritingFrames = false }
        for index in entries.indices.dropFirst() {
            let parent = rect(of: entries[index].parent)
            let solved = rect(of: index)
            let local = solved.offsetBy(dx: -parent.minX, dy: -parent.minY)
            if let view = entries[index].item as? UIView {
                if view.frame != local { view.frame = local }
            } else if let guide = entries[index].item as? UILayoutGuide {
                guide.layoutFrame = local
            }
        }
    }
}
