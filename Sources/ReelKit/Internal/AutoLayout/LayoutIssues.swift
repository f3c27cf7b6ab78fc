/// What Auto Layout had to give up on, as UIKit logs it: a required constraint that conflicts with the others (the
/// solver leaves it out and lays out the rest, as UIKit breaks a constraint and keeps running), a constraint between
/// views with no common ancestor (left inactive), an item that is not a view or layout guide. The host takes the
/// messages to report them.
@preconcurrency @MainActor
enum LayoutIssues {
    /// Records `message` for the simulation (or the code outside one) that runs now.
    static func record(_ message: String) {
        MainActorState.current.layoutIssues.append(message)
    }

    /// The messages recorded since the last call, cleared.
    static func takeMessages() -> [String] {
        let state = MainActorState.current
        defer { state.layoutIssues = [] }
        return state.layoutIssues
    }
}
