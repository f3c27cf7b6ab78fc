/// What to do with a golden after comparing, given the update mode.
package enum GoldenAction: String, Sendable {
    /// It matched; leave it (in `all` mode, rewrite the files whose bytes differ).
    case pass
    /// It did not exist; record it.
    case record
    /// It did not exist and the mode forbids recording: fail.
    case failMissing
    /// It failed; rewrite it.
    case update
    /// It failed; keep it and fail.
    case fail

    /// The action for a golden that exists (or not) and passed (or not) under `mode`.
    package static func decide(exists: Bool, passed: Bool, mode: UpdateMode) -> GoldenAction {
        guard exists else { return mode.recordsMissing ? .record : .failMissing }
        if passed { return .pass }
        return mode.rewritesFailing ? .update : .fail
    }
}
