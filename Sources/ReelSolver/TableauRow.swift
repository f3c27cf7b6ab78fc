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
// kiwi's `Row` (row.h), with its cells kept sorted by symbol as kiwi's AssocVector keeps them.

/// A row of the simplex tableau: `constant + Σ coefficient × symbol`, its cells sorted by symbol so that walking a
/// row visits symbols in the order they were made (the same on every run).
struct TableauRow: Sendable {
    /// The row's symbols, ascending.
    private(set) var symbols: [Symbol] = []
    /// `coefficients[i]` multiplies `symbols[i]`.
    private(set) var coefficients: [Double] = []
    private(set) var constant: Double
    /// Below this magnitude a coefficient is zero and its cell is dropped: kiwi's 1e-8, or more for the objective,
    /// whose coefficients are sums of strengths and carry rounding noise in proportion to the largest.
    var tolerance = 1.0e-8

    init(constant: Double) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Symbol) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func addToConstant(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`; a coefficient that becomes (near) zero removes the cell.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            coefficients[index] += coefficient
            if abs(coefficients[index]) < tolerance {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            }
        } else if abs(coefficient) >= tolerance {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `other × coefficient`.
    mutating func insert(_ other: TableauRow, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for index in other.symbols.indices {
            insert(other.symbols[index], other.coefficients[index] * coefficient)
        }
    }

    /// Drops `symbol`'s cell.
    mutating func remove(_ symbol: Symbol) {
        let (found, index) = position(of: symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Solves `0 = row` for `symbol` (which must be in the row): the row becomes `symbol = …` without `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (_, index) = position(of: symbol)
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for position in coefficients.indices { coefficients[position] *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (`symbol`'s definition) wherever it appears.
    mutating func substitute(_ symbol: Symbol, by row: TableauRow) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
    }

    /// The first symbol, in symbol order, whose cell satisfies `condition`.
    func firstSymbol(where condition: (Symbol, Double) -> Bool) -> Symbol? {
        for index in symbols.indices where condition(symbols[index], coefficients[index]) {
            return symbols[index]
        }
        return nil
    }

    /// Calls `body` with each cell, in symbol order.
    func forEachCell(_ body: (Symbol, Double) -> Void) {
        for index in symbols.indices { body(symbols[index], coefficients[index]) }
    }
}
