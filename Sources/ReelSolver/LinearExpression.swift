/// A variable of a `LinearSolver`: its value is read with `LinearSolver.value(of:)` after `updateVariables()`.
package struct LayoutVariable: Hashable, Comparable, Sendable {
    /// The variable's symbol in its solver (they share one numbering).
    let symbol: Symbol

    package static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.symbol < rhs.symbol }
}

/// `coefficient × variable`.
package struct LinearTerm: Sendable {
    package var variable: LayoutVariable
    package var coefficient: Double

    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant`: the left side of a constraint whose right side is 0.
package struct LinearExpression: Sendable {
    package var terms: [LinearTerm]
    package var constant: Double

    package init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression of one variable.
    package init(_ variable: LayoutVariable) {
        self.init([LinearTerm(variable)])
    }

    /// This expression plus `other` scaled by `factor`.
    package func adding(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
        LinearExpression(
            terms + other.terms.map { LinearTerm($0.variable, $0.coefficient * factor) },
            constant: constant + other.constant * factor)
    }
}

/// How a constraint's expression compares with 0.
package enum LinearRelation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}
