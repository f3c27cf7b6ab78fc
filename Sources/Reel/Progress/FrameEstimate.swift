import ReelCore

/// An estimate of how many frames a scenario renders, for progress ETAs (the real count is known only at the end).
public enum FrameEstimate {
    /// Frames until the script ends and the last flick rests; actions it cannot time count as instant.
    public static func frames(for scenario: Scenario) -> Int {
        var cursor = 0.0
        var end = 0.0
        for action in scenario.script {
            switch action {
            case .wait(let ms): cursor += ms
            case .drag(_, let durationMs): cursor += durationMs
            case .apply(_, let durationMs): end = max(end, cursor + durationMs)
            case .fling(let velocity, let deceleration):
                end = max(end, cursor + ScrollPhysics.decelerationDuration(velocity: velocity, rate: deceleration.rate))
            default: break
            }
            end = max(end, cursor)
        }
        return Int((end / scenario.canvas.frameDurationMs).rounded(.up)) + 1
    }
}
