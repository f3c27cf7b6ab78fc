/// A column of the simplex tableau: an external variable the caller reads, or one of the symbols the solver makes
/// for a constraint (a slack for an inequality, error symbols for a non-required constraint, a dummy for a required
/// equality). Symbols are numbered in the order made and compared by number, so every walk over a row or the
/// tableau visits them in the same order on every run.
struct Symbol: Hashable, Comparable, Sendable {
    /// The solver's number for the symbol; 0 is the invalid symbol.
    let id: Int32

    /// No symbol (a tag without its second symbol, a failed search).
    static let invalid = Symbol(id: 0)

    var isValid: Bool { id != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for, which decides how the simplex steps may use it.
enum SymbolKind: UInt8, Sendable {
    case invalid
    /// A variable of the caller's (`LayoutVariable`): never the subject of an infeasible or pivot row.
    case external
    /// The slack of an inequality (≥ 0).
    case slack
    /// The error of a non-required constraint (≥ 0), weighted by its strength in the objective.
    case error
    /// The marker of a required equality: never enters the basis.
    case dummy
}

/// The symbols that stand for one constraint in the tableau: `marker` finds its row to remove it; `other` is its
/// second error symbol (non-required equality) or the error of a non-required inequality.
struct ConstraintTag: Sendable {
    var marker = Symbol.invalid
    var other = Symbol.invalid
}

/// Whether `value` is zero within the solver's tolerance (kiwi's `nearZero`).
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}
