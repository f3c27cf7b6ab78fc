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
            fails. Failing scenarios keep expected/, actual/ and diff/ images under --out/<scenario>/. Writes \
            results.json and junit.xml into --out. Exit codes: 0 all pass, 1 a scenario failed, 2 bad input.
            """
    )

    @Argument(help: "Scenario JSON files.") var scenarios: [String]
    @Option(help: "The goldens folder (one subfolder per scenario name).") var goldens: String
    @Option(name: .shortAndLong, help: "Where runs, failure images, results.json and junit.xml go.") var out = "output/check"
    @Option(help: "none, missing (default), changed or all (overrides REEL_UPDATE).") var update: UpdateMode?
    @Option(help: "Check only shard i of n (1-based): scenarios sorted by path, dealt round-robin.") var shard: Shard?
    @Option(name: .customLong("fail-on"), parsing: .singleValue, help: "Fail on a timeline change: \(TimelineRule.allCases.map(\.rawValue).joined(separator: ", ")) (repeatable, or comma-separated).")
    var failOn: [String] = []
    @Option(help: "pixelmatch threshold 0…1 (0 = exact).") var threshold = 0.0
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.") var includeAA = false
    @Option(name: .customLong("max-diff-pixels"), help: "A frame passes with at most N different pixels.") var maxDiffPixels: Int?
    @Option(name: .customLong("max-diff-ratio"), help: "A frame passes with at most this fraction of pixels different.") var maxDiffRatio: Double?
    @Option(name: .customLong("mask"), help: "Ignore a rectangle: x,y,w,h in pixels, optionally @first-last frames (repeatable).") var masks: [DiffMask] = []
    @Option(help: "Render/encode worker threads (default: the number of cores).") var workers: Int?
    @Flag(name: .shortAndLong, help: "Print only failures.") var quiet = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be within 0…1, got \(threshold)") }
        if let workers, !(1...64).contains(workers) { throw ValidationError("--workers must be between 1 and 64, got \(workers)") }
        _ = try rules()
    }

    func rules() throws -> Set<TimelineRule> {
        var rules: Set<TimelineRule> = []
        for text in failOn.flatMap({ $0.split(separator: ",") }) {
            guard let rule = TimelineRule(rawValue: String(text)) else {
                throw ValidationError("--fail-on \(text): expected one of \(TimelineRule.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            rules.insert(rule)
        }
        return rules
    }

    func run() throws {
        let mode: UpdateMode
        do {
            mode = try UpdateMode.resolve(update, environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("reel: error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        let selected = shard?.select(scenarios) ?? scenarios
        let loaded = try selected.map(loadScenario)
        var seen: [String: String] = [:]
        for scenario in loaded {
            if let other = seen.updateValue(scenario.file, forKey: scenario.scenario.name) {
                FileHandle.standardError.write(Data("reel: error: \(scenario.file): $.name: \"\(scenario.scenario.name)\" is also the name of \(other) (goldens are stored by name)\n".utf8))
                throw ExitCode(2)
            }
        }
        let output = URL(fileURLWithPath: out, isDirectory: true)
        let options = CheckOptions(
            goldens: URL(fileURLWithPath: goldens, isDirectory: true), output: output, update: mode,
            diff: DiffOptions(threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio, masks: masks),
            failOn: try rules(), workers: workers
        )
        if let shard, !quiet { print("shard \(shard): \(selected.count) of \(Set(scenarios).count) scenarios") }
        var outcomes: [CheckOutcome] = []
        do {
            for scenario in loaded {
                let outcome = try GoldenCheck.check(scenario, options: options)
                outcomes.append(outcome)
                if !quiet || outcome.failed { print(Self.describe(outcome)) }
            }
            try CheckReport.write(outcomes, update: mode, to: output)
        } catch {
            throw fail(error)
        }
        let failed = outcomes.filter(\.failed).count
        if !quiet || failed > 0 {
            let counts = [CheckOutcome.Status.passed, .recorded, .updated, .failed].map { status in "\(outcomes.filter { $0.status == status }.count) \(status.rawValue)" }
            print("\(outcomes.count) scenarios: \(counts.joined(separator: ", ")) (update mode: \(mode.rawValue))")
        }
        if failed > 0 { throw ExitCode(1) }
    }

    static func describe(_ outcome: CheckOutcome) -> String {
        let head = "\(outcome.status.rawValue.uppercased()) \(outcome.scenario)"
        return ([head] + outcome.lines.map { "  " + $0 }).joined(separator: "\n")
    }
}

extension UpdateMode: ExpressibleByArgument {}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
