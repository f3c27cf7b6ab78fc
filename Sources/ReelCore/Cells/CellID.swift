/// The stable identity of a cell object (#1, #2, … in creation order), as logs and overlays print it.
public struct CellID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The cell's number: 1 for the first cell created.
    package let number: Int

    package init(_ number: Int) { self.number = number }

    public init(integerLiteral number: Int) { self.number = number }

    public static func < (lhs: CellID, rhs: CellID) -> Bool { lhs.number < rhs.number }

    public var description: String { String(number) }
}
