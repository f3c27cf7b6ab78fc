import Foundation
import ReelCore
import ReelExecutors
import ReelFiles
import ReelGraphics

/// Merges the `--out` folders of `reel explore --shard i/n` runs of one exploration (same scenario, strategy, seed and
/// depth) into the summary one unsharded exploration would write: schedules run, distinct outcomes and choice
/// sequences counted over all of them, failing schedules, the shrunk failures each shard found, and the choice points
/// some schedule flipped. Shards are untrusted input: a mismatch, an overlap or a missing shard is bad input
/// (a missing one allowed on request, then the summary says which).
package enum ExploreMerge {
    /// One shard's folder as read.
    struct Part {
        let folder: URL
        let summary: [String: Any]
        let shard: ExploreShard
        let schedules: [Schedule]
    }

    /// One schedule's line of `schedules.jsonl`.
    struct Schedule {
        let number: Int
        let line: String
        let timeline: String
        let choices: String
        let stale: Int
        let wrongText: Int
        let duplicates: Int
        let flipped: [(point: String, index: Int)]
        var failed: Bool { stale > 0 || wrongText > 0 || duplicates > 0 }
    }

    /// What the merge found.
    package struct Merged: Sendable {
        package let schedules: Int
        package let distinctOutcomes: Int
        package let failingSchedules: Int
        /// `schedule`, `replay` and counts of each shrunk failure, as the shards' summaries list them.
        package let failures: [String]
        package let missingShards: [String]
    }

    /// Whether `folder` holds an exploration (its summary.json and schedules.jsonl).
    package static func isExploration(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: RunFolder(folder).schedules.path)
    }

    /// Merges `folders` into `out` (summary.json and schedules.jsonl); throws for bad input before writing anything.
    package static func merge(_ folders: [URL], into out: URL, allowMissingShards: Bool) throws -> Merged {
        let parts = try folders.map(read)
        guard let first = parts.first else {
            throw InputError(file: out.path, path: "$", message: "no exploration to merge")
        }
        for part in parts.dropFirst() {
            for key in ["scenario", "strategy", "seed", "depth"]
            where "\(part.summary[key] ?? "")" != "\(first.summary[key] ?? "")" {
                throw InputError(
                    file: RunFolder(part.folder).summary.path, path: "$.\(key)",
                    message: "\(part.summary[key] ?? "none") differs from \(first.summary[key] ?? "none") in "
                        + "\(first.folder.path): only shards of one exploration merge")
            }
            guard part.shard.count == first.shard.count else {
                throw InputError(
                    file: RunFolder(part.folder).summary.path, path: "$.shard",
                    message: "shard \(part.shard) is of another split than \(first.shard)")
            }
        }
        var byNumber: [Int: Schedule] = [:]
        var shardsSeen: Set<Int> = []
        for part in parts {
            guard shardsSeen.insert(part.shard.index).inserted else {
                throw InputError(
                    file: RunFolder(part.folder).summary.path, path: "$.shard",
                    message: "shard \(part.shard) is given twice")
            }
            for schedule in part.schedules {
                guard byNumber.updateValue(schedule, forKey: schedule.number) == nil || schedule.number == 0 else {
                    throw InputError(
                        file: RunFolder(part.folder).schedules.path, path: "$",
                        message: "schedule \(schedule.number) is in two shards: the shards overlap")
                }
            }
        }
        let missing = (1...first.shard.count).filter { !shardsSeen.contains($0) }.map { "\($0)/\(first.shard.count)" }
        if !missing.isEmpty, !allowMissingShards {
            throw InputError(
                file: RunFolder(first.folder).summary.path, path: "$.shard",
                message: "shard \(missing.joined(separator: ", ")) missing: merge every shard's folder, or pass "
                    + "--allow-missing-shards for a summary marked partial")
        }
        let runs = byNumber.keys.sorted().compactMap { byNumber[$0] }
        let summary = mergedSummary(first: first, parts: parts, runs: runs, missing: missing)
        let failures = parts.flatMap { ($0.summary["failures"] as? [[String: Any]]) ?? [] }
        var seen: Set<String> = []
        let uniqueFailures = failures.filter { seen.insert("\($0["schedule"] ?? "")").inserted }
        try AtomicFile.createFolder(out, label: out.path)
        let json = try JSONSerialization.data(
            withJSONObject: summary.merging(["failures": uniqueFailures]) { $1 },
            options: [.prettyPrinted, .sortedKeys])
        try AtomicFile.write(json + Data("\n".utf8), to: RunFolder(out).summary)
        try AtomicFile.write(
            Data(runs.map { $0.line + "\n" }.joined().utf8), to: RunFolder(out).schedules)
        return Merged(
            schedules: runs.count, distinctOutcomes: Set(runs.map(\.timeline)).count,
            failingSchedules: runs.filter(\.failed).count,
            failures: uniqueFailures.map { "FAIL schedule \($0["schedule"] ?? "?")\n  replay: \($0["replay"] ?? "?")" },
            missingShards: missing)
    }

    /// The merged summary.json, without its failures.
    static func mergedSummary(first: Part, parts: [Part], runs: [Schedule], missing: [String]) -> [String: Any] {
        var flipped: [String: Set<Int>] = [:]
        for run in runs { for point in run.flipped { flipped[point.point, default: []].insert(point.index) } }
        var coverage: [String: Any] = [:]
        let firstCoverage = first.summary["coverage"] as? [String: [String: Any]] ?? [:]
        for (point, entry) in firstCoverage {
            let points = (flipped[point] ?? []).sorted()
            coverage[point] = [
                "met_in_default": entry["met_in_default"] ?? 0, "points_flipped": points.count,
                "flipped": Array(points.prefix(100)),
            ]
        }
        var summary = first.summary
        summary["shard"] = NSNull()
        summary["shards"] = parts.map(\.shard.description).sorted()
        summary["missing_shards"] = missing
        summary["partial"] = !missing.isEmpty
        summary["schedules"] = runs.count
        summary["distinct_outcomes"] = Set(runs.map(\.timeline)).count
        summary["distinct_choice_sequences"] = Set(runs.map(\.choices)).count
        summary["failing_schedules"] = runs.filter(\.failed).count
        summary["stale_schedules"] = runs.filter { $0.stale > 0 }.count
        summary["wrong_text_schedules"] = runs.filter { $0.wrongText > 0 }.count
        summary["duplicate_schedules"] = runs.filter { $0.duplicates > 0 }.count
        summary["coverage"] = coverage
        summary["run"] = nil
        return summary
    }

    /// Reads one shard's folder.
    static func read(_ folder: URL) throws -> Part {
        let summaryFile = RunFolder(folder).summary
        let linesFile = RunFolder(folder).schedules
        guard let bytes = try? RegularFile.read(summaryFile.path, limit: RegularFile.Limit.document).get(),
            let summary = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
        else {
            throw InputError(file: summaryFile.path, path: "$", message: "not an exploration's summary.json")
        }
        guard let shardText = summary["shard"] as? String, let shard = ExploreShard(shardText) else {
            throw InputError(
                file: summaryFile.path, path: "$.shard", message: "expected i/n: only sharded explorations merge")
        }
        let text: String
        switch RegularFile.readText(linesFile.path, limit: RegularFile.Limit.log) {
        case .success(let read): text = read
        case .failure(let refusal):
            throw InputError(file: linesFile.path, path: "$", message: "cannot be read (\(refusal))")
        }
        try checkFailures(summary["failures"], file: summaryFile.path)
        try checkCoverage(summary["coverage"], file: summaryFile.path)
        var schedules: [Schedule] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                let number = object["number"] as? Int, number >= 0, shard.contains(number) || number == 0,
                let id = object["schedule"] as? String, ReelExecutors.Schedule(id: id) != nil,
                let timeline = object["timeline"] as? String, let choices = object["choices"] as? String,
                let stale = object["stale"] as? Int, let wrongText = object["wrong_text"] as? Int,
                let duplicates = object["duplicates"] as? Int, min(stale, wrongText, duplicates) >= 0,
                let flipped = object["flipped"] as? [[Any]]
            else {
                throw InputError(
                    file: linesFile.path, path: "line \(index + 1)",
                    message: "expected a schedule of shard \(shard) (number, schedule, timeline, choices, counts)")
            }
            schedules.append(
                Schedule(
                    number: number, line: String(line), timeline: timeline, choices: choices, stale: stale,
                    wrongText: wrongText, duplicates: duplicates,
                    flipped: flipped.compactMap { pair in
                        guard pair.count == 2, let point = pair[0] as? String, let at = pair[1] as? Int else {
                            return nil
                        }
                        return (point, at)
                    }))
        }
        return Part(folder: folder, summary: summary, shard: shard, schedules: schedules)
    }

    /// A shard's failures are printed and merged as they are: each must name a schedule id and replay it with a
    /// command of the form reel writes (`TOOL render SCENARIO --schedule ID`, the path one shell word), so a forged
    /// shard cannot put escape sequences or another command in front of the user.
    static func checkFailures(_ value: Any?, file: String) throws(InputError) {
        guard let value else { return }
        guard let failures = value as? [[String: Any]] else {
            throw InputError(file: file, path: "$.failures", message: "expected an array of failures")
        }
        for (index, failure) in failures.enumerated() {
            guard let id = failure["schedule"] as? String, let schedule = ReelExecutors.Schedule(id: id) else {
                throw InputError(
                    file: file, path: "$.failures[\(index)].schedule",
                    message: "expected a schedule id as reel explore prints it")
            }
            guard let replay = failure["replay"] as? String, isReplayCommand(replay, schedule: schedule) else {
                throw InputError(
                    file: file, path: "$.failures[\(index)].replay",
                    message: "expected the command reel explore prints: TOOL render SCENARIO --schedule \(id)")
            }
            for key in [
                "deviations", "found_as_number", "found_deviations", "shrink_runs", "stale", "wrong_text", "duplicates",
            ] {
                guard let count = failure[key] as? Int, count >= 0 else {
                    throw InputError(
                        file: file, path: "$.failures[\(index)].\(key)", message: "expected a whole number ≥ 0")
                }
            }
        }
    }

    /// Whether `text` is `TOOL render SCENARIO --schedule ID` for `schedule`, as `ExploreResult.replayCommand` writes
    /// it: a tool name of letters, digits, `.`, `_` and `-`, and the scenario's path as one shell word (plain, or
    /// single-quoted), with no control character: nothing a pasted line would run besides that render.
    static func isReplayCommand(_ text: String, schedule: ReelExecutors.Schedule) -> Bool {
        let suffix = " --schedule \(schedule.id)"
        guard text.hasSuffix(suffix), let render = text.range(of: " render ") else { return false }
        let tool = text[..<render.lowerBound]
        let path = text[render.upperBound..<text.index(text.endIndex, offsetBy: -suffix.count)]
        let toolAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        return !tool.isEmpty && tool.unicodeScalars.allSatisfy { $0.isASCII && toolAllowed.contains($0) }
            && ShellWord.isQuotedWord(path)
    }

    /// A shard's coverage goes into the merged summary: point names with whole counts.
    static func checkCoverage(_ value: Any?, file: String) throws(InputError) {
        guard let value else { return }
        guard let coverage = value as? [String: Any] else {
            throw InputError(file: file, path: "$.coverage", message: "expected an object of choice points")
        }
        for (point, entry) in coverage {
            guard let entry = entry as? [String: Any], let met = entry["met_in_default"] as? Int, met >= 0,
                point.unicodeScalars.allSatisfy({ $0.isASCII && !CharacterSet.controlCharacters.contains($0) })
            else {
                throw InputError(
                    file: file, path: "$.coverage", message: "expected each choice point's met_in_default, ≥ 0")
            }
        }
    }
}
