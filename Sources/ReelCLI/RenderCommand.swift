import ArgumentParser
import Foundation
import Reel
import ReelExecutors
import ReelKit
import ReelRender

/// `reel render SCENARIO`: runs a scenario and writes frames, timeline, cells, summary and manifest.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scenario's frames and timing log.",
        discussion: """
            Writes frames/frame-NNNNN.png, timeline.jsonl, cells.csv, summary.json and, last, manifest.json. \
            Exit codes: 0 done, 1 the run could not finish (no manifest is left), 2 bad input (nothing is written).
            """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @OptionGroup var runOptions: RunCommandOptions

    @Option(
        name: .customLong("animation"), help: "Also write animation.<ext>: apng, gif, webp or mp4 (repeat for several)."
    )
    var animations: [AnimationFormat] = []

    @OptionGroup var playback: PlaybackOptions

    @Flag(help: "Also write report.html (self-contained) and the charts.")
    var report = false

    @Flag(help: "Also write the charts: timeline.png/.svg and time-to-correct.png/.svg.")
    var charts = false

    @Option(
        name: .customLong("schedule"),
        help: ArgumentHelp(
            "Run the gallery's code in this order (a schedule id that reel explore printed; s is the default).",
            valueName: "schedule"))
    var scheduleID: String?

    /// The schedule `--schedule` names (checked in `validate()`).
    var schedule: Schedule? { scheduleID.flatMap { Schedule(id: $0) } }

    func validate() throws {
        if let scheduleID { _ = try Schedule.parseOption(scheduleID) }
    }

    func run() throws {
        let loaded = try loadScenario(scenario, maxFrames: runOptions.frameLimit.maxFrames)
        let extras = RunExtras(
            animations: animations, playback: playback.options(fps: loaded.scenario.canvas.fps), report: report,
            charts: charts
        )
        try extras.checkTools()
        if runOptions.minimap {
            let render = RenderOptions(overlay: runOptions.overlay, minimap: true)
            try runOptions.checkFrameSize(render.pixelSize(loaded.scenario.canvas), what: "the canvas and --minimap")
        }
        let result = try runOptions.run("render", frames: FrameEstimate.frames(for: loaded.scenario)) { options in
            var options = options
            options.schedule = schedule
            // The report's previews are made from the frames while they are in memory.
            if report { options.previewWidth = Report.Options.defaultPreviewWidth }
            return try Runner.run(loaded, options: options)
        }
        let clock = ContinuousClock()  // times the extras for the user; never reaches an output file
        let start = clock.now
        let written = try extras.write(to: result.directory, record: result.record, progress: runOptions.progressStyle)
        let elapsed = clock.now - start
        let extrasSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let metrics = result.metrics
        runOptions.say(
            """
            \(RunCommandOptions.describe(result)); cell-frames: \(metrics.count(.correct)) correct, \
            \(metrics.count(.placeholder)) placeholder, \(metrics.count(.stale)) stale, \
            \(metrics.count(.failed)) failed, \(metrics.count(.wrongText)) wrong text
            """)
        if let coverage = loaded.harCoverage { runOptions.say("network.har: \(coverage.summary)") }
        for url in written { runOptions.say("wrote \(url.path)") }
        if !extras.isEmpty {
            let total = result.timings.total + extrasSeconds
            runOptions.say(
                String(format: "%@ in %.2f s; render and %@ %.2f s", extras.label, extrasSeconds, extras.label, total))
        }
        runOptions.warnAboutUserCode(metrics)
    }
}
