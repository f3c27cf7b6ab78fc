/// Views made while reel constructs a cell (its property initializers run before the cell exists), so they can be
/// told their cell afterwards.
@preconcurrency @MainActor
enum CellConstruction {
    /// Views made since the construction of the current cell began (nil when none is being constructed).
    static var collected: [UIView]? {
        get { MainActorState.current.constructionViews }
        set { MainActorState.current.constructionViews = newValue }
    }

    /// Makes views `make` makes without counting them among a cell's own (a control's internal label and image
    /// view are not what the cell shows).
    static func apart<T>(_ make: () -> T) -> T {
        let outer = collected
        collected = nil
        defer { collected = outer }
        return make()
    }

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
