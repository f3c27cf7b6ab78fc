import ReelFormats

/// The outcome of comparing two frame sets: per-frame results, the first failing frame and runs of failing frames.
package struct DiffReport: Sendable {
    /// The expected side, as given.
    package var expected: String
    /// The actual side, as given.
    package var actual: String
    package var options: DiffOptions
    package var frames: [FrameResult]

    /// A report.
    package init(expected: String, actual: String, options: DiffOptions, frames: [FrameResult]) {
        self.expected = expected
        self.actual = actual
        self.options = options
        self.frames = frames
    }

    /// Frames that fail.
    package var failing: [FrameResult] { frames.filter(\.failed) }
    /// The first failing frame's number.
    package var firstFailing: Int? { frames.first(where: \.failed)?.index }
    /// Consecutive failing frames with their boxes.
    package var runs: [FailingRun] { FailingRun.runs(frames) }
    /// True when no frame fails.
    package var passed: Bool { !frames.contains(where: \.failed) }

    /// Human-readable lines: one per run, then a total.
    package func summaryLines(limit: Int = 20) -> [String] {
        let identical = frames.filter { $0.status == .identical }.count
        let tolerated = frames.filter { $0.status == .match }.count
        var lines: [String] = []
        if let first = firstFailing {
            lines.append("first failing frame: \(first)")
            for run in runs.prefix(limit) {
                let span =
                    run.count == 1 ? "frame \(run.first)" : "frames \(run.first)–\(run.last) (\(run.count) frames)"
                lines.append(
                    "  \(span): up to \(run.maxDifferentPixels) pixels differ, "
                        + "in \(run.bounds.map(\.description) ?? "–")"
                )
            }
            if runs.count > limit { lines.append("  … and \(runs.count - limit) more runs") }
        }
        var total = "\(failing.count) of \(frames.count) frames differ; \(identical) identical"
        if tolerated > 0 { total += ", \(tolerated) within limits" }
        lines.append(total)
        return lines
    }

    /// `results.json`: options, totals, runs and every frame (deterministic bytes).
    package var resultsJSON: String {
        var head = JSONLine()
        head.add("tool", "reel")
        head.add("expected", expected)
        head.add("actual", actual)
        head.addRaw("options", Self.optionsJSON(options))
        head.add("passed", passed)
        head.add("frames_compared", frames.count)
        head.add("frames_failed", failing.count)
        head.addRaw("first_failing_frame", firstFailing.map(String.init) ?? "null")
        head.addRaw("runs", "[" + runs.map(Self.runJSON).joined(separator: ",") + "]")
        let lines = frames.map { "    " + Self.frameJSON($0) }
        return String(head.string.dropLast()) + ",\"frames\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    static func optionsJSON(_ options: DiffOptions) -> String {
        var line = JSONLine()
        line.add("threshold", options.threshold)
        line.add("include_aa", options.includeAA)
        line.addRaw("max_diff_pixels", options.maxDiffPixels.map(String.init) ?? "null")
        line.addRaw("max_diff_ratio", options.maxDiffRatio.map { JSONLine.number($0, decimals: 6) } ?? "null")
        let masks = options.masks.map { mask in
            var item = JSONLine()
            item.addRaw("rect", mask.rect.json)
            item.addRaw("frames", mask.frames.map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null")
            return item.string
        }
        line.addRaw("masks", "[" + masks.joined(separator: ",") + "]")
        return line.string
    }

    static func runJSON(_ run: FailingRun) -> String {
        var line = JSONLine()
        line.add("first", run.first)
        line.add("last", run.last)
        line.add("frames", run.count)
        line.addRaw("bbox", run.bounds?.json ?? "null")
        line.add("max_diff_pixels", run.maxDifferentPixels)
        return line.string
    }

    static func frameJSON(_ frame: FrameResult) -> String {
        var line = JSONLine()
        line.add("frame", frame.index)
        line.add("status", frame.status.rawValue)
        if let fast = frame.fastPath { line.add("fast_path", fast.rawValue) }
        line.add("diff_pixels", frame.diff.differentPixels)
        line.add("aa_pixels", frame.diff.antialiasedPixels)
        if frame.diff.maskedPixels > 0 { line.add("masked_pixels", frame.diff.maskedPixels) }
        line.addRaw("ratio", JSONLine.number(frame.ratio, decimals: 6))
        line.addRaw("bbox", frame.diff.bounds?.json ?? "null")
        if let image = frame.diffImage { line.add("diff", image) }
        return line.string
    }
}
