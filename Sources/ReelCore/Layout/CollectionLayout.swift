/// Item frames for a list of items, in content coordinates.
protocol CollectionLayout: Sendable {
    /// The number of items laid out.
    var itemCount: Int { get }
    /// The full content height in points.
    var contentHeight: Double { get }
    /// The frame of the item at `index`.
    func frame(at index: Int) -> Rect
    /// The indices of the items whose frames intersect the vertical band `minY..<maxY`, ascending.
    func indices(inBandFrom minY: Double, to maxY: Double) -> Range<Int>
}
