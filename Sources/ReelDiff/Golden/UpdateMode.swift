/// When `reel check` and `assertGolden` write goldens, as Playwright's `--update-snapshots` modes.
public enum UpdateMode: String, Sendable, CaseIterable {
    /// Never write; a missing golden fails (for CI). Spelled `none` on the command line and in `REEL_UPDATE`
    /// (`.never` in Swift, so it cannot be mistaken for `Optional.none`).
    case never = "none"
    /// Record goldens that do not exist yet (the default).
    case missing
    /// Rewrite goldens that fail, and record missing ones.
    case changed
    /// Make every golden match the run exactly (files already equal are left untouched).
    case all

    /// The environment variable that sets the mode when no option does.
    public static let environmentVariable = "REEL_UPDATE"

    /// The mode: `explicit` if given, else `REEL_UPDATE` from `environment`, else `.missing`. A bad value is an error.
    public static func resolve(_ explicit: UpdateMode?, environment: [String: String]) throws(UpdateModeError)
        -> UpdateMode
    {
        if let explicit { return explicit }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .missing }
        guard let mode = UpdateMode(rawValue: text.lowercased()) else { throw UpdateModeError(value: text) }
        return mode
    }

    /// Whether a missing golden is recorded.
    public var recordsMissing: Bool { self != .never }
    /// Whether a failing golden is rewritten.
    public var rewritesFailing: Bool { self == .changed || self == .all }
}

/// `REEL_UPDATE` holds something other than none, missing, changed or all.
public struct UpdateModeError: Error, Sendable, CustomStringConvertible {
    package var value: String
    public var description: String {
        "\(UpdateMode.environmentVariable)=\(value): expected one of none, missing, changed, all"
    }
}
