import Testing

@testable import ReelSolver

/// Many constraints added and removed at strengths from 2.8 to 10⁹ (UIKit's fitting level to the engine's pinned
/// sizes): the solver never fails, and the required constraints hold after every step. Removing 10⁹ weights leaves
/// rounding noise in the objective (seed 7 hits it in its first steps), which the solver must take for zero.
@Suite struct LinearSolverStressTests {
    /// A fixed-seed generator (SplitMix64), so the sequence is the same on every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: Array(UInt64(1)...8))
    func addingAndRemovingStrongAndWeakConstraintsNeverFails(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let solver = LinearSolver()
        let variables = (0..<8).map { _ in solver.makeVariable() }
        // Every variable between 0 and 1000, required: the system stays bounded and satisfiable.
        var required: [(LayoutVariable, Double, LinearRelation)] = []
        for variable in variables {
            required += [(variable, 0, .greaterThanOrEqual), (variable, 1000, .lessThanOrEqual)]
        }
        for (variable, value, relation) in required {
            try solver.add(LinearConstraint(LinearExpression([LinearTerm(variable)], constant: -value), relation))
        }
        let strengths: [Double] = [1e9, 9.8e8, 3.2e6, 178, 2.8]
        var live: [LinearConstraint] = []
        for _ in 0..<600 {
            if live.count > 12 || (!live.isEmpty && Bool.random(using: &random)) {
                let removed = live.remove(at: Int.random(in: 0..<live.count, using: &random))
                try solver.remove(removed)
            } else {
                let first = variables.randomElement(using: &random)!
                let second = variables.randomElement(using: &random)!
                let factor = [1.0, 0.5, 2][Int.random(in: 0..<3, using: &random)]
                let expression = LinearExpression(
                    [LinearTerm(first), LinearTerm(second, -factor)],
                    constant: -Double(Int.random(in: -200...200, using: &random)))
                let relation: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                    using: &random)!
                let strength = LayoutStrength(strengths.randomElement(using: &random)!)
                let constraint = LinearConstraint(expression, relation, strength: strength)
                try solver.add(constraint)
                live.append(constraint)
            }
            solver.updateVariables()
            for variable in variables {
                #expect(solver.value(of: variable) > -1e-6 && solver.value(of: variable) < 1000 + 1e-6)
            }
        }
    }
}
