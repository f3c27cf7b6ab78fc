/// `expression relation 0` at a strength. A constraint is an object: the solver knows it by identity, so adding the
/// same one twice is `LinearSolverError.duplicateConstraint`, and removing it needs the object that was added.
package final class LinearConstraint: Sendable {
    package let expression: LinearExpression
    package let relation: LinearRelation
    package let strength: LayoutStrength

    package init(_ expression: LinearExpression, _ relation: LinearRelation, strength: LayoutStrength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

/// Why a `LinearSolver` refused a request. The solver is left as it was before the request.
package enum LinearSolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added.
    case unsatisfiableConstraint
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// An edit variable cannot be required (its value is a suggestion).
    case requiredEditVariable
    /// The simplex method could not proceed (a solver defect, not bad input): what failed.
    case internalFailure(String)

    package var description: String {
        switch self {
        case .unsatisfiableConstraint: "the constraint conflicts with the required constraints"
        case .duplicateConstraint: "the constraint was already added"
        case .unknownConstraint: "the constraint was not added"
        case .duplicateEditVariable: "the variable is already an edit variable"
        case .unknownEditVariable: "the variable is not an edit variable"
        case .requiredEditVariable: "an edit variable cannot be required"
        case .internalFailure(let what): "internal solver failure: \(what)"
        }
    }
}
