// A port of kiwi (https://github.com/nucleic/kiwi), BSD-3-Clause:
//
// Copyright (c) 2013-2017, Nucleic Development Team.
// All rights reserved.
//
// Redistribution and use in source and binary forms, with or without modification, are permitted provided that the
// following conditions are met:
//
// 1. Redistributions of source code must retain the above copyright notice, this list of conditions and the following
//    disclaimer.
// 2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the
//    following disclaimer in the documentation and/or other materials provided with the distribution.
// 3. Neither the name of the copyright holder nor the names of its contributors may be used to endorse or promote
//    products derived from this software without specific prior written permission.
//
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES,
// INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
// DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
// SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
// SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
// WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE
// USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
//
// kiwi's `SolverImpl` (solverimpl.h): the Cassowary incremental simplex method of Badros, Borning and Stuckey (2001).
// kiwi keeps its rows in a map sorted by symbol; here the tableau is an array indexed by symbol, so each walk over
// it visits rows in symbol order as kiwi's does, and the pivots — hence the answer to an ambiguous system — are the
// same on every run (no Dictionary is ever iterated).

/// A Cassowary constraint solver: required constraints hold exactly, non-required ones as well as their strengths
/// allow, and edit variables take suggested values cheaply (`LinearSolver+Edit.swift`).
///
///     let solver = LinearSolver()
///     let x = solver.makeVariable()
///     try solver.add(LinearConstraint(LinearExpression([LinearTerm(x)], constant: -10), .greaterThanOrEqual))
///     solver.updateVariables()
///     solver.value(of: x)  // 10
///
/// Every failure is a thrown `LinearSolverError`; the solver then holds the same constraints as before the call.
package final class LinearSolver {
    /// What each symbol stands for, by symbol id (id 0 is `Symbol.invalid`).
    private(set) var kinds: [SymbolKind] = [.invalid]
    /// The tableau: `rows[id]` defines the basic symbol `id`; nil for a symbol that is not basic.
    var rows: [TableauRow?] = [nil]
    /// The objective the simplex method minimises: each error symbol weighted by its constraint's strength.
    var objective = TableauRow(constant: 0)
    /// The objective of the phase that finds a feasible row for a constraint with no subject (while it runs).
    var artificial: TableauRow?
    /// The rows a suggested value made infeasible, for the dual simplex.
    var infeasibleRows: [Symbol] = []
    /// The constraints added, by identity (only looked up, never iterated).
    private var constraints: [ObjectIdentifier: AddedConstraint] = [:]
    /// Edit variables, by variable (only looked up, never iterated).
    var edits: [LayoutVariable: EditInfo] = [:]
    /// The caller's variables, in the order made.
    private var variables: [LayoutVariable] = []
    /// Each variable's value at the last `updateVariables()`, by symbol id.
    private var values: [Double] = [0]

    /// A constraint in the solver and the symbols that stand for it.
    struct AddedConstraint {
        let constraint: LinearConstraint
        let tag: ConstraintTag
    }

    /// An edit variable: its constraint and the value last suggested.
    struct EditInfo {
        let constraint: LinearConstraint
        let tag: ConstraintTag
        var suggested: Double
    }

    package init() {}

    /// A new variable (0 until constrained).
    package func makeVariable() -> LayoutVariable {
        let variable = LayoutVariable(symbol: makeSymbol(.external))
        variables.append(variable)
        return variable
    }

    /// The number of constraints in the solver (edit variables' included).
    package var constraintCount: Int { constraints.count }

    /// Whether `constraint` is in the solver.
    package func contains(_ constraint: LinearConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// The symbols that stand for `constraint` (invalid ones when it is not in the solver).
    func tag(of constraint: LinearConstraint) -> ConstraintTag {
        constraints[ObjectIdentifier(constraint)]?.tag ?? ConstraintTag()
    }

    /// The value `variable` had at the last `updateVariables()`.
    package func value(of variable: LayoutVariable) -> Double {
        let id = Int(variable.symbol.id)
        return id < values.count ? values[id] : 0
    }

    /// Reads every variable's current value from the tableau (a parametric variable is 0).
    package func updateVariables() {
        if values.count < kinds.count { values += repeatElement(0, count: kinds.count - values.count) }
        for variable in variables {
            let id = Int(variable.symbol.id)
            values[id] = rows[id]?.constant ?? 0
        }
    }

    /// Adds `constraint`. Throws `.duplicateConstraint` if it is already in, `.unsatisfiableConstraint` if it is
    /// required and conflicts with the required constraints in the solver.
    package func add(_ constraint: LinearConstraint) throws(LinearSolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint }
        var tag = ConstraintTag()
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(of: row, tag: tag)
        if !subject.isValid && containsOnlyDummies(row) {
            guard isNearZero(row.constant) else { throw .unsatisfiableConstraint }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[Int(subject.id)] = row
        } else {
            // Phase one pivots the tableau and, when it fails, leaves the refused row's relation in it (kiwi's
            // behaviour): the tableau is put back so that a refused constraint changes nothing.
            let saved = (rows: rows, objective: objective, infeasibleRows: infeasibleRows)
            guard try addWithArtificialVariable(row) else {
                rows = saved.rows + repeatElement(nil, count: kinds.count - saved.rows.count)
                objective = saved.objective
                infeasibleRows = saved.infeasibleRows
                throw .unsatisfiableConstraint
            }
        }
        constraints[key] = AddedConstraint(constraint: constraint, tag: tag)
        try optimize(artificialObjective: false)
    }

    /// Removes `constraint`. Throws `.unknownConstraint` if it is not in the solver.
    package func remove(_ constraint: LinearConstraint) throws(LinearSolverError) {
        guard let added = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        let tag = added.tag
        // The error symbols leave the objective before any pivot, or the substitutions would carry them into it.
        if kind(of: tag.marker) == .error { removeEffects(of: tag.marker, strength: constraint.strength) }
        if kind(of: tag.other) == .error { removeEffects(of: tag.other, strength: constraint.strength) }
        let markerID = Int(tag.marker.id)
        if rows[markerID] != nil {
            rows[markerID] = nil
        } else {
            let leaving = leavingRow(forMarker: tag.marker)
            guard leaving.isValid, var row = rows[Int(leaving.id)] else {
                throw .internalFailure("no row to pivot a removed constraint's marker into")
            }
            rows[Int(leaving.id)] = nil
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, by: row)
        }
        try optimize(artificialObjective: false)
    }

    // MARK: - Symbols

    /// A new symbol of `kind`, with no row.
    func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        return Symbol(id: Int32(kinds.count - 1))
    }

    @inline(__always)
    func kind(of symbol: Symbol) -> SymbolKind { kinds[Int(symbol.id)] }
}
