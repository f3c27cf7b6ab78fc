/// An error reel prints as one line: what it is about, then what went wrong (`PATH: cannot read: REASON`,
/// `gallery "feed": …`, `prefetch.lead_screens: expected …`). A conforming type says what it is about
/// (`subject`) and what happened (`message`); its description joins them with `separator`.
public protocol OneLineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the error is about, as its line names it first: a path, a setting's key, `gallery "feed"`.
    var subject: String { get }
    /// What went wrong and what was expected.
    var message: String { get }
    /// What stands between the subject and the message: `": "` unless the type says otherwise.
    static var separator: String { get }
}

extension OneLineError {
    public static var separator: String { ": " }

    /// One line: `subject: message`.
    public var description: String { subject + Self.separator + message }
}
