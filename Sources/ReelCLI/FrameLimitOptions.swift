import ArgumentParser
import ReelCore

/// `--max-frames N`: the total-frames limit for this invocation, over the scenario's `max_frames`.
struct FrameLimitOptions: ParsableArguments {
    @Option(
        name: .customLong("max-frames"),
        help: ArgumentHelp(
            "Most frames a run may make, over the scenario's max_frames (default \(Scenario.defaultMaxFrames)).",
            valueName: "n"))
    var maxFrames: Int?

    func validate() throws {
        guard let maxFrames, !(1...Scenario.maxFramesLimit).contains(maxFrames) else { return }
        throw ValidationError(
            "--max-frames: expected a whole number in 1...\(Scenario.maxFramesLimit), got \(maxFrames)")
    }
}
