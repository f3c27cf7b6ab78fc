/// How long a child process may keep reel waiting (`ChildProcess`).
public struct ChildLimits: Sendable, Equatable {
    /// The most the whole run of the program may take, from its start; nil for no limit.
    public var deadline: Duration?
    /// The most reel waits on the program while it moves no byte through its pipes and uses no CPU time.
    public var idle: Duration

    public init(deadline: Duration?, idle: Duration) {
        self.deadline = deadline
        self.idle = idle
    }

    /// ffmpeg's limits for a run that encodes or decodes `frames` frames of `width` × `height`: a minute, plus two
    /// seconds per frame of a million pixels (ffmpeg took about 0.15 s for such a frame, encoding a golden with
    /// x264's `medium` preset on a 2-core machine under a load of 15–23), and 15 s without output or CPU time.
    public static func ffmpeg(frames: Int, width: Int, height: Int) -> ChildLimits {
        let megapixels = Double(max(width, 1)) * Double(max(height, 1)) / 1_000_000
        let seconds = 60 + 2 * Double(max(frames, 1)) * max(megapixels, 0.01)
        return ChildLimits(deadline: .seconds(min(seconds, 86_400)), idle: .seconds(15))
    }
}
