import Testing

@testable import ReelSolver

/// The Cassowary solver: required constraints hold, weaker ones yield to stronger ones, edit variables move by
/// suggested values, errors are thrown (never trapped) and leave the solver as it was, and the answer does not depend
/// on the run.
@Suite struct LinearSolverTests {
    /// `Σ coefficient × variable + constant`.
    static func expression(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { LinearTerm($0.0, $0.1) }, constant: constant)
    }

    /// `variable relation value` at `strength`.
    static func constraint(
        _ variable: LayoutVariable, _ relation: LinearRelation, _ value: Double, _ strength: LayoutStrength = .required
    ) -> LinearConstraint {
        LinearConstraint(expression([(variable, 1)], -value), relation, strength: strength)
    }

    static func solved(_ solver: LinearSolver, _ variable: LayoutVariable) -> Double {
        solver.updateVariables()
        return solver.value(of: variable)
    }

    @Test func requiredConstraintsHoldAndWeakerOnesYield() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(Self.constraint(x, .equal, 20, .weak))
        #expect(Self.solved(solver, x) == 20)
        try solver.add(Self.constraint(x, .lessThanOrEqual, 15))
        #expect(Self.solved(solver, x) == 15)
        try solver.add(Self.constraint(x, .equal, 5, .strong))
        #expect(Self.solved(solver, x) == 5)
        try solver.add(Self.constraint(x, .greaterThanOrEqual, 10))
        #expect(Self.solved(solver, x) == 10)
        #expect(solver.constraintCount == 4)
    }

    @Test func removingAConstraintRestoresTheAnswerWithoutIt() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        // y = x + 10, x wants 0 (medium), y wants 100 (weak): x = 0, y = 10.
        try solver.add(LinearConstraint(Self.expression([(y, 1), (x, -1)], -10), .equal))
        try solver.add(Self.constraint(x, .equal, 0, .medium))
        try solver.add(Self.constraint(y, .equal, 100, .weak))
        #expect(Self.solved(solver, y) == 10)
        let floor = Self.constraint(x, .greaterThanOrEqual, 40)
        try solver.add(floor)
        #expect(Self.solved(solver, x) == 40)
        #expect(Self.solved(solver, y) == 50)
        try solver.remove(floor)
        #expect(Self.solved(solver, x) == 0)
        #expect(Self.solved(solver, y) == 10)
        #expect(!solver.contains(floor))
    }

    @Test func aConflictingRequiredConstraintIsThrownAndLeavesTheSolverAsItWas() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        try solver.add(Self.constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Self.constraint(x, .equal, 30, .weak))
        let conflicting = Self.constraint(x, .lessThanOrEqual, 5)
        #expect(throws: LinearSolverError.unsatisfiableConstraint) { try solver.add(conflicting) }
        #expect(!solver.contains(conflicting))
        #expect(Self.solved(solver, x) == 30)
        // Two required equalities that disagree: the second is refused, through the all-dummy row.
        let y = solver.makeVariable()
        try solver.add(Self.constraint(y, .equal, 1))
        #expect(throws: LinearSolverError.unsatisfiableConstraint) { try solver.add(Self.constraint(y, .equal, 2)) }
        #expect(Self.solved(solver, y) == 1)
        #expect(solver.constraintCount == 3)
    }

    @Test func duplicateAndUnknownConstraintsAreErrors() throws {
        let solver = LinearSolver()
        let x = solver.makeVariable()
        let bound = Self.constraint(x, .greaterThanOrEqual, 1)
        try solver.add(bound)
        #expect(throws: LinearSolverError.duplicateConstraint) { try solver.add(bound) }
        try solver.remove(bound)
        #expect(throws: LinearSolverError.unknownConstraint) { try solver.remove(bound) }
    }

    @Test func editVariablesTakeSuggestedValuesWithinTheRequiredConstraints() throws {
        let solver = LinearSolver()
        let width = solver.makeVariable()
        let half = solver.makeVariable()
        try solver.add(LinearConstraint(Self.expression([(half, 2), (width, -1)]), .equal))
        try solver.add(Self.constraint(width, .lessThanOrEqual, 300))
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        for (suggested, expected) in [(100.0, 50.0), (250, 125), (400, 150), (60, 30)] {
            try solver.suggestValue(suggested, for: width)
            #expect(Self.solved(solver, half) == expected)
        }
        #expect(throws: LinearSolverError.duplicateEditVariable) {
            try solver.addEditVariable(width, strength: .weak)
        }
        #expect(throws: LinearSolverError.requiredEditVariable) {
            try solver.addEditVariable(half, strength: .required)
        }
        #expect(throws: LinearSolverError.unknownEditVariable) { try solver.suggestValue(1, for: half) }
        try solver.removeEditVariable(width)
        #expect(throws: LinearSolverError.unknownEditVariable) { try solver.removeEditVariable(width) }
    }

    @Test func strengthsFollowKiwisScale() {
        #expect(LayoutStrength.required.value == 1_001_001_000)
        #expect(LayoutStrength.strong.value == 1_000_000)
        #expect(LayoutStrength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
        #expect(LayoutStrength(5e9).isRequired)
        #expect(LayoutStrength(-1).value == 0)
        #expect(LayoutStrength.medium < .strong)
    }

    /// Three boxes side by side in 300 pt, each at least 50 wide, the first two wanting 120: a unique answer.
    static func boxes(order: [Int]) throws -> [Double] {
        let solver = LinearSolver()
        let widths = (0..<3).map { _ in solver.makeVariable() }
        let all: [LinearConstraint] =
            [LinearConstraint(expression(widths.map { ($0, 1) }, -300), .equal)]
            + widths.map { constraint($0, .greaterThanOrEqual, 50) }
            + [constraint(widths[0], .equal, 120, .medium), constraint(widths[1], .equal, 120, .weak)]
        for index in order { try solver.add(all[index]) }
        solver.updateVariables()
        return widths.map { solver.value(of: $0) }
    }

    @Test func aUniqueAnswerDoesNotDependOnTheOrderOfTheConstraints() throws {
        let expected: [Double] = [120, 120, 60]
        for order in [[0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0], [3, 0, 5, 1, 4, 2], [4, 2, 0, 5, 3, 1]] {
            #expect(try Self.boxes(order: order) == expected, "order \(order)")
        }
    }

    /// Two widths summing to 100 and nothing else: any split is optimal; the solver picks one by symbol order.
    static func ambiguousSplit() throws -> [Double] {
        let solver = LinearSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(LinearConstraint(expression([(a, 1), (b, 1)], -100), .equal))
        try solver.add(constraint(a, .greaterThanOrEqual, 0))
        try solver.add(constraint(b, .greaterThanOrEqual, 0))
        try solver.add(constraint(a, .equal, 80, .weak))
        try solver.add(constraint(b, .equal, 80, .weak))
        solver.updateVariables()
        return [solver.value(of: a), solver.value(of: b)]
    }

    @Test func anAmbiguousAnswerIsTheSameEveryTime() throws {
        let first = try Self.ambiguousSplit()
        #expect(first[0] + first[1] == 100)
        for _ in 0..<20 { #expect(try Self.ambiguousSplit() == first) }
        // The documented pick: the first variable's weak preference is met, the second takes what is left.
        #expect(first == [80, 20])
    }
}
