/// Per-row state the app keeps by item identifier (as UIKit keeps selection, and apps keep expansion), drawn by
/// the template.
public struct RowFlags: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let selected = RowFlags(rawValue: 1 << 0)
    package static let expanded = RowFlags(rawValue: 1 << 1)

    /// Each single flag with its scenario name, in a fixed order.
    package static let named: [(name: String, flag: RowFlags)] = [("selected", .selected), ("expanded", .expanded)]

    /// How many flags are set.
    public var count: Int { rawValue.nonzeroBitCount }

    /// The flags' names joined by "+", or "" when none (the log's spelling).
    package var logName: String {
        Self.named.filter { contains($0.flag) }.map(\.name).joined(separator: "+")
    }
}
