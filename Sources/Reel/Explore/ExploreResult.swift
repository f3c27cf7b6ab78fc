import Foundation
import ReelExecutors
import ReelKit

/// What an exploration found: every schedule tried (compactly), the failures shrunk, and the coverage of choice
/// points.
public struct ExploreResult: Sendable {
    /// One schedule tried, without its full list of choices.
    public struct Tried: Sendable {
        public let schedule: Schedule
        public let timelineHash: UInt64
        public let stale: Int
        public let wrongText: Int
        public let duplicates: Int
        public let choiceHash: UInt64
        /// Choice points met, by kind.
        public let met: [ChoicePoint: Int]
        /// The choice points (index and kind) where the run left the default order.
        public let flipped: [FlippedPoint]

        public var failed: Bool { stale > 0 || wrongText > 0 || duplicates > 0 }

        init(_ outcome: ScheduleOutcome) {
            schedule = outcome.schedule
            timelineHash = outcome.timelineHash
            stale = outcome.stale
            wrongText = outcome.wrongText
            duplicates = outcome.duplicates
            choiceHash = outcome.choiceHash
            var met: [ChoicePoint: Int] = [:]
            var flipped: [FlippedPoint] = []
            for (index, record) in outcome.records.enumerated() {
                met[record.point, default: 0] += 1
                if record.chosen != 0 { flipped.append(FlippedPoint(index: index, point: record.point)) }
            }
            self.met = met
            self.flipped = flipped
        }
    }

    /// A choice point where a schedule left the default order.
    public struct FlippedPoint: Sendable, Hashable {
        public let index: Int
        public let point: ChoicePoint
    }

    /// A failing schedule as found, and shrunk.
    public struct Failure: Sendable {
        /// The schedule's number in the exploration (0 is the default order).
        public let number: Int
        public let found: Tried
        public let shrunk: Tried
        public let shrinkRuns: Int
    }

    public let options: ExploreOptions
    /// The default order's run.
    public let baseline: Tried
    /// Every schedule run, by number.
    public let tried: [Int: Tried]
    /// The first failures, shrunk, by number.
    public let failures: [Failure]
    /// Schedules that failed.
    public let failingCount: Int
    /// Real time the exploration took (not part of what it found).
    public let seconds: Double

    public var schedulesRun: Int { tried.count }
    public var distinctOutcomes: Int { Set(tried.values.map(\.timelineHash)).count }
    public var distinctChoiceSequences: Int { Set(tried.values.map(\.choiceHash)).count }
    public var staleSchedules: Int { tried.values.filter { $0.stale > 0 }.count }
    public var wrongTextSchedules: Int { tried.values.filter { $0.wrongText > 0 }.count }
    public var duplicateSchedules: Int { tried.values.filter { $0.duplicates > 0 }.count }
    public var schedulesPerMinute: Double { seconds > 0 ? Double(schedulesRun) / seconds * 60 : 0 }

    /// For each kind of choice point: how many the default order meets, and the distinct points (by index) some
    /// schedule flipped.
    public var coverage: [ChoicePoint: (metInDefault: Int, flipped: [Int])] {
        var flipped: [ChoicePoint: Set<Int>] = [:]
        for tried in tried.values {
            for point in tried.flipped { flipped[point.point, default: []].insert(point.index) }
        }
        var coverage: [ChoicePoint: (Int, [Int])] = [:]
        for point in ChoicePoint.allCases {
            coverage[point] = (baseline.met[point] ?? 0, (flipped[point] ?? []).sorted())
        }
        return coverage
    }

    /// The command that replays `schedule` of `scenario` and draws its frames, with `tool`: `reel`, or the user's
    /// tool built on ReelCLI, which holds the galleries the scenario names. The scenario's path is quoted for the
    /// shell when it needs to be (`ShellWord`).
    public static func replayCommand(scenario: String, schedule: Schedule, tool: String = "reel") -> String {
        "\(tool) render \(ShellWord.quote(scenario)) --schedule \(schedule.id)"
    }

    /// The command that replays `schedule` of `scenario` with the tool that explored it.
    public func replayCommand(scenario: String, schedule: Schedule) -> String {
        Self.replayCommand(scenario: scenario, schedule: schedule, tool: options.commandName)
    }

    /// schedules.jsonl: one line per schedule run, by number — what `merge-reports` needs to merge the shards of an
    /// exploration exactly (distinct outcomes and choice sequences, failing schedules, the points flipped).
    public func schedulesJSONL() -> Data {
        var out = ""
        for number in tried.keys.sorted() {
            guard let run = tried[number] else { continue }
            let flipped = run.flipped.map { "[\"\($0.point.rawValue)\",\($0.index)]" }.joined(separator: ",")
            let (timeline, choices) = (String(run.timelineHash, radix: 16), String(run.choiceHash, radix: 16))
            out +=
                "{\"number\":\(number),\"schedule\":\"\(run.schedule.id)\","
                + "\"timeline\":\"\(timeline)\",\"choices\":\"\(choices)\","
                + "\"stale\":\(run.stale),\"wrong_text\":\(run.wrongText),\"duplicates\":\(run.duplicates),"
                + "\"flipped\":[\(flipped)]}\n"
        }
        return Data(out.utf8)
    }

    /// summary.json: what was run, what was found (failures with their replay command), and the coverage.
    public func summaryJSON(scenarioPath: String, scenarioName: String) -> Data {
        var coverageJSON: [String: Any] = [:]
        for (point, entry) in coverage {
            coverageJSON[point.rawValue] = [
                "met_in_default": entry.metInDefault, "points_flipped": entry.flipped.count,
                "flipped": Array(entry.flipped.prefix(100)),
            ]
        }
        let failuresJSON: [[String: Any]] = failures.map { failure in
            [
                "schedule": failure.shrunk.schedule.id, "deviations": failure.shrunk.schedule.deviations.count,
                "found_as_number": failure.number, "found_deviations": failure.found.schedule.deviations.count,
                "shrink_runs": failure.shrinkRuns, "stale": failure.shrunk.stale,
                "wrong_text": failure.shrunk.wrongText,
                "duplicates": failure.shrunk.duplicates,
                "replay": replayCommand(scenario: scenarioPath, schedule: failure.shrunk.schedule),
            ]
        }
        let json: [String: Any] = [
            "scenario": scenarioName, "strategy": options.strategy.rawValue, "seed": String(options.seed),
            "depth": options.depth, "shard": options.shard.map { $0.description } ?? NSNull(),
            "schedules": schedulesRun, "distinct_outcomes": distinctOutcomes,
            "distinct_choice_sequences": distinctChoiceSequences, "failing_schedules": failingCount,
            "stale_schedules": staleSchedules, "wrong_text_schedules": wrongTextSchedules,
            "duplicate_schedules": duplicateSchedules,
            "default": [
                "stale": baseline.stale, "wrong_text": baseline.wrongText, "duplicates": baseline.duplicates,
                "choice_points": baseline.met.values.reduce(0, +),
                "timeline_hash": String(baseline.timelineHash, radix: 16),
            ],
            "coverage": coverageJSON, "failures": failuresJSON,
            "run": [
                "seconds": (seconds * 1000).rounded() / 1000, "schedules_per_minute": schedulesPerMinute.rounded(),
            ],
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return data + Data("\n".utf8)
    }
}
