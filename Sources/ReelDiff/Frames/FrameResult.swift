import ReelGraphics

/// How one frame compared.
public struct FrameResult: Sendable, Equatable {
    /// The verdict on one frame.
    public enum Status: String, Sendable {
        /// Same pixels (known from hashes, identical files, or decoded pixels).
        case identical
        /// Some pixels differ, within the allowed limits.
        case match
        /// More pixels differ than allowed.
        case different
    }

    /// How an identical frame was recognised without per-pixel work.
    public enum FastPath: String, Sendable {
        case hash, bytes, pixels
    }

    public var index: Int
    package var status: Status
    package var fastPath: FastPath?
    package var diff: PixelDiffResult
    /// The frame's pixel count.
    package var pixelCount: Int
    /// The diff image written for a failing frame, relative to the output folder.
    package var diffImage: String?

    /// Whether the frame fails.
    package var failed: Bool { status == .different }

    /// Different pixels as a fraction of all.
    package var ratio: Double { pixelCount == 0 ? 0 : Double(diff.differentPixels) / Double(pixelCount) }
}

/// Consecutive failing frames and where their differences are.
public struct FailingRun: Sendable, Equatable {
    package var first: Int
    package var last: Int
    /// The union of the frames' difference boxes.
    package var bounds: PixelRect?
    /// The most different pixels in one frame of the run.
    var maxDifferentPixels: Int

    /// The run's frame count.
    public var count: Int { last - first + 1 }

    /// Groups failing frames into runs of consecutive frame numbers.
    package static func runs(_ frames: [FrameResult]) -> [FailingRun] {
        var runs: [FailingRun] = []
        for frame in frames where frame.failed {
            if var run = runs.last, run.last == frame.index - 1 {
                run.last = frame.index
                run.maxDifferentPixels = max(run.maxDifferentPixels, frame.diff.differentPixels)
                if let box = frame.diff.bounds { run.bounds = run.bounds.map { $0.union(box) } ?? box }
                runs[runs.count - 1] = run
            } else {
                runs.append(
                    FailingRun(
                        first: frame.index, last: frame.index, bounds: frame.diff.bounds,
                        maxDifferentPixels: frame.diff.differentPixels))
            }
        }
        return runs
    }
}
