import ReelGraphics

/// The animation containers reel writes from a run's frames.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// Animated PNG: the frames' own compressed image data copied into fdAT chunks (lossless, no re-encoding).
    case apng
    /// GIF89a with one global 255-colour palette from a median-cut quantizer and changed-rectangle frames.
    case gif
    /// Animated WebP, lossless, through libwebp's WebPAnimEncoder.
    case webp
    /// H.264 MP4 through `ffmpeg` (only when ffmpeg is on PATH).
    case mp4

    /// The file name extension (and the default file name `animation.<ext>`).
    public var fileExtension: String {
        switch self {
        case .apng: "apng"
        case .gif: "gif"
        case .webp: "webp"
        case .mp4: "mp4"
        }
    }
}

/// Playback settings shared by every format.
public struct AnimationOptions: Sendable, Equatable {
    /// The frame rate the frames were rendered at.
    public var fps: Double
    /// Playback speed: 2 plays twice as fast, 0.5 at half speed.
    public var speed: Double
    /// How many times the animation plays; 0 loops forever. (MP4 has no loop count and ignores it.)
    public var loopCount: Int
    /// The most colours a GIF palette gets (2…255; fewer colours make smaller files).
    public var gifColors: Int

    /// Creates playback settings; `speed` must be > 0 and `loopCount` ≥ 0.
    public init(fps: Double = 60, speed: Double = 1, loopCount: Int = 0, gifColors: Int = 255) {
        self.fps = fps
        self.speed = speed
        self.loopCount = loopCount
        self.gifColors = gifColors
    }

    /// Frames per second of playback (the rendered rate times the speed).
    var playbackRate: Double { fps * speed }

    /// The presentation time of frame `index` in milliseconds of playback.
    func timeMs(ofFrame index: Int) -> Double { Double(index) * 1000 / playbackRate }
}

/// A problem writing an animation: the file or folder concerned and what went wrong (file errors share one type).
public typealias AnimationError = OutputError
