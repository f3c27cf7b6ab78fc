import Foundation

/// A stack view: its arranged subviews are its subviews, in order, and are laid out by Auto Layout with the
/// constraints a stack view makes (each arranged view pinned to the stack's sides across the axis and chained
/// along it with `spacing`); `distribution` and `alignment` other than fill are recorded, not applied.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuildConstraints() } }
    open var spacing: CGFloat = 0 { didSet { rebuildConstraints() } }
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var isLayoutMarginsRelativeArrangement = false

    private var stackConstraints: [NSLayoutConstraint] = []

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        rebuildConstraints()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        rebuildConstraints()
    }

    /// The arrangement as constraints: every arranged view edge to edge across the axis, chained along it.
    private func rebuildConstraints() {
        NSLayoutConstraint.deactivate(stackConstraints)
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in arrangedSubviews where view.superview === self {
            if axis == .horizontal {
                made += [
                    view.topAnchor.constraint(equalTo: topAnchor), view.bottomAnchor.constraint(equalTo: bottomAnchor),
                ]
                made.append(
                    previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: spacing) }
                        ?? view.leadingAnchor.constraint(equalTo: leadingAnchor))
            } else {
                made += [
                    view.leadingAnchor.constraint(equalTo: leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: trailingAnchor),
                ]
                made.append(
                    previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: spacing) }
                        ?? view.topAnchor.constraint(equalTo: topAnchor))
            }
            previous = view
        }
        if let last = previous {
            made.append(
                axis == .horizontal
                    ? last.trailingAnchor.constraint(equalTo: trailingAnchor)
                    : last.bottomAnchor.constraint(equalTo: bottomAnchor))
        }
        NSLayoutConstraint.activate(made)
        stackConstraints = made
    }
}
