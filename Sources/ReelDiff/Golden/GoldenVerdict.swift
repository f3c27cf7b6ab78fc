import ReelFormats

/// How a run compared with its golden: frames, structural problems, and the timeline.
public struct GoldenVerdict: Sendable {
    /// The compared frames (the frames both have).
    public var frames: [FrameResult]
    /// Failures that are not about single frames: frame count or size changed, an unreadable golden.
    public var problems: [String]
    /// The timeline diff (nil when it was not compared or the golden has no logs).
    public var timeline: TimelineDiff?
    /// `--fail-on` rules the timeline breaks.
    public var timelineViolations: [String]
    /// Things worth saying that do not fail the check (the scenario file changed, frames within limits).
    public var notes: [String]
    /// Whether a verification (`--verify-goldens`) found the golden itself corrupt: an update then encodes the run's
    /// frames anew rather than keep the golden's video.
    public var corrupt = false

    /// True when nothing fails.
    public var passed: Bool { problems.isEmpty && timelineViolations.isEmpty && !frames.contains(where: \.failed) }
    /// Failing frames.
    public var failingFrames: [FrameResult] { frames.filter(\.failed) }

    /// Lines for people: problems, frame runs, timeline violations and changes, notes.
    public func lines(limit: Int = 20) -> [String] {
        var out = problems
        let report = DiffReport(expected: "golden", actual: "run", options: DiffOptions(), frames: frames)
        if !report.passed { out += report.summaryLines(limit: limit) }
        out += timelineViolations.map { "fails \($0)" }
        if let timeline, !timeline.unchanged { out += timeline.lines(limit: limit) }
        return out + notes
    }

    /// The verdict as a JSON object (deterministic).
    public var json: String {
        let report = DiffReport(expected: "golden", actual: "run", options: DiffOptions(), frames: frames)
        var line = JSONLine()
        line.add("passed", passed)
        line.addRaw("problems", "[" + problems.map(JSONLine.quote).joined(separator: ",") + "]")
        line.add("frames_compared", frames.count)
        line.add("frames_failed", failingFrames.count)
        line.addRaw("first_failing_frame", report.firstFailing.map(String.init) ?? "null")
        line.addRaw("runs", "[" + report.runs.map(DiffReport.runJSON).joined(separator: ",") + "]")
        line.addRaw("failing_frames", "[" + failingFrames.map(DiffReport.frameJSON).joined(separator: ",") + "]")
        line.addRaw("timeline", timeline?.json ?? "null")
        line.addRaw("timeline_violations", "[" + timelineViolations.map(JSONLine.quote).joined(separator: ",") + "]")
        line.addRaw("notes", "[" + notes.map(JSONLine.quote).joined(separator: ",") + "]")
        return line.string
    }
}
