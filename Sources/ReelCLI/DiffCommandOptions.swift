import ArgumentParser
import ReelDiff

/// How frames are compared, shared by `diff` and `check` and checked here only.
struct DiffCommandOptions: ParsableArguments {
    @Option(help: "pixelmatch threshold 0…1: a pixel differs when its YIQ delta > 35215·t² (0 = exact).")
    var threshold = 0.0

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(name: .customLong("max-diff-pixels"), help: "A frame passes with at most N different pixels.")
    var maxDiffPixels: Int?

    @Option(
        name: .customLong("max-diff-ratio"),
        help: "A frame passes with at most this fraction (0…1) of pixels different."
    )
    var maxDiffRatio: Double?

    @Option(
        name: .customLong("mask"),
        help: "Ignore a rectangle: x,y,w,h in pixels, optionally @first-last frames (repeatable)."
    )
    var masks: [DiffMask] = []

    func validate() throws {
        guard (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be within 0…1, got \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must be ≥ 0, got \(maxDiffPixels)")
        }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw ValidationError("--max-diff-ratio must be within 0…1, got \(maxDiffRatio)")
        }
    }

    /// The library's options for these flags.
    var options: DiffOptions {
        DiffOptions(
            threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
            masks: masks
        )
    }
}

extension DiffMask: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
