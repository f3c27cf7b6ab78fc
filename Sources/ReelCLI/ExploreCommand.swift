import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelExecutors
import ReelFiles
import ReelGraphics
import ReelKit

/// `reel explore SCENARIO --schedules N`: runs many schedules of the user's code (simulation only), reports the races
/// they show, shrinks each failure and prints the command that replays it.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run many legal orders of the gallery's code and report the races they show.",
        discussion: """
            Schedule 0 is the default order (what render runs); the others are drawn from --seed with --strategy \
            (random: every choice point random; pct: --depth choice points of the default run deviate). Runs \
            simulate without drawing. A schedule fails when it shows a stale or wrong-text cell-frame or a \
            duplicate; the first failures are shrunk to the fewest deviations from the default order and printed \
            with the command that draws them (reel render SCENARIO --schedule ID). Each schedule of a gallery of \
            the user's code runs in a process of its own, from fresh app state, as that command runs it. Writes \
            summary.json into --out. \
            Exit codes: 0 no schedule failed, 1 a schedule failed or the run could not finish, 2 bad input.
            """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: "Schedules to run, 1...1000000 (the default order is one of them).")
    var schedules: Int = 200

    @Option(help: "The seed schedules are drawn from (an unsigned integer).")
    var seed: UInt64 = 1

    @Option(help: "random (every choice point random) or pct (--depth deviations from the default order).")
    var strategy: ExploreStrategy = .random

    @Option(help: "Deviations per schedule with --strategy pct, 1...64.")
    var depth: Int = 3

    @Option(help: "Explore only shard i of n (1-based): schedule k belongs to shard k % n + 1.")
    var shard: ExploreShard?

    @Option(name: .shortAndLong, help: "Where summary.json goes (default: output/<scenario name>-explore).")
    var out: String?

    @OptionGroup var workers: WorkerOptions

    @Flag(name: .shortAndLong, help: "Print only failures.")
    var quiet = false

    func validate() throws {
        guard (1...1_000_000).contains(schedules) else {
            throw ValidationError("--schedules must be between 1 and 1000000, got \(schedules)")
        }
        guard (1...64).contains(depth) else { throw ValidationError("--depth must be between 1 and 64, got \(depth)") }
    }

    func run() throws {
        let loaded = try loadScenario(scenario)
        var options = ExploreOptions(
            schedules: schedules, seed: seed, strategy: strategy, depth: depth, workers: workers.workers, shard: shard)
        options.catalog = ToolContext.current.catalog
        options.commandName = ToolContext.current.commandName
        options.isolation = ExploreWorkerCommand.isolation(scenario: scenario)
        let directory = URL(
            fileURLWithPath: out ?? "output/\(loaded.scenario.name)-explore", isDirectory: true)
        try AtomicFile.createFolder(directory, label: directory.path)
        let selected = (0..<schedules).filter { shard?.contains($0) ?? true }.count
        let progress = ProgressReporter(
            label: "explore", total: selected, unit: "schedules", style: .automatic(quiet: quiet))
        let result = try Explorer.explore(loaded, options: options) { progress.update($0) }
        progress.finish()
        try AtomicFile.write(
            result.summaryJSON(scenarioPath: scenario, scenarioName: loaded.scenario.name),
            to: RunFolder(directory).summary)
        try AtomicFile.write(result.schedulesJSONL(), to: RunFolder(directory).schedules)
        report(result, summary: RunFolder(directory).summary)
        if result.failingCount > 0 { throw CommandError.failures }
    }

    private func report(_ result: ExploreResult, summary: URL) {
        let shardText = shard.map { " (shard \($0))" } ?? ""
        let lines = [
            """
            explored \(result.schedulesRun) schedules\(shardText) of \(scenario) (\(strategy.rawValue), seed \(seed)) \
            in \(String(format: "%.1f", result.seconds)) s (\(Int(result.schedulesPerMinute.rounded())) per minute)
            """,
            """
            distinct outcomes: \(result.distinctOutcomes); distinct choice sequences: \
            \(result.distinctChoiceSequences)
            """,
            """
            failing schedules: \(result.failingCount) (stale: \(result.staleSchedules), wrong text: \
            \(result.wrongTextSchedules), duplicates: \(result.duplicateSchedules))
            """,
            "coverage (choice points flipped / met in the default order): "
                + result.coverage.sorted { $0.key < $1.key }.map {
                    "\($0.key.rawValue) \($0.value.flipped.count)/\($0.value.metInDefault)"
                }.joined(separator: ", "),
        ]
        if !quiet || result.failingCount > 0 { for line in lines { print(line) } }
        var reported: Set<Schedule> = []
        for failure in result.failures where reported.insert(failure.shrunk.schedule).inserted {
            let shrunk = failure.shrunk
            print(
                """
                FAIL schedule \(shrunk.schedule.id): \(shrunk.stale) stale, \(shrunk.wrongText) wrong text, \
                \(shrunk.duplicates) duplicate cell-frames; \(shrunk.schedule.deviations.count) deviation(s) from \
                the default order (found with \(failure.found.schedule.deviations.count) as schedule \
                \(failure.number), shrunk in \(failure.shrinkRuns) runs)
                  replay: \(result.replayCommand(scenario: scenario, schedule: shrunk.schedule))
                """)
        }
        if !quiet { print("wrote \(summary.path)") }
    }
}

extension ExploreStrategy: ExpressibleByArgument {}

extension ExploreShard: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

extension Schedule {
    /// The schedule `--schedule` names; a malformed id is a usage error saying the form expected.
    static func parseOption(_ text: String) throws -> Schedule {
        guard let schedule = Schedule(id: text) else {
            throw ValidationError(
                "--schedule \(text): expected a schedule id as reel explore prints it: s (the default order), or s "
                    + "followed by -<point>.<alternative> per deviation, in base 36 without leading zeros, with "
                    + "increasing points and alternatives from 1 (s-1k.1-2c.3)")
        }
        return schedule
    }
}
