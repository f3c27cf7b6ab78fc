import ArgumentParser
import CatalogueOracle
import Foundation
import Reel
import ReelCore
import ReelDiff
import ReelGraphics

/// `reel-bench`: end-to-end render speed and PNG encoder speed against cairo's own writer, in one process.
@main
struct ReelBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel-bench",
        abstract:
            "Measure reel: whole-run frames/s, per-stage ms per frame, and our PNG encoder against cairo's writer."
    )

    @Option(help: "The scenario rendered (the quickstart: 390 × 844 pt at 2×, so 780 × 1688 px frames).")
    var scenario = "examples/quickstart.json"
    @Option(
        help: "Timed runs of the in-process figures, 1...20 (1...10000 with --catalogue-only); the best is reported.")
    var runs = 3
    @Option(help: "Frame worker threads (default: the number of cores).") var workers: Int?
    @Flag(help: "Only the catalogue's simulation side by side, repeated --runs times (for a profiler).")
    var catalogueOnly = false
    @Option(help: "The reel binary timed as a whole program (start-up, render against check, far-apart diff).")
    var reel = ".build/release/reel"
    @Option(help: "The Foundation-only program whose start-up is the baseline for reel's.")
    var foundationOnly = ".build/release/reel-bench-foundation"
    @Option(help: .hidden) var scaleCase: String?
    @Option(name: .customLong("peak-of"), parsing: .remaining, help: .hidden) var peakOf: [String] = []
    @Option(help: "Only one figure, of --reel:") var only: BenchFigure?

    func validate() throws {
        guard (1...20).contains(runs) || (catalogueOnly && (1...10_000).contains(runs)) else {
            throw ValidationError("--runs must be within 1...20 (1...10000 with --catalogue-only)")
        }
    }

    func run() throws {
        if !peakOf.isEmpty {
            try PeakBenchmark.run(peakOf)
            return
        }
        if let scaleCase {
            // The case runs as the `reel` command runs a scenario, with its allocator settings.
            MallocTuning.apply()
            try ScaleBenchmark.runCase(scaleCase, workers: workers)
            return
        }
        if let only {
            try runOnly(only)
            return
        }
        let loaded = try LoadedScenario.load(path: scenario)
        if catalogueOnly {
            print(try CatalogueBenchmark.run(scenario: loaded.scenario, template: loaded.template, runs: runs))
            return
        }
        let canvas = loaded.scenario.canvas
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = RunOptions(outputDirectory: folder, workers: workers)
        print(
            "scenario \(loaded.scenario.name): \(Int(canvas.width))×\(Int(canvas.height)) "
                + "pt @\(jsonNumber(canvas.scale))x, "
                + "\(jsonNumber(canvas.fps)) fps, \(options.workers) workers"
        )

        _ = try Runner.run(loaded, options: options)  // warm-up: page cache, server, first decodes
        var best: RunResult?
        for _ in 0..<runs {
            let result = try Runner.run(loaded, options: options)
            if best == nil || result.timings.total < best!.timings.total { best = result }
        }
        guard let best else { return }
        let frames = best.frameCount
        let drawn = max(1, best.drawnFrames)
        let t = best.timings
        print(
            "end to end: \(frames) frames (\(drawn) drawn, the rest repeat an identical frame) "
                + "in \(ms(t.total * 1000)) ms = \(fixed(t.framesPerSecond(frames), 1)) frames/s "
                + "(best of \(runs))"
        )
        print(
            "  simulation   \(ms(t.simulation * 1000 / Double(frames))) ms/frame "
                + "(barrier wait for image bytes \(ms(t.barrierWait * 1000 / Double(frames))) ms/frame)"
        )
        print("  drawing      \(ms(t.drawing * 1000 / Double(drawn))) ms/drawn frame")
        print("  encoding     \(ms(t.encoding * 1000 / Double(drawn))) ms/drawn frame (zero-run Paeth)")

        // The catalogue side by side: the scenario's binding as ReelCore's strategy and as its ReelKit cell.
        var coreOptions = options
        coreOptions.catalog = .oracle
        var core: RunResult?
        for _ in 0..<runs {
            let result = try Runner.run(loaded, options: coreOptions)
            if core == nil || result.timings.total < core!.timings.total { core = result }
        }
        if let core {
            let kitRate = t.framesPerSecond(frames)
            let coreRate = core.timings.framesPerSecond(core.frameCount)
            print(
                "end to end, binding \(loaded.scenario.binding.rawValue): ReelKit cell \(fixed(kitRate, 1)) frames/s, "
                    + "oracle strategy \(fixed(coreRate, 1)) frames/s → \(fixed(kitRate / coreRate * 100, 1))%"
            )
        }
        print(try CatalogueBenchmark.run(scenario: loaded.scenario, template: loaded.template, runs: max(runs, 30)))

        var cairoOptions = options
        cairoOptions.measureCairoWriter = true
        let compared = try Runner.run(loaded, options: cairoOptions)
        let ours = compared.timings.encoding * 1000 / Double(max(1, compared.drawnFrames))
        let cairo = (compared.timings.cairoWriter ?? 0) * 1000 / Double(max(1, compared.drawnFrames))
        print(
            "PNG encoder on the same \(compared.drawnFrames) frames: reel \(ms(ours)) ms/frame, "
                + "cairo_surface_write_to_png \(ms(cairo)) ms/frame → \(fixed(cairo / max(ours, 1e-9), 1))× faster"
        )

        for count in [1_000, 100_000] {
            let microseconds = try Self.simulationCost(items: count, template: loaded.template)
            print(
                "simulation alone, \(count) items: \(fixed(microseconds, 1)) µs/frame "
                    + "(fling down and back, loads answered at once)"
            )
        }

        for line in try GalleryBenchmark.report(template: loaded.template) { print(line) }
        for line in try GalleryDrawingBenchmark.report(template: loaded.template) { print(line) }
        for line in try ExploreBenchmark.report(scenario: scenario) { print(line) }

        let decode = try DecodeBenchmark.run(iterations: 8, thumbnailSize: 256)
        print(
            "JPEG 4000×3000 → 256 px thumbnail: DCT-scaled decode \(fixed(decode.scaledPerSecond, 1)) images/s, "
                + "full decode + Cairo downscale \(fixed(decode.fullPerSecond, 1)) images/s "
                + "→ \(fixed(decode.ratio, 1))×"
        )

        // reel diff on two different frames of the last run (decode included) against ImageMagick's compare, and
        // identical frames.
        for line in try DiffBenchmark.report(run: folder) { print(line) }
        for line in try PNGEncoderBenchmark.report(run: folder) { print(line) }
        for line in try DiffBenchmark.farApart(run: folder, reel: reel) { print(line) }
        for line in try CheckBenchmark.report(reel: reel, scenario: scenario, pairs: max(5, runs)) { print(line) }
        try printGoldens()
        let benchmark = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        for line in try ExtrasBenchmark.report(
            reel: reel, scenario: scenario, pairs: max(5, runs), benchmark: benchmark)
        {
            print(line)
        }
        for line in try StartupBenchmark.report(reel: reel, foundationOnly: foundationOnly) { print(line) }
        for line in try ScaleBenchmark.report(benchmark: benchmark) { print(line) }
    }

    /// Prints one whole-program figure of `--reel` (to measure another build of reel, e.g. the one before a change).
    func runOnly(_ figure: BenchFigure) throws {
        switch figure {
        case .check:
            for line in try CheckBenchmark.report(reel: reel, scenario: scenario, pairs: max(5, runs)) { print(line) }
        case .startup:
            for line in try StartupBenchmark.report(reel: reel, foundationOnly: foundationOnly) { print(line) }
        case .diff:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-only-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            try ChildProcess.run(reel, ["render", scenario, "--out", folder.path, "--quiet"])
            for line in try DiffBenchmark.farApart(run: folder, reel: reel) { print(line) }
        case .encoder:
            // The encoder options on frames of a run of `--reel` (the encoders are this build's).
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-only-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            try ChildProcess.run(reel, ["render", scenario, "--out", folder.path, "--quiet"])
            for line in try PNGEncoderBenchmark.report(run: folder) { print(line) }
        case .extras:
            let benchmark = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            for line in try ExtrasBenchmark.report(
                reel: reel, scenario: scenario, pairs: max(5, runs), benchmark: benchmark)
            {
                print(line)
            }
        case .gallery:
            let loaded = try LoadedScenario.load(path: scenario)
            for line in try GalleryBenchmark.report(template: loaded.template) { print(line) }
            for line in try GalleryDrawingBenchmark.report(template: loaded.template) { print(line) }
        case .explore:
            for line in try ExploreBenchmark.report(scenario: scenario) { print(line) }
        case .goldens:
            try printGoldens()
        case .failing:
            try printGoldens(sizes: false)
        }
    }

    /// Compact golden sizes of every example against PNG goldens, then failing against passing checks of the
    /// scenario and a second full-size example, and the size of what their failures leave.
    func printGoldens(sizes: Bool = true) throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: "examples").filter { $0.hasSuffix(".json") }
            .sorted().map { "examples/" + $0 }
        if sizes {
            for line in try GoldenBenchmark.sizes(reel: reel, examples: examples) { print(line) }
        }
        let failing = [scenario] + (scenario.hasSuffix("stale-naive.json") ? [] : ["examples/stale-naive.json"])
        for line in try GoldenBenchmark.failing(reel: reel, scenarios: failing, pairs: max(3, runs)) { print(line) }
    }

    /// Mean wall time of one simulation step (no rendering, no I/O) over a long fling on a list of `items` items.
    static func simulationCost(items: Int, template: Template) throws -> Double {
        var scenario = Scenario(
            name: "scale", items: .synthetic(count: items),
            script: [
                .fling(velocity: 8_000, deceleration: .normal), .wait(ms: 3_000),
                .fling(velocity: -8_000, deceleration: .normal), .wait(ms: 3_000),
            ])
        scenario.prefetch.leadScreens = 2
        var simulation = try Simulation(scenario: scenario, template: template, catalog: .builtIn)
        let clock = ContinuousClock()  // measures the benchmark only
        let start = clock.now
        var frames = 0
        while !simulation.isFinished {
            _ = simulation.step { _ in .success(bytes: 50_000, pixels: 262_144) }
            frames += 1
        }
        let elapsed = clock.now - start
        return (Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) * 1e-12)
            / Double(frames)
    }

    func ms(_ value: Double) -> String { fixed(value, 2) }

    func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    func jsonNumber(_ value: Double) -> String { value.rounded() == value ? String(Int(value)) : String(value) }
}

/// The figures `--only` prints on their own, declared once: the option's values, its help and the list in
/// docs/performance.md all come from here.
enum BenchFigure: String, CaseIterable, ExpressibleByArgument {
    case check, extras, startup, diff, encoder, gallery, explore, goldens, failing

    /// What the figure measures: the value's line in `--help` and in the docs.
    var defaultValueDescription: String {
        switch self {
        case .check: "`reel render` against a passing `reel check` of --scenario, in pairs (the median ratio)."
        case .extras: "`reel render --report` against a plain render, and the peak memory of `reel animate`."
        case .startup: "Start-up of `reel` and of every command's --help against a Foundation-only program."
        case .diff: "`reel diff` of far-apart frame pairs of a run against ImageMagick's `compare`, once per pair."
        case .encoder: "This build's PNG encoder options, on frames of a run of --reel."
        case .gallery: "The simulation with the sample package's galleries (ReelKit) against the built-in strategies."
        case .explore: "Schedules per minute of `reel explore` on --scenario (100 schedules, every core)."
        case .goldens:
            "Compact goldens of every example against PNG goldens, then failing checks against passing ones."
        case .failing: "Only the failing checks against passing ones (the second half of `goldens`)."
        }
    }
}
