import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelRender

/// The options `render` and `compare` share: where to write, how to draw, how many workers, which clock, whether to
/// record a trace, and how much to print. Both hand them to the one run driver.
struct RunCommandOptions: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Output folder (default: output/<scenario name>; for compare output/<scenario name>-compare).",
            valueName: "dir"
        )
    )
    var out: String?

    @Flag(
        help: """
            Outline each cell by state (placeholder grey P, stale red S, correct green, failed orange F, wrong text \
            magenta T: the letter is a corner badge) and label it.
            """)
    var overlay = false

    @Flag(
        help: """
            Draw a range minimap right of each viewport: the whole content, visible rect, \
            prefetch and prepared ranges, \
            items by state.
            """)
    var minimap = false

    @OptionGroup var workers: WorkerOptions
    @OptionGroup var frameLimit: FrameLimitOptions

    @Flag(name: .shortAndLong, help: "Print nothing on success (and no progress).")
    var quiet = false

    @Option(help: "virtual (deterministic, default) or wall: a live run paced in real time with real arrival times.")
    var clock: RunClock = .virtual

    @Option(
        name: .customLong("record-trace"),
        help: ArgumentHelp(
            """
            Write what each request really did (replay it with network.trace); compare writes one file per panel, \
            FILE-<panel>.<ext>.
            """,
            valueName: "file"
        )
    )
    var recordTrace: String?

    /// How progress is shown.
    var progressStyle: ProgressStyle { .automatic(quiet: quiet) }

    /// Runs `body` with the library's options for these flags (and the tool's catalogue), showing progress labelled
    /// `label` over about `frames` frames until it returns.
    func run(_ label: String, frames: Int, _ body: (RunOptions) throws -> RunResult) throws -> RunResult {
        var options = RunOptions(
            outputDirectory: out.map { URL(fileURLWithPath: $0, isDirectory: true) },
            render: RenderOptions(overlay: overlay, minimap: minimap), workers: workers.workers, clock: clock,
            recordTrace: recordTrace.map { URL(fileURLWithPath: $0) }
        )
        options.catalog = ToolContext.current.catalog
        let progress = ProgressReporter(label: label, total: frames, estimated: true, style: progressStyle)
        options.progress = { progress.update($0) }
        defer { progress.finish() }
        return try body(options)
    }

    /// Refuses (bad input) a frame larger than cairo draws: `size` is what `what` (e.g. `3 panels`) makes.
    func checkFrameSize(_ size: PixelSize, what: String) throws {
        guard size.width > Canvas.maxPixelSide || size.height > Canvas.maxPixelSide else { return }
        throw CommandError.badInput(
            "\(what) make a frame of \(size.width)x\(size.height) pixels, over \(Canvas.maxPixelSide) per side "
                + "(cairo's limit): use a smaller canvas or scale")
    }

    /// Prints `line` unless `--quiet`.
    func say(_ line: String) {
        if !quiet { print(line) }
    }

    /// Warns on stderr (whatever `--quiet` says) when the gallery's own code did something the run only logged — a
    /// task that never finished, work that escaped reel's clock, an error thrown, a late write — so that it is not
    /// found only in summary.json: one line with the counts and the first message.
    func warnAboutUserCode(_ metrics: Metrics, commandName: String = ToolContext.current.commandName) {
        let outcomes = metrics.gallery.outcomes
        guard !outcomes.isEmpty else { return }
        let counts = outcomes.keys.sorted().map { "\(outcomes[$0, default: 0]) \($0)" }.joined(separator: ", ")
        let first = metrics.gallery.messages.first.map { "; the first: \($0)" } ?? ""
        let line = "\(commandName): warning: the gallery's code: \(counts) (summary.json → gallery.messages)\(first)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// "N frames → DIR in S s (F frames/s)", the first words of what `render` and `compare` print.
    static func describe(_ result: RunResult, panels: Int = 1) -> String {
        let of = panels > 1 ? " of \(panels) panels" : ""
        let seconds = String(format: "%.2f", result.timings.total)
        let fps = String(format: "%.0f", result.timings.framesPerSecond(result.frameCount))
        return "\(result.frameCount) frames\(of) → \(result.directory.path) in \(seconds) s (\(fps) frames/s)"
    }
}

extension RunClock: ExpressibleByArgument {}
