import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

/// `reel merge-reports`: combines the `--out` folders of several `reel check --shard i/n` runs into the
/// `results.json`, `junit.xml` and `report.html` one `reel check` of all their scenarios would write, with each
/// failing scenario's folder (its report and expected/actual/diff images) copied beside them.
package enum ReportMerge {
    /// The largest `results.json` read (a check of many thousands of scenarios is a few megabytes).
    static let maxResultsBytes = 64 << 20

    /// One input folder, read.
    struct Part {
        let folder: URL
        let header: CheckReport.Header
        let results: [CheckResult]
        var file: String { RunFolder(folder).results.path }
    }

    /// Merges `folders` into `out`; returns the merged results. The shards of a split must all be there: a missing one
    /// throws `InputError` unless `allowMissingShards`, when `warn` hears about it and the merged report says it is
    /// partial (`results.json`'s `partial` and `missing_shards`, a line on `report.html`). Each
    /// folder is untrusted (a CI artifact anyone's job may have uploaded): bad input — a folder without a readable
    /// `results.json`, results of different reel versions or update modes, overlapping shards, a scenario name that
    /// is not one path component, a scenario folder holding a link out of its shard or a FIFO, `out` overlapping an
    /// input (symbolic links resolved) — throws `InputError`, and a scenario folder in `out` reel did not write
    /// throws `OutputFolderError`, both before anything is written.
    package static func merge(
        _ folders: [URL], into out: URL, allowMissingShards: Bool = false, warn: (String) -> Void = { _ in }
    ) throws -> [CheckResult] {
        let out = out.standardizedFileURL
        let parts = try folders.map { folder throws(InputError) in try read(folder.standardizedFileURL) }
        guard let first = parts.first else {
            throw InputError(file: out.path, path: "DIR", message: "expected at least one folder to merge")
        }
        try refuseOverlap(parts, out: out)
        let missing = try checkCompatible(parts, first: first)
        if !missing.isEmpty {
            let list = missing.map(\.description).joined(separator: ", ")
            let covered = "the merged report covers \(parts.count) of \(missing[0].total) shards"
            guard allowMissingShards else {
                throw InputError(
                    file: first.file, path: "$.shard",
                    message: "shard \(list) missing: \(covered); merge every shard's folder, or pass "
                        + "--allow-missing-shards for a report marked partial")
            }
            warn("shard \(list) missing: \(covered) (marked partial)")
        }
        var merged = parts.flatMap { part in part.results.map { $0.moved(from: part.header.out, to: out.path) } }
        if first.header.shard != nil {
            // The order `reel check` gives the whole list: sorted by path, as shards select from it.
            merged.sort { Array($0.file.utf8).lexicographicallyPrecedes(Array($1.file.utf8)) }
        }
        let copies = try MergeFiles.plan(parts, into: out)
        try AtomicFile.createFolder(out, label: out.path)
        // The previous merge's results.json goes first: until the new one is written, the folder is no report.
        CheckReport.removeResults(in: out)
        try copies.write()
        let header = CheckReport.Header(
            version: first.header.version, update: first.header.update, out: out.path, missingShards: missing)
        try CheckReport.write(merged, header: header, to: out)
        return merged
    }

    /// Refuses an `out` that is an input, lies inside one or holds one, symbolic links resolved: replacing its
    /// scenario folders would delete the input's.
    static func refuseOverlap(_ parts: [Part], out: URL) throws(InputError) {
        let target = OwnedFolder.resolved(out)
        for part in parts {
            let input = OwnedFolder.resolved(part.folder)
            let relation =
                input == target
                ? "is also an input"
                : OwnedFolder.isInside(target, input)
                    ? "is inside the input \(part.folder.path)"
                    : OwnedFolder.isInside(input, target) ? "holds the input \(part.folder.path)" : nil
            guard let relation else { continue }
            throw InputError(
                file: out.path, path: "--out",
                message: relation + " (symbolic links resolved): merge into another folder")
        }
    }

    /// Versions and update modes must agree, shards must be of one split and not overlap, and no scenario may come
    /// twice. Returns the shards of the split no part is (the caller decides whether that is allowed).
    static func checkCompatible(_ parts: [Part], first: Part) throws(InputError) -> [Shard] {
        var owners: [String: String] = [:]
        var shards: [Int: String] = [:]
        for part in parts {
            if part.header.version != first.header.version {
                throw InputError(
                    file: part.file, path: "$.version",
                    message: "written by reel \(part.header.version), but \(first.file) by reel "
                        + "\(first.header.version): merge the results of one reel version")
            }
            if part.header.update != first.header.update {
                throw InputError(
                    file: part.file, path: "$.update",
                    message: "update mode \(part.header.update), but \(first.file) has \(first.header.update)")
            }
            switch (part.header.shard, first.header.shard) {
            case (let shard?, let expected?):
                guard shard.total == expected.total else {
                    throw InputError(
                        file: part.file, path: "$.shard",
                        message: "shard \(shard) is of another split than \(first.file)'s \(expected)")
                }
                if let other = shards.updateValue(part.file, forKey: shard.index) {
                    throw InputError(
                        file: part.file, path: "$.shard", message: "shard \(shard) overlaps \(other), the same shard")
                }
            case (nil, nil):
                break
            default:
                throw InputError(
                    file: part.file, path: "$.shard",
                    message: "mixes a sharded and an unsharded check (\(first.file)): merge the shards of one check")
            }
            for result in part.results {
                if let other = owners.updateValue(part.file, forKey: result.scenario) {
                    throw InputError(
                        file: part.file, path: "$.scenarios",
                        message: "scenario \"\(result.scenario)\" is also in \(other) (overlapping shards)")
                }
            }
        }
        guard let total = first.header.shard?.total else { return [] }
        return (1...total).filter { shards[$0] == nil }.compactMap { Shard(parsing: "\($0)/\(total)") }
    }

    /// Reads `folder/results.json`: the header and each scenario's line as written.
    static func read(_ folder: URL) throws(InputError) -> Part {
        let url = RunFolder(folder).results
        guard let data = try? MergeFiles.content(of: url.path, limit: maxResultsBytes) else {
            let exists = FileManager.default.fileExists(atPath: folder.path)
            let what = exists ? "has no readable results.json (a regular file of at most 64 MB)" : "does not exist"
            throw InputError(
                file: folder.path, path: "results.json", message: "\(what): expected the --out folder of a reel check")
        }
        var root = try JSONReader(try JSONValue.parse(data, file: url.path), file: url.path)
        guard try root.requiredString("tool") == "reel" else {
            throw root.error("tool", "expected \"reel\": not the results of a reel check")
        }
        let version = try root.requiredString("version")
        let update = try root.requiredString("update")
        let out = try root.requiredString("out")
        let shardText = try root.string("shard")
        let shard = shardText.flatMap(Shard.init(parsing:))
        if let shardText, shard == nil { throw root.error("shard", "expected i/n, got \"\(shardText)\"") }
        guard let scenarios = try root.array("scenarios") else {
            throw root.error("scenarios", "required array is missing")
        }
        // results.json holds one scenario per line: keep each line's bytes, so merged results equal a single check's.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("    {") }
            .map { line in String(line.dropFirst(4).reversed().drop { $0 == "," }.reversed()) }
        guard lines.count == scenarios.count else {
            throw root.error("scenarios", "expected one scenario per line, as reel check writes them")
        }
        var results: [CheckResult] = []
        for (index, (value, line)) in zip(scenarios, lines).enumerated() {
            var reader = try JSONReader(value, file: url.path, path: "$.scenarios[\(index)]")
            let name = try reader.requiredString("scenario")
            guard MergeFiles.isScenarioName(name) else {
                throw reader.error(
                    "scenario",
                    "expected a scenario name (\(PathName.scenarioNameForm)), got \(JSONLine.quote(name)): "
                        + (PathName.scenarioNameProblem(name) ?? ""))
            }
            let file = try reader.requiredString("file")
            let statusText = try reader.requiredString("status")
            guard let status = CheckOutcome.Status(rawValue: statusText) else {
                throw reader.error("status", "expected passed, recorded, updated or failed, got \"\(statusText)\"")
            }
            var messages: [String] = []
            for message in try reader.array("messages") ?? [] {
                guard case .string(let text) = message else { throw reader.error("messages", "expected strings") }
                messages.append(text)
            }
            guard (try? JSONValue.parse(Data(line.utf8), file: url.path)) == value else {
                throw reader.error(nil, "expected one scenario per line, as reel check writes them")
            }
            results.append(CheckResult(scenario: name, file: file, status: status, messages: messages, json: line))
        }
        let header = CheckReport.Header(version: version, update: update, out: out, shard: shard)
        return Part(folder: folder, header: header, results: results)
    }
}
