import Foundation
import ReelTestSupport
import Testing

/// `reel merge-reports` of the shards of one `reel explore`: the merged summary counts what one unsharded exploration
/// counts, and a missing or foreign shard is bad input.
@Suite(.serialized, .tags(.endToEnd)) struct ExploreMergeTests {
    static func summary(_ folder: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("summary.json")))
            as? [String: Any] ?? [:]
    }

    @Test func mergedShardsCountWhatOneExplorationCounts() async throws {
        let root = Fixture.temporaryFolder("explore-merge")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Fixture.scenario("explore-cancel-no-verify")
        let common = ["explore", scenario, "--schedules", "12", "--seed", "5", "--workers", "1", "--quiet"]
        let whole = root.appendingPathComponent("whole")
        _ = try await runReel(common + ["--out", whole.path])
        var shards: [String] = []
        for index in 1...3 {
            let shard = root.appendingPathComponent("shard-\(index)")
            _ = try await runReel(common + ["--shard", "\(index)/3", "--out", shard.path])
            shards.append(shard.path)
        }
        let merged = root.appendingPathComponent("merged")
        let result = try await runReel(["merge-reports"] + shards + ["--out", merged.path])
        #expect(result.status == 1, "the example's races fail the merged exploration too: \(result.stderr)")
        #expect(result.stdout.contains("replay: reel render"))
        let one = try Self.summary(whole)
        let all = try Self.summary(merged)
        for key in [
            "schedules", "distinct_outcomes", "distinct_choice_sequences", "failing_schedules", "stale_schedules",
        ] {
            #expect("\(all[key] ?? "none")" == "\(one[key] ?? "none")", "\(key)")
        }
        #expect(all["shards"] as? [String] == ["1/3", "2/3", "3/3"])
        let lines = try String(contentsOf: merged.appendingPathComponent("schedules.jsonl"), encoding: .utf8)
        let wholeLines = try String(contentsOf: whole.appendingPathComponent("schedules.jsonl"), encoding: .utf8)
        #expect(lines == wholeLines)

        let partial = try await runReel(["merge-reports", shards[0], shards[2], "--out", merged.path])
        #expect(partial.status == 2)
        #expect(partial.stderr.contains("shard 2/3 missing"), "\(partial.stderr)")
        let allowed = try await runReel(
            ["merge-reports", shards[0], shards[2], "--out", merged.path, "--allow-missing-shards", "--quiet"])
        #expect(allowed.status == 1)
        #expect(try Self.summary(merged)["missing_shards"] as? [String] == ["2/3"])
    }
}
