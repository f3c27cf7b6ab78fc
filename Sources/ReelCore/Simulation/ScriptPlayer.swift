/// Plays a scenario's script in virtual time: each action starts when the one before it has held the script for
/// its duration (flicks, scrolls and animations go on by themselves).
struct ScriptPlayer: Sendable {
    let actions: [ScriptAction]
    /// When the script's last action has ended.
    let end: Double
    private(set) var cursor = 0
    private var nextActionTime = 0.0

    init(_ actions: [ScriptAction]) {
        self.actions = actions
        end = actions.reduce(0) { $0 + $1.durationMs }
    }

    /// Whether every action has run.
    var isDone: Bool { cursor == actions.count }

    /// The next action due by `t` and the time it starts, moving past it; nil when none is due.
    mutating func next(through t: Double) -> (action: ScriptAction, at: Double)? {
        guard cursor < actions.count, nextActionTime <= t else { return nil }
        let action = actions[cursor]
        let at = nextActionTime
        nextActionTime += action.durationMs
        cursor += 1
        return (action, at)
    }
}
