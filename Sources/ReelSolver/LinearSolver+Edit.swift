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
// kiwi's `SolverImpl` (solverimpl.h), continued: edit variables, suggested values and the dual simplex.

extension LinearSolver {
    /// Makes `variable` an edit variable of `strength` (not required): `suggestValue(_:for:)` then moves it towards
    /// a value as strongly as `strength` allows. Throws `.duplicateEditVariable` or `.requiredEditVariable`.
    package func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength) throws(LinearSolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard !strength.isRequired else { throw .requiredEditVariable }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        let tag = tag(of: constraint)
        edits[variable] = EditInfo(constraint: constraint, tag: tag, suggested: 0)
    }

    /// Stops `variable` being an edit variable. Throws `.unknownEditVariable`.
    package func removeEditVariable(_ variable: LayoutVariable) throws(LinearSolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for the edit variable `variable` and re-solves with the dual simplex (no rebuild): the
    /// cheap way to move a variable many times. Throws `.unknownEditVariable`.
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LinearSolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable }
        let delta = value - edit.suggested
        edit.suggested = value
        edits[variable] = edit
        shiftEditRows(edit.tag, by: delta)
        try dualOptimize()
    }

    /// Moves the constant of the rows holding an edit constraint's error symbols by `delta`.
    private func shiftEditRows(_ tag: ConstraintTag, by delta: Double) {
        let markerID = Int(tag.marker.id)
        if rows[markerID] != nil {
            if let constant = rows[markerID]?.addToConstant(-delta), constant < 0 { infeasibleRows.append(tag.marker) }
            return
        }
        let otherID = Int(tag.other.id)
        if rows[otherID] != nil {
            if let constant = rows[otherID]?.addToConstant(delta), constant < 0 { infeasibleRows.append(tag.other) }
            return
        }
        for index in rows.indices {
            guard let coefficient = rows[index]?.coefficient(of: tag.marker), coefficient != 0 else { continue }
            if let constant = rows[index]?.addToConstant(delta * coefficient), constant < 0, kinds[index] != .external {
                infeasibleRows.append(Symbol(id: Int32(index)))
            }
        }
    }

    /// The dual simplex: pivots each infeasible row (negative constant) back to feasibility, keeping optimality.
    func dualOptimize() throws(LinearSolverError) {
        while let leaving = infeasibleRows.popLast() {
            let leavingID = Int(leaving.id)
            guard var row = rows[leavingID], !isNearZero(row.constant), row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            row.forEachCell { symbol, coefficient in
                guard coefficient > 0, kind(of: symbol) != .dummy else { return }
                let candidateRatio = objective.coefficient(of: symbol) / coefficient
                if candidateRatio < ratio {
                    ratio = candidateRatio
                    entering = symbol
                }
            }
            guard entering.isValid else { throw .internalFailure("the dual simplex found no entering symbol") }
            rows[leavingID] = nil
            row.solve(for: entering, replacing: leaving)
            substitute(entering, by: row)
            rows[Int(entering.id)] = row
        }
    }
}
