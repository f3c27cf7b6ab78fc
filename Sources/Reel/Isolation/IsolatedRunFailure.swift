/// A run of the user's code in a process of its own (a panel, an explored schedule) that failed: what the process
/// said, and whether the input was at fault (it exited with 2).
public struct IsolatedRunFailure: Error, CustomStringConvertible {
    /// What ran: `panel "NAME"`, or the schedule.
    package var name: String
    /// The process's own error line, or how it ended.
    package var message: String
    /// Whether the process exited with 2: the input (a variant's setting, the user's gallery) was at fault.
    package var badInput: Bool

    public var description: String { message }
}
