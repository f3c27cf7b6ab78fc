import ArgumentParser
import Foundation
import Reel

/// `reel merge-reports DIR… --out DIR`: combines the `--out` folders of `reel check --shard i/n` runs.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge sharded checks (results.json, junit.xml, report.html) or sharded explorations (summary.json).",
        discussion: """
            Each DIR is the --out folder of a reel check (e.g. one per shard of a CI matrix). Writes into --out the \
            files one reel check of all their scenarios would write, in the same order, and copies each failing \
            scenario's folder (its report.html and expected/actual/diff images) beside them. Results of different \
            reel versions or update modes, shards that overlap, scenario names that are not one path component, \
            links out of a shard, FIFOs, an --out that overlaps an input and scenario folders in --out reel did not \
            write are bad input (shards are untrusted, e.g. CI artifacts), and so is a missing shard of the split \
            unless --allow-missing-shards (the merged report then says it is partial). \
            Exit codes: 0 merged and all passed, 1 merged with failures (or a file could not be written), 2 bad \
            input (nothing is written). The --out folders of reel explore --shard i/n runs of one exploration merge \
            into the summary.json and schedules.jsonl one unsharded exploration would write.
            """
    )

    @Argument(help: "The --out folders of the checks to merge.") var folders: [String]
    @Option(name: .shortAndLong, help: "Where the merged results.json, junit.xml and report.html go.") var out: String
    @Flag(name: .shortAndLong, help: "Print only failures.") var quiet = false
    @Flag(help: "Merge even when shards of the split are missing; the report is marked partial.")
    var allowMissingShards = false

    func run() throws {
        let urls = folders.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let explorations = urls.filter(ExploreMerge.isExploration)
        if !explorations.isEmpty {
            guard explorations.count == urls.count else {
                throw ValidationError("the folders mix explorations (reel explore) and checks (reel check)")
            }
            return try mergeExplorations(urls)
        }
        var partial = false
        let results = try ReportMerge.merge(
            folders.map { URL(fileURLWithPath: $0, isDirectory: true) },
            into: URL(fileURLWithPath: out, isDirectory: true), allowMissingShards: allowMissingShards,
            warn: { warning in
                partial = true
                printWarning(warning)
            }
        )
        let failed = results.filter(\.failed)
        for result in failed {
            print((["FAILED \(result.scenario)"] + result.messages.map { "  " + $0 }).joined(separator: "\n"))
        }
        if !quiet || !failed.isEmpty {
            let counts = CheckOutcome.Status.allCases.map { status in
                "\(results.filter { $0.status == status }.count) \(status.rawValue)"
            }
            let totals = "\(results.count) scenarios: \(counts.joined(separator: ", "))"
            print("merged \(folders.count) folders into \(out)\(partial ? " (partial)" : ""): \(totals)")
        }
        if !failed.isEmpty { throw CommandError.failures }
    }

    /// Merges the shards of one `reel explore` into `--out`'s summary.json and schedules.jsonl.
    private func mergeExplorations(_ urls: [URL]) throws {
        let merged = try ExploreMerge.merge(
            urls, into: URL(fileURLWithPath: out, isDirectory: true), allowMissingShards: allowMissingShards)
        if !merged.missingShards.isEmpty {
            printWarning("shard \(merged.missingShards.joined(separator: ", ")) missing: the summary is partial")
        }
        for failure in merged.failures { print(failure) }
        if !quiet || merged.failingSchedules > 0 {
            let partial = merged.missingShards.isEmpty ? "" : " (partial)"
            print(
                "merged \(urls.count) explorations into \(out)\(partial): \(merged.schedules) schedules, "
                    + "\(merged.distinctOutcomes) distinct outcomes, \(merged.failingSchedules) failing")
        }
        if merged.failingSchedules > 0 { throw CommandError.failures }
    }
}
