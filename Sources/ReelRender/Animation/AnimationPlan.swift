import Foundation

/// Which frame files an animation shows and for how long: the `from`/`to` range of a `FrameSequence`, sampled at
/// the output frame rate when one is set, with consecutive showings of the same file merged into one frame.
package struct AnimationPlan: Sendable, Equatable {
    /// One frame of the animation: a frame file shown for `units` ticks from tick `start`.
    package struct Frame: Sendable, Equatable {
        /// The frame file shown.
        package var file: URL
        /// The index of that frame in the whole sequence.
        package var source: Int
        /// The tick the frame starts at (ticks are `tickRate` per second of playback).
        package var start: Int
        /// How many ticks it shows.
        package var units: Int
    }

    /// The frames, in order, each a different file from its neighbours.
    package let frames: [Frame]
    /// Ticks per second of playback: the output frame rate, or the rendered rate times the speed.
    package let tickRate: Double
    /// The whole animation's length in ticks.
    package let totalUnits: Int
    /// The selected range of source frames, `from ..< to`.
    package let range: Range<Int>
    /// The number of frames in the whole sequence (progress is reported against it).
    let sourceCount: Int

    /// The playback time at which tick `tick` starts, in milliseconds.
    package func milliseconds(_ tick: Int) -> Double { Double(tick) * 1000 / tickRate }

    /// The plan for `sequence` under `options` (range, output frame rate, speed); throws for an empty range.
    package init(_ sequence: FrameSequence, options: AnimationOptions) throws(AnimationError) {
        let count = sequence.frameCount
        let seconds = { (frames: Int) in JSONNumber.format(Double(frames) / options.fps) }
        let first = options.from?.frameIndex(fps: options.fps) ?? 0
        let end = min(options.to?.frameIndex(fps: options.fps) ?? count, count)
        guard first < count else {
            throw AnimationError(
                path: "--from",
                message:
                    "\(options.from?.description ?? "") is past the last frame (\(count) frames, \(seconds(count)) s)")
        }
        guard end > first else {
            throw AnimationError(
                path: "--to", message: "\(options.to?.description ?? "") is not after --from (frame \(first))")
        }
        range = first..<end
        sourceCount = count
        var runOf = [Int](repeating: 0, count: count)
        for (index, run) in sequence.runs.enumerated() {
            for frame in run.first..<min(run.first + run.count, count) { runOf[frame] = index }
        }
        var frames: [Frame] = []
        func show(_ source: Int, at tick: Int) {
            let run = sequence.runs[runOf[source]]
            if let last = frames.last, last.file == run.file {
                frames[frames.count - 1].units = tick + 1 - last.start
            } else {
                frames.append(Frame(file: run.file, source: source, start: tick, units: 1))
            }
        }
        let playbackRate = options.playbackRate
        if let outputFPS = options.outputFPS {
            tickRate = outputFPS
            let step = playbackRate / outputFPS  // source frames per output frame
            let ticks = max(1, Int((Double(end - first) / step - 1e-9).rounded(.up)))
            for tick in 0..<ticks { show(min(end - 1, first + Int(Double(tick) * step + 1e-9)), at: tick) }
            totalUnits = ticks
        } else {
            tickRate = playbackRate
            for source in first..<end { show(source, at: source - first) }
            totalUnits = end - first
        }
        self.frames = frames
    }
}
