extension Scenario {
    /// The longest `name`, in UTF-8 bytes: it names the output folder (a file name holds at most 255 bytes), with
    /// room left for what reel appends to it.
    package static let maxNameBytes = PathName.maxScenarioNameBytes

    /// The largest `max_frames` (and `--max-frames`) accepted: ten million frames.
    package static let maxFramesLimit = 10_000_000

    /// Frames until the script ends and the last flick rests; actions it cannot time (an animated `scroll_to`, a
    /// `call`) count as instant. What `max_frames` is checked against, and what progress ETAs count down.
    package var estimatedFrames: Int {
        var cursor = 0.0
        var end = 0.0
        for action in script {
            switch action {
            case .wait(let ms): cursor += ms
            case .drag(_, let durationMs): cursor += durationMs
            case .swipe(_, _, let durationMs):
                cursor += durationMs
                end = max(end, cursor + BandScroller.settleMs)
            case .apply(_, let durationMs): end = max(end, cursor + durationMs)
            case .fling(let velocity, let deceleration):
                end = max(end, cursor + ScrollPhysics.decelerationDuration(velocity: velocity, rate: deceleration.rate))
            default: break
            }
            end = max(end, cursor)
        }
        // Every action's time is bounded by validation, so `end` is finite; the clamp keeps the count an Int anyway.
        let frames = (end / canvas.frameDurationMs).rounded(.up)
        return frames < Double(Int.max / 2) ? Int(frames) + 1 : Int.max / 2
    }

    /// Throws when the script runs longer than `maxFrames`: the error names `$.script`, the frame count and how
    /// to raise the limit.
    func checkFrameLimit(file: String) throws(InputError) {
        let frames = estimatedFrames
        guard frames > maxFrames else { return }
        let seconds = JSONReader.describe((Double(frames - 1) * canvas.frameDurationMs / 1000).rounded())
        throw InputError(
            file: file, path: "$.script",
            message: "the script runs \(frames) frames (\(seconds) s at \(JSONReader.describe(canvas.fps)) fps), "
                + "more than max_frames allows (\(maxFrames)); raise \"max_frames\" in the scenario or pass "
                + "--max-frames")
    }
}

extension Canvas {
    /// The largest frame side in pixels: cairo's largest image surface.
    package static let maxPixelSide = 32_767
}
