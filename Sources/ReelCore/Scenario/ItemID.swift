/// An item's stable id, as the scenario's items give it (`"id": "42"`; a synthetic item's is its index). The
/// simulation keys cells, loads, prefetches and row state by it; the timeline and cells.csv write it as the plain
/// string, and it encodes as one (`"42"`), so outputs read as before ids had a type. Ordered as its string is.
public struct ItemID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The id as the scenario spells it.
    public let rawValue: String

    /// The id spelled `rawValue`.
    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}

/// Tests and scenarios built in code spell ids as strings: `"42"`, `"\(index)"`.
extension ItemID: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        rawValue = value
    }
}
