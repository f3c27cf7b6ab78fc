/// A setting given outside a scenario file (`--vary`, `Scenario.setting(_:_:)`) that was refused: its key and
/// the reason, in the same words a scenario file gets for the same value.
public struct SettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key as spelled in JSON, e.g. `prefetch.lead_screens`.
    public var key: String
    /// What was expected and what was given, e.g. `expected a number in 0...20, got 50`.
    public var message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    /// One line: `key: message`.
    public var description: String { "\(key): \(message)" }
}
