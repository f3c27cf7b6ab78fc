/// One order of the user's code among the equally legal ones: the choice points where it leaves the default order
/// (today's order: ready jobs first-in first-out, a delivered load's continuation before the next reuse), and what it
/// chose there. Choice points are numbered in the order a run meets them, so a schedule replays exactly on the same
/// scenario and build. The default schedule deviates nowhere.
///
/// Its id is compact and shell-safe: `s` for the default, else `s` followed by `-<point>.<choice>` per deviation,
/// both in base 36 (`s-1k.1-2c.3`: at choice point 56 take alternative 1, at point 84 alternative 3).
public struct Schedule: Sendable, Hashable, CustomStringConvertible {
    /// One deviation: at choice point `point` (0-based, in the order the run meets them) take alternative `choice`
    /// (0 is the default order's, so a deviation's choice is at least 1).
    public struct Deviation: Sendable, Hashable {
        public let point: Int
        public let choice: Int

        public init(point: Int, choice: Int) {
            self.point = point
            self.choice = choice
        }
    }

    /// The deviations, by increasing point, at most one per point.
    public let deviations: [Deviation]

    /// The default order.
    public static let `default` = Schedule(deviations: [])

    /// A schedule taking `deviations` (sorted; a later one for the same point wins; choices of 0 are dropped).
    public init(deviations: [Deviation]) {
        var byPoint: [Int: Int] = [:]
        for deviation in deviations { byPoint[deviation.point] = deviation.choice }
        self.deviations = byPoint.filter { $0.value > 0 && $0.key >= 0 }.sorted { $0.key < $1.key }.map {
            Deviation(point: $0.key, choice: $0.value)
        }
    }

    /// The schedule an id names; nil when `id` is not one (see the type's documentation).
    public init?(id: String) {
        guard id.first == "s" else { return nil }
        let body = id.dropFirst()
        if body.isEmpty {
            self = .default
            return
        }
        guard body.first == "-" else { return nil }
        var deviations: [Deviation] = []
        for entry in body.dropFirst().split(separator: "-", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let point = Self.number(parts[0]), let choice = Self.number(parts[1]), choice > 0,
                deviations.last.map({ $0.point < point }) ?? true
            else { return nil }
            deviations.append(Deviation(point: point, choice: choice))
        }
        self.deviations = deviations
    }

    /// The compact id (see the type's documentation); `Schedule(id:)` reads it back.
    public var id: String {
        "s" + deviations.map { "-\(String($0.point, radix: 36)).\(String($0.choice, radix: 36))" }.joined()
    }

    public var description: String { id }

    /// The alternative to take at `point` (0: the default order's).
    public func choice(at point: Int) -> Int {
        var low = 0
        var high = deviations.count
        while low < high {
            let middle = (low + high) / 2
            if deviations[middle].point < point { low = middle + 1 } else { high = middle }
        }
        return low < deviations.count && deviations[low].point == point ? deviations[low].choice : 0
    }

    /// Whether this is the default order.
    public var isDefault: Bool { deviations.isEmpty }

    /// A non-negative base-36 number of at most 12 digits, lower case, without leading zeros (one id per schedule).
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 12, text.allSatisfy({ $0.isNumber || ("a"..."z").contains($0) }),
            text.allSatisfy(\.isASCII), text == "0" || text.first != "0"
        else { return nil }
        return Int(text, radix: 36)
    }
}
