import ArgumentParser
import ReelRender

/// The size, frame rate, range and budget of an animation, shared by `animate` and `compare --animate`.
struct AnimationBudgetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Animation width in pixels (the height keeps the aspect ratio).", valueName: "px"))
    var width: Int?

    @Option(help: "Scale factor for the frames, e.g. 0.5 (instead of --width).")
    var scale: Double?

    @Option(help: "The animation's frame rate (frames are dropped to reach it; default: every distinct frame).")
    var fps: Double?

    @Option(
        help: ArgumentHelp("First frame shown: a frame number (30) or a time (1.5s, 800ms).", valueName: "frame|time"))
    var from: String?

    @Option(
        help: ArgumentHelp("Where the animation stops (exclusive): a frame number or a time.", valueName: "frame|time"))
    var to: String?

    @Option(
        name: .customLong("max-size"),
        help: ArgumentHelp(
            "Largest file, e.g. 3MB or 800KB: palette, quality, frame rate and scale are lowered to fit.",
            valueName: "size"))
    var maxSize: String?

    @Option(help: "Most colours in a GIF's palette (2...255; fewer make smaller files).")
    var colors = 255

    func validate() throws {
        if let width, !(16...16384).contains(width) {
            throw ValidationError("--width must be within 16...16384 pixels, got \(width)")
        }
        if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be within 0...4, got \(scale)") }
        if width != nil, scale != nil { throw ValidationError("give --width or --scale, not both") }
        if let fps, !(fps >= 1 && fps <= 120) { throw ValidationError("--fps must be within 1...120, got \(fps)") }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, FrameBound(parsing: value) == nil {
                throw ValidationError(
                    "\(name) expects a frame number (30) or a time (1.5s, 800ms), got \"\(value)\"")
            }
        }
        if let maxSize, ByteCount.parse(maxSize) == nil {
            throw ValidationError("--max-size expects a size such as 3MB, 800KB or 1.5MiB, got \"\(maxSize)\"")
        }
        guard (2...255).contains(colors) else {
            throw ValidationError("--colors must be within 2...255, got \(colors)")
        }
    }

    /// Whether any option here was given (a value other than the default).
    var isEmpty: Bool {
        width == nil && scale == nil && fps == nil && from == nil && to == nil && maxSize == nil && colors == 255
    }

    /// `options` with these settings applied (values were checked by `validate`).
    func apply(to options: AnimationOptions) -> AnimationOptions {
        var options = options
        options.width = width
        options.scale = scale
        options.outputFPS = fps
        options.from = from.flatMap(FrameBound.init(parsing:))
        options.to = to.flatMap(FrameBound.init(parsing:))
        options.maxBytes = maxSize.flatMap(ByteCount.parse)
        options.gifColors = colors
        return options
    }
}
