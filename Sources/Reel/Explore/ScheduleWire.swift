import Foundation
import ReelCore
import ReelExecutors

/// What crosses between `reel explore` and the process it starts for one schedule of a gallery of the user's code
/// (`explore-worker`): the mode as one argument, the image outcomes known so far as a file, and the run's outcome as
/// one JSON line on the worker's standard output.
enum ScheduleWire {
    /// `mode` as one argument: `replay:<schedule id>`, `random:<seed>` or `pct:<seed>:<point>,<point>…`.
    static func argument(_ mode: ScheduleChooser.Mode) -> String {
        switch mode {
        case .replay(let schedule): "replay:\(schedule.id)"
        case .random(let seed): "random:\(seed)"
        case .pct(let seed, let points): "pct:\(seed):" + points.sorted().map(String.init).joined(separator: ",")
        }
    }

    /// The mode `argument(_:)` wrote; nil for anything else.
    static func mode(_ argument: String) -> ScheduleChooser.Mode? {
        let parts = argument.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        switch (parts.first, parts.count) {
        case ("replay", 2):
            return Schedule(id: String(parts[1])).map { .replay($0) }
        case ("random", 2):
            return UInt64(parts[1]).map { .random(seed: $0) }
        case ("pct", 3):
            guard let seed = UInt64(parts[1]) else { return nil }
            let points = parts[2].split(separator: ",").map { Int($0) }
            guard points.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
            return .pct(seed: seed, points: Set(points.compactMap { $0 }))
        default:
            return nil
        }
    }

    /// An image's real result, as the outcomes file and a worker's report carry it.
    struct KnownOutcome: Codable, Sendable {
        var key: ImageKey
        var outcome: LoadOutcome
    }

    /// The outcomes file: every image result known, so a worker fetches only what no earlier run asked for.
    static func outcomesFile(_ outcomes: [ImageKey: LoadOutcome]) throws -> Data {
        let known = outcomes.sorted { $0.key < $1.key }.map { KnownOutcome(key: $0.key, outcome: $0.value) }
        return try JSONEncoder().encode(known)
    }

    /// The outcomes a file written by `outcomesFile(_:)` holds.
    static func outcomes(file: URL) throws -> [ImageKey: LoadOutcome] {
        let known = try JSONDecoder().decode([KnownOutcome].self, from: Data(contentsOf: file))
        return Dictionary(known.map { ($0.key, $0.outcome) }) { first, _ in first }
    }

    /// A worker's outcome line: the schedule's outcome, and the image results the worker fetched itself.
    struct Report: Codable, Sendable {
        var schedule: String
        /// The timeline's hash, in hexadecimal (a JSON number cannot hold every 64-bit value exactly).
        var timeline: String
        var stale: Int
        var wrongText: Int
        var duplicates: Int
        /// The choice points met, three numbers each: the kind's index in `ChoicePoint.allCases`, the alternatives,
        /// the one chosen.
        var records: [Int]
        var fetched: [KnownOutcome]

        init(_ outcome: ScheduleOutcome, fetched: [ImageKey: LoadOutcome]) {
            schedule = outcome.schedule.id
            timeline = String(outcome.timelineHash, radix: 16)
            stale = outcome.stale
            wrongText = outcome.wrongText
            duplicates = outcome.duplicates
            let kinds = Dictionary(uniqueKeysWithValues: ChoicePoint.allCases.enumerated().map { ($1, $0) })
            records = outcome.records.flatMap { [kinds[$0.point] ?? 0, $0.options, $0.chosen] }
            self.fetched = fetched.sorted { $0.key < $1.key }.map { KnownOutcome(key: $0.key, outcome: $0.value) }
        }

        /// The outcome the line describes; nil when it is malformed.
        var outcome: ScheduleOutcome? {
            let kinds = ChoicePoint.allCases
            guard let schedule = Schedule(id: schedule), let hash = UInt64(timeline, radix: 16),
                records.count % 3 == 0
            else { return nil }
            var decoded: [ScheduleChooser.Record] = []
            decoded.reserveCapacity(records.count / 3)
            for start in stride(from: 0, to: records.count, by: 3) {
                guard kinds.indices.contains(records[start]) else { return nil }
                decoded.append(
                    ScheduleChooser.Record(
                        point: kinds[records[start]], options: records[start + 1], chosen: records[start + 2]))
            }
            return ScheduleOutcome(
                schedule: schedule, timelineHash: hash, stale: stale, wrongText: wrongText, duplicates: duplicates,
                records: decoded)
        }
    }
}
