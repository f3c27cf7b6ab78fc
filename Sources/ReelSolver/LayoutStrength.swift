/// How strongly a constraint holds. A required constraint must hold (adding one that cannot throws); any other is a
/// weight in the objective the solver minimises: the sum of each non-required constraint's error times its strength.
/// Kiwi's scale: `required` is 1 001 001 000 and a strength is clipped to [0, required].
package struct LayoutStrength: Comparable, Sendable {
    /// The weight (or `required.value`).
    package let value: Double

    /// A strength of `value`, clipped to [0, required].
    package init(_ value: Double) {
        self.value = min(max(value, 0), Self.requiredValue)
    }

    /// Kiwi's three-level strength: `strong × 10⁶ + medium × 10³ + weak`, each level clipped to [0, 1000].
    package init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func level(_ part: Double) -> Double { min(max(part * weight, 0), 1000) }
        self.init(level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
    }

    private static let requiredValue = 1_001_001_000.0

    package static let required = LayoutStrength(requiredValue)
    package static let strong = LayoutStrength(strong: 1, medium: 0, weak: 0)
    package static let medium = LayoutStrength(strong: 0, medium: 1, weak: 0)
    package static let weak = LayoutStrength(strong: 0, medium: 0, weak: 1)

    package var isRequired: Bool { value >= Self.requiredValue }

    package static func < (lhs: LayoutStrength, rhs: LayoutStrength) -> Bool { lhs.value < rhs.value }
}
