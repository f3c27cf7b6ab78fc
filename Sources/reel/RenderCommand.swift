import ArgumentParser
import Foundation
import Reel
import ReelRender

/// `reel render SCENARIO`: runs a scenario and writes frames, timeline, cells, summary and manifest.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scenario's frames and timing log.",
        discussion: "Writes frames/frame-NNNNN.png, timeline.jsonl, cells.csv, summary.json and, last, manifest.json."
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(name: .shortAndLong, help: "Output folder (default: output/<scenario name>).")
    var out: String?

    @Flag(help: "Outline each cell by state (placeholder grey, stale red, correct green, failed orange) and label it.")
    var overlay = false

    @Flag(help: "Draw a range minimap right of the viewport: the whole content, visible rect, prefetch and prepared ranges, items by state.")
    var minimap = false

    @Option(help: "Render/encode worker threads (default: the number of cores). Output is identical for any count.")
    var workers: Int?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @Option(help: "virtual (deterministic, default) or wall: a live run paced in real time with real arrival times.")
    var clock: RunClock = .virtual

    @Option(name: .customLong("record-trace"), help: "Write what each request really did (replay it with network.trace).")
    var recordTrace: String?

    @Option(name: .customLong("animation"), help: "Also write animation.<ext>: apng, gif, webp or mp4 (repeat for several).")
    var animations: [AnimationFormat] = []

    @OptionGroup var playback: PlaybackOptions

    @Flag(help: "Also write report.html (self-contained) and the charts.")
    var report = false

    @Flag(help: "Also write the charts: timeline.png/.svg and time-to-correct.png/.svg.")
    var charts = false

    func validate() throws {
        if let workers, !(1...64).contains(workers) {
            throw ValidationError("--workers must be between 1 and 64, got \(workers)")
        }
    }

    func run() throws {
        let loaded = try loadScenario(scenario)
        var options = RunOptions(
            outputDirectory: out.map { URL(fileURLWithPath: $0, isDirectory: true) },
            render: RenderOptions(overlay: overlay, minimap: minimap), workers: workers, clock: clock,
            recordTrace: recordTrace.map { URL(fileURLWithPath: $0) }
        )
        let style = ProgressStyle.automatic(quiet: quiet)
        let progress = ProgressReporter(label: "render", total: FrameEstimate.frames(for: loaded.scenario), estimated: true, style: style)
        options.progress = { progress.update($0) }
        let extras = RunExtras(animations: animations, playback: playback.options(fps: loaded.scenario.canvas.fps), report: report, charts: charts)
        let result: RunResult
        let written: [URL]
        do {
            defer { progress.finish() }
            try extras.checkTools()
            result = try Runner.run(loaded, options: options)
            progress.finish()
            written = try extras.write(to: result.directory, record: result.record, progress: style)
        } catch {
            throw fail(error)
        }
        guard !quiet else { return }
        let metrics = result.metrics
        let fps = result.timings.framesPerSecond(result.frameCount)
        print("""
            \(result.frameCount) frames → \(result.directory.path) in \(String(format: "%.2f", result.timings.total)) s \
            (\(String(format: "%.0f", fps)) frames/s); cell-frames: \(metrics.count(.correct)) correct, \
            \(metrics.count(.placeholder)) placeholder, \(metrics.count(.stale)) stale, \(metrics.count(.failed)) failed
            """)
        for url in written { print("wrote \(url.path)") }
    }
}

extension RunClock: ExpressibleByArgument {}
