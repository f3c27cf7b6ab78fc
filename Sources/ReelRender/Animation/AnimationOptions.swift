/// Playback, selection, size and budget settings shared by every format.
package struct AnimationOptions: Sendable, Equatable {
    /// The frame rate the frames were rendered at.
    package var fps: Double
    /// Playback speed: 2 plays twice as fast, 0.5 at half speed.
    package var speed: Double
    /// How many times the animation plays; 0 loops forever. (MP4 and WebM have no loop count and ignore it.)
    package var loopCount: Int
    /// The most colours a GIF palette gets (2…255; fewer colours make smaller files).
    package var gifColors: Int
    /// The animation's own frame rate (frames are dropped to reach it); nil keeps every distinct frame.
    package var outputFPS: Double?
    /// The animation's width in pixels (the height keeps the aspect ratio); nil keeps the frames' size.
    package var width: Int?
    /// A scale factor for the frames (used when `width` is nil); nil or 1 keeps the frames' size.
    package var scale: Double?
    /// The first frame shown; nil starts at frame 0.
    package var from: FrameBound?
    /// Where the animation stops (exclusive); nil runs to the last frame.
    package var to: FrameBound?
    /// The largest file allowed, in bytes: palette, scale and frame rate are lowered until it fits.
    package var maxBytes: Int?
    /// Lossy quality for WebP (0…100) and the inverse of the video CRF; nil: WebP lossless, video at its default.
    package var quality: Int?
    /// A GIF asked for without a width, scale, frame rate or budget gets `Animation.gifDefaultWidth` and
    /// `gifDefaultFPS`, so that it fits a README. The commands set it; without it every frame is kept at full size.
    package var gifDefaults = false

    /// Creates settings; `speed` must be > 0 and `loopCount` ≥ 0.
    package init(
        fps: Double = 60, speed: Double = 1, loopCount: Int = 0, gifColors: Int = 255, outputFPS: Double? = nil,
        width: Int? = nil, scale: Double? = nil, from: FrameBound? = nil, to: FrameBound? = nil, maxBytes: Int? = nil,
        quality: Int? = nil
    ) {
        self.fps = fps
        self.speed = speed
        self.loopCount = loopCount
        self.gifColors = gifColors
        self.outputFPS = outputFPS
        self.width = width
        self.scale = scale
        self.from = from
        self.to = to
        self.maxBytes = maxBytes
        self.quality = quality
    }

    /// Frames per second of playback (the rendered rate times the speed).
    var playbackRate: Double { fps * speed }

    /// The presentation time of frame `index` in milliseconds of playback.
    func timeMs(ofFrame index: Int) -> Double { Double(index) * 1000 / playbackRate }

    /// The output size for frames of `width` × `height` pixels (at least 1 × 1; even sizes are not forced here).
    func outputSize(width sourceWidth: Int, height sourceHeight: Int) -> (width: Int, height: Int) {
        let factor: Double
        if let width {
            factor = Double(width) / Double(max(1, sourceWidth))
        } else {
            factor = scale ?? 1
        }
        guard abs(factor - 1) > 1e-9 else { return (sourceWidth, sourceHeight) }
        let scaled = { (size: Int) in max(1, Int((Double(size) * factor).rounded())) }
        return (scaled(sourceWidth), scaled(sourceHeight))
    }
}
