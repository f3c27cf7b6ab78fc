/// What one session's user code did that the run reports: each outcome once (in the order first reported), and the
/// warnings printed on stderr, each once.
struct OutcomeLog: Sendable {
    /// Outcomes not taken yet.
    private var pending: [UserCodeOutcome] = []
    /// Every outcome reported so far.
    private var reported: Set<UserCodeOutcome> = []
    /// The warnings printed, in order.
    private(set) var warnings: [String] = []

    /// Records `outcome`; false when it was reported before.
    mutating func report(_ outcome: UserCodeOutcome) -> Bool {
        guard reported.insert(outcome).inserted else { return false }
        pending.append(outcome)
        return true
    }

    /// Records `message`; false when it was warned of before.
    mutating func warn(_ message: String) -> Bool {
        guard !warnings.contains(message) else { return false }
        warnings.append(message)
        return true
    }

    /// Takes the outcomes recorded since the last call.
    mutating func take() -> [UserCodeOutcome] {
        defer { pending = [] }
        return pending
    }
}
