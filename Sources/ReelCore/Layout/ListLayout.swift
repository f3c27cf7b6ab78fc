/// The layout of the list: a uniform grid, or self-sizing columns (feed, masonry).
package enum ListLayout: Sendable, Equatable {
    case grid(GridLayout)
    case selfSizing(SelfSizingLayout)

    package var itemCount: Int {
        switch self {
        case .grid(let grid): grid.itemCount
        case .selfSizing(let layout): layout.itemCount
        }
    }

    package var contentHeight: Double {
        switch self {
        case .grid(let grid): grid.contentHeight
        case .selfSizing(let layout): layout.contentHeight
        }
    }

    /// The width of an item (a column).
    package var itemWidth: Double {
        switch self {
        case .grid(let grid): grid.itemWidth
        case .selfSizing(let layout): layout.itemWidth
        }
    }

    /// The uniform item height of a grid (self-sizing layouts have none).
    package var itemHeight: Double {
        switch self {
        case .grid(let grid): grid.itemHeight
        case .selfSizing: 0
        }
    }

    package func frame(at index: Int) -> Rect {
        switch self {
        case .grid(let grid): grid.frame(at: index)
        case .selfSizing(let layout): layout.frame(at: index)
        }
    }

    /// The items intersecting the band, ascending.
    package func indices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
        switch self {
        case .grid(let grid): Array(grid.indices(inBandFrom: minY, to: maxY))
        case .selfSizing(let layout): layout.indices(inBandFrom: minY, to: maxY)
        }
    }

    var isSelfSizing: Bool {
        if case .selfSizing = self { return true }
        return false
    }
}
