/// Something the user's code did that reel cannot run deterministically, or that went wrong in it, reported in the
/// run's timeline (`user_code` events) and summary instead of silently changing frames or hanging the run.
public struct UserCodeOutcome: Sendable, Hashable, CustomStringConvertible {
    /// What kind of outcome.
    public enum Kind: String, Sendable, CaseIterable {
        /// A view of the gallery was touched off the simulation's executor (DispatchQueue, Thread, a detached pool
        /// job resumed from another thread): its effect lands at a nondeterministic time.
        case escape
        /// The user's code kept scheduling work without waiting for reel (a loop over `Task.yield()`): the drain
        /// stopped at its budget and goes on next frame.
        case unsettled
        /// Tasks of the user's code were still waiting when the run ended (a load never resumed, a sleep never due).
        case unfinished
        /// A cell was written to by a task started for the item it represented before it was reused.
        case lateWrite = "late_write"
        /// The user's code threw an error out of a gallery callback or named action.
        case error
        /// The user's code called UIKit API reel compiles and ignores (a refresh control, a presented alert, a
        /// segue, a programmatic scroll): reported once per call kind.
        case ignored
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}
