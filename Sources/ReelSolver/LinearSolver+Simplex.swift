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
// kiwi's `SolverImpl` (solverimpl.h), continued: building a constraint's row and the primal simplex steps.

extension LinearSolver {
    /// The row of `constraint` in terms of the current parametric symbols, with the slack, error or dummy symbols
    /// that stand for it (recorded in `tag`), its constant made non-negative.
    func makeRow(for constraint: LinearConstraint, tag: inout ConstraintTag) -> TableauRow {
        let expression = constraint.expression
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            if let basic = rows[Int(term.variable.symbol.id)] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(term.variable.symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        if !strength.isRequired {
            // Rounding noise in the objective grows with its largest weight (about 1e-7 next to 1e9): below 1e-13 of
            // it a coefficient is noise, which would otherwise enter the basis with no row to bound it. The
            // smallest strengths in use (about 1) stay far above.
            objective.tolerance = max(objective.tolerance, strength.value * 1.0e-13)
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.value)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let errorPlus = makeSymbol(.error)
                let errorMinus = makeSymbol(.error)
                tag.marker = errorPlus
                tag.other = errorMinus
                row.insert(errorPlus, -1)
                row.insert(errorMinus, 1)
                objective.insert(errorPlus, strength.value)
                objective.insert(errorMinus, strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol a new row is solved for: its first external variable, else its marker or other symbol when that
    /// is a slack or error with a negative coefficient; `.invalid` when none fits.
    func chooseSubject(of row: TableauRow, tag: ConstraintTag) -> Symbol {
        if let external = row.firstSymbol(where: { symbol, _ in kind(of: symbol) == .external }) { return external }
        for candidate in [tag.marker, tag.other] where candidate.isValid {
            let candidateKind = kind(of: candidate)
            if (candidateKind == .slack || candidateKind == .error) && row.coefficient(of: candidate) < 0 {
                return candidate
            }
        }
        return .invalid
    }

    func containsOnlyDummies(_ row: TableauRow) -> Bool {
        row.firstSymbol(where: { symbol, _ in kind(of: symbol) != .dummy }) == nil
    }

    /// Adds a row with no subject through an artificial variable (phase one of the simplex method): false when the
    /// row cannot be satisfied.
    func addWithArtificialVariable(_ row: TableauRow) throws(LinearSolverError) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        let artificialID = Int(artificialSymbol.id)
        rows[artificialID] = row
        artificial = row
        try optimize(artificialObjective: true)
        let succeeded = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows[artificialID] {
            rows[artificialID] = nil
            if basic.isEmpty { return succeeded }
            let entering = basic.firstSymbol { symbol, _ in
                let symbolKind = kind(of: symbol)
                return symbolKind == .slack || symbolKind == .error
            }
            guard let entering else { return false }
            basic.solve(for: entering, replacing: artificialSymbol)
            substitute(entering, by: basic)
            rows[Int(entering.id)] = basic
        }
        for index in rows.indices where rows[index] != nil { rows[index]?.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return succeeded
    }

    /// Replaces `symbol` by `row` in every row and the objectives, noting the rows that became infeasible.
    func substitute(_ symbol: Symbol, by row: TableauRow) {
        for index in rows.indices where rows[index] != nil {
            rows[index]?.substitute(symbol, by: row)
            if kinds[index] != .external, let constant = rows[index]?.constant, constant < 0 {
                infeasibleRows.append(Symbol(id: Int32(index)))
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Pivots until the objective (or the artificial one) cannot decrease: the entering symbol is the objective's
    /// first non-dummy symbol with a negative coefficient; the leaving row the one with the smallest ratio.
    func optimize(artificialObjective: Bool) throws(LinearSolverError) {
        while true {
            guard let goal = artificialObjective ? artificial : objective else { return }
            let entering = goal.firstSymbol { symbol, coefficient in
                kind(of: symbol) != .dummy && coefficient < 0
            }
            guard let entering else { return }
            var ratio = Double.greatestFiniteMagnitude
            var leaving = -1
            for index in rows.indices where kinds[index] != .external {
                guard let candidate = rows[index] else { continue }
                let coefficient = candidate.coefficient(of: entering)
                if coefficient < 0 {
                    let candidateRatio = -candidate.constant / coefficient
                    if candidateRatio < ratio {
                        ratio = candidateRatio
                        leaving = index
                    }
                }
            }
            guard leaving >= 0, var row = rows[leaving] else { throw .internalFailure("the objective is unbounded") }
            rows[leaving] = nil
            row.solve(for: entering, replacing: Symbol(id: Int32(leaving)))
            substitute(entering, by: row)
            rows[Int(entering.id)] = row
        }
    }

    /// The row to pivot a removed constraint's marker into: the restricting row with the smallest ratio, else a
    /// non-restricting one, else an external variable's row; `.invalid` when the marker is in no row.
    func leavingRow(forMarker marker: Symbol) -> Symbol {
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first = 0
        var second = 0
        var third = 0
        for index in rows.indices {
            guard let row = rows[index] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[index] == .external {
                third = index
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = index
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = index
                }
            }
        }
        return Symbol(id: Int32(first != 0 ? first : second != 0 ? second : third))
    }

    /// Takes an error symbol's weight out of the objective.
    func removeEffects(of marker: Symbol, strength: LayoutStrength) {
        if let row = rows[Int(marker.id)] {
            objective.insert(row, -strength.value)
        } else {
            objective.insert(marker, -strength.value)
        }
    }
}
