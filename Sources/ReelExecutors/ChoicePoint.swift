/// A kind of choice between equally legal orders of the user's code.
public enum ChoicePoint: String, Sendable, CaseIterable, Comparable {
    /// Which ready job runs next on the simulation's executor (main-actor jobs, continuations, pool jobs, sleepers
    /// due at the same time); blocks of one serial Dispatch queue keep their order.
    case jobOrder = "job_order"
    /// Whether a delivered load's continuation runs at once (0) or after the frame's reuse, `prepareForReuse` and
    /// cell provider calls (1): the main thread was busy with layout when the completion arrived.
    case continuationAfterReuse = "continuation_after_reuse"
    /// Whether a cancel of a task whose load completes by the next frame lands first (0) or loses to the completion
    /// already in flight (1), which the task then receives.
    case cancelAfterCompletion = "cancel_after_completion"

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
