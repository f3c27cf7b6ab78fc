import ArgumentParser
import Foundation
import Reel
import ReelDiff

/// `reel check SCENARIO… --goldens DIR`: renders each scenario and compares it with its golden.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenarios and compare them with goldens (frames and timeline).",
        discussion: """
            Goldens live in DIR/<scenario name>/. Update modes (--update, or the REEL_UPDATE environment variable): \
            missing (default) records goldens that do not exist yet; changed also rewrites failing goldens; all makes \
            every golden match the run (files already equal are not touched); none never writes, and a missing golden \
            fails. Goldens keep their frames in one lossless video (frames.mkv; ffmpeg must be on PATH). Failing \
            scenarios keep expected/, actual/ and diff/ images of the worst and first failing frames and the whole \
            run as run/frames.recording (what drew each frame; reel animate draws it) under --out/<scenario>/. Writes \
            results.json, junit.xml and report.html into --out (reel merge-reports combines the folders of shards). \
            Exit codes: 0 all pass, 1 a scenario failed or could not run, 2 bad input (nothing is checked or written).
            """
    )

    @Argument(help: "Scenario JSON files (none with --verify-goldens: verify every golden in --goldens).")
    var scenarios: [String] = []
    @Option(help: "The goldens folder (one subfolder per scenario name).") var goldens: String
    @Option(name: .shortAndLong, help: "Where runs, failure images, results.json, junit.xml and report.html go.")
    var out = "output/check"
    @Option(help: "none, missing (default), changed or all (overrides REEL_UPDATE).") var update: UpdateMode?
    @Option(help: "Check only shard i of n (1-based): scenarios sorted by path, dealt round-robin.") var shard: Shard?
    @Option(
        name: .customLong("fail-on"), parsing: .singleValue,
        help: """
            Fail on a timeline change: \(TimelineRule.allCases.map(\.rawValue).joined(separator: ", ")) \
            (repeatable, or comma-separated).
            """
    )
    var failOn: [String] = []
    @OptionGroup var diff: DiffCommandOptions
    @OptionGroup var workers: WorkerOptions
    @OptionGroup var frameLimit: FrameLimitOptions
    @Flag(name: .shortAndLong, help: "Print only failures.") var quiet = false
    @Flag(
        name: .customLong("verify-goldens"),
        help: "Also decode every golden frame and compare its pixels with the golden's manifest.")
    var verifyGoldens = false
    @Option(
        name: .customLong("artifact-frames"),
        help: ArgumentHelp(
            "Most failing frames per scenario that get expected/actual/diff images, 0...10000 (the worst always does).",
            valueName: "n"))
    var artifactFrames = FrameArtifacts.defaultLimit
    @Option(
        name: .customLong("matrix"),
        help: ArgumentHelp(
            """
            Check each scenario once per combination of these settings' values, each with a golden of its own named \
            NAME.KEY-VALUE (repeatable: KEY=V1,V2 with KEY a scenario setting, e.g. appearance=light,dark).
            """, valueName: "KEY=V1,V2"))
    var matrix: [String] = []

    func validate() throws {
        guard (0...10_000).contains(artifactFrames) else {
            throw ValidationError("--artifact-frames \(artifactFrames): expected a whole number from 0 to 10000")
        }
        _ = try rules()
        do {
            _ = try CheckMatrix(specs: matrix)
        } catch {
            throw ValidationError("--matrix \(error)")
        }
        if scenarios.isEmpty && !verifyGoldens {
            throw ValidationError("expected at least one scenario file (or --verify-goldens alone)")
        }
    }

    func rules() throws -> Set<TimelineRule> {
        var rules: Set<TimelineRule> = []
        for text in failOn.flatMap({ $0.split(separator: ",") }) {
            guard let rule = TimelineRule(rawValue: String(text)) else {
                let known = TimelineRule.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--fail-on \(text): expected one of \(known)")
            }
            rules.insert(rule)
        }
        return rules
    }

    func run() throws {
        if scenarios.isEmpty { return try GoldenVerifyCommand.run(goldens: goldens, quiet: quiet) }
        let mode = try UpdateMode.resolve(update, environment: ProcessInfo.processInfo.environment)
        let selected = shard?.select(scenarios) ?? scenarios
        let grid = try CheckMatrix(specs: matrix)
        let loaded = try selected.flatMap { file in
            let scenario = try loadScenario(file, maxFrames: frameLimit.maxFrames)
            do {
                return try grid.expand(scenario)
            } catch {
                throw CommandError.badInput("--matrix \(error)")
            }
        }
        var options = CheckOptions(
            goldens: URL(fileURLWithPath: goldens, isDirectory: true),
            output: URL(fileURLWithPath: out, isDirectory: true), update: mode, diff: diff.options,
            failOn: try rules(), workers: workers.workers, catalog: ToolContext.current.catalog
        )
        options.shard = shard
        options.verifyGoldens = verifyGoldens
        let maxFrames = frameLimit.maxFrames
        if ToolContext.current.executable != nil {
            let context = ToolContext.current
            options.isolation = { file, settings in
                ToolContext.$current.withValue(context) {
                    PanelWorkerCommand.isolation(scenario: file, settings: settings, maxFrames: maxFrames)
                }
            }
        }
        options.artifactFrames = artifactFrames
        if let shard, !quiet { print("shard \(shard): \(selected.count) of \(Set(scenarios).count) scenarios") }
        let outcomes = try GoldenCheck.check(loaded, options: options) { outcome in
            if !quiet || outcome.failed { print(Self.describe(outcome)) }
        }
        let failed = outcomes.contains(where: \.failed)
        if !quiet || failed { print(Self.totals(outcomes, mode: mode)) }
        if failed { throw CommandError.failures }
    }

    /// "N scenarios: n passed, n recorded, n updated, n failed (update mode: m)".
    static func totals(_ outcomes: [CheckOutcome], mode: UpdateMode) -> String {
        let statuses: [CheckOutcome.Status] = [.passed, .recorded, .updated, .failed]
        let counts = statuses.map { status in "\(outcomes.filter { $0.status == status }.count) \(status.rawValue)" }
        return "\(outcomes.count) scenarios: \(counts.joined(separator: ", ")) (update mode: \(mode.rawValue))"
    }

    static func describe(_ outcome: CheckOutcome) -> String {
        let head = "\(outcome.status.rawValue.uppercased()) \(outcome.scenario)"
        return ([head] + outcome.lines.map { "  " + $0 }).joined(separator: "\n")
    }
}

extension UpdateMode: ExpressibleByArgument {
    /// As `REEL_UPDATE` reads it: any case.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
