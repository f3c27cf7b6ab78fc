/// A view in a cell's hierarchy. reel does not lay views out or draw them: what a cell shows is read from its first
/// `UIImageView` and `UILabel` (see `UICollectionViewCell`), and the template draws it.
@MainActor
open class UIView {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var translatesAutoresizingMaskIntoConstraints = true
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// The cell whose `init` was running when this view was made (a property initializer of the cell).
    weak var constructedBy: UICollectionViewCell?

    public required init(frame: CGRect) {
        self.frame = frame
        CellConstruction.collected?.append(self)
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { nil }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        owningCell?.hierarchyChanged()
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.owningCell?.hierarchyChanged()
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

    /// The cell this view belongs to: the one it is inside, or the one that made it.
    var owningCell: UICollectionViewCell? {
        var view: UIView? = self
        while let current = view {
            if let cell = current as? UICollectionViewCell { return cell }
            if let cell = current.constructedBy { return cell }
            view = current.superview
        }
        return nil
    }

    /// Every view in this hierarchy, depth first.
    var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }
}

/// Views made while reel constructs a cell (its property initializers run before the cell exists), so they can be
/// told their cell afterwards.
@MainActor
enum CellConstruction {
    static var collected: [UIView]?

    /// Makes a cell with `make`, and tells every view made meanwhile that it belongs to that cell.
    static func construct<Cell: UICollectionViewCell>(_ make: () -> Cell) -> Cell {
        let outer = collected
        collected = []
        let cell = make()
        for view in collected ?? [] where view !== cell && view !== cell.contentView {
            view.constructedBy = cell
            cell.constructed.append(view)
        }
        collected = outer
        return cell
    }
}
