/// The layout of the list: a uniform grid, self-sizing columns (feed, masonry), or frames an app's layout gave.
package enum ListLayout: Sendable, Equatable {
    case grid(GridLayout)
    case selfSizing(SelfSizingLayout)
    case framed(FramedLayout)

    package var itemCount: Int {
        switch self {
        case .grid(let grid): grid.itemCount
        case .selfSizing(let layout): layout.itemCount
        case .framed(let layout): layout.itemCount
        }
    }

    package var contentHeight: Double {
        switch self {
        case .grid(let grid): grid.contentHeight
        case .selfSizing(let layout): layout.contentHeight
        case .framed(let layout): layout.contentHeight
        }
    }

    /// The width of an item (a column; a framed layout's first item).
    package var itemWidth: Double {
        switch self {
        case .grid(let grid): grid.itemWidth
        case .selfSizing(let layout): layout.itemWidth
        case .framed(let layout): layout.itemWidth
        }
    }

    /// The uniform item height of a grid (self-sizing and framed layouts have none).
    package var itemHeight: Double {
        switch self {
        case .grid(let grid): grid.itemHeight
        case .selfSizing, .framed: 0
        }
    }

    package func frame(at index: Int) -> Rect {
        switch self {
        case .grid(let grid): grid.frame(at: index)
        case .selfSizing(let layout): layout.frame(at: index)
        case .framed(let layout): layout.frame(at: index)
        }
    }

    /// The items intersecting the band, ascending.
    package func indices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
        switch self {
        case .grid(let grid): Array(grid.indices(inBandFrom: minY, to: maxY))
        case .selfSizing(let layout): layout.indices(inBandFrom: minY, to: maxY)
        case .framed(let layout): layout.indices(inBandFrom: minY, to: maxY)
        }
    }

    var isSelfSizing: Bool {
        if case .selfSizing = self { return true }
        return false
    }

    /// Whether items are at frames an app's layout gave (each cell its own size).
    var isFramed: Bool {
        if case .framed = self { return true }
        return false
    }
}
