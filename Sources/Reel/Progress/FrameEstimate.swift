import ReelCore

/// An estimate of how many frames a scenario renders, for progress ETAs (the real count is known only at the end).
package enum FrameEstimate {
    /// Frames until the script ends and the last flick rests; actions it cannot time count as instant.
    package static func frames(for scenario: Scenario) -> Int { scenario.estimatedFrames }
}
