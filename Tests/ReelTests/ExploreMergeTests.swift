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

    /// Shards are untrusted: a schedule line or a failure whose id, counts or replay command are not what reel
    /// writes — another command chained to the replay, an escape sequence, a negative count — is bad input naming the
    /// file and the field, and nothing is written.
    @Test func forgedShardsAreBadInputAndNothingIsWritten() async throws {
        let root = Fixture.temporaryFolder("explore-forged")
        defer { try? FileManager.default.removeItem(at: root) }
        let scenario = Fixture.scenario("explore-cancel-no-verify")
        let common = ["explore", scenario, "--schedules", "6", "--seed", "5", "--workers", "1", "--quiet"]
        var shards: [URL] = []
        for index in 1...2 {
            let shard = root.appendingPathComponent("shard-\(index)")
            _ = try await runReel(common + ["--shard", "\(index)/2", "--out", shard.path])
            shards.append(shard)
        }
        let summaryFile = shards[0].appendingPathComponent("summary.json")
        let linesFile = shards[0].appendingPathComponent("schedules.jsonl")
        let (summary, lines) = (try Data(contentsOf: summaryFile), try Data(contentsOf: linesFile))
        var object = try #require(try JSONSerialization.jsonObject(with: summary) as? [String: Any])
        let failure: [String: Any] = [
            "schedule": "s-1.1", "deviations": 1, "found_as_number": 3, "found_deviations": 1, "shrink_runs": 1,
            "stale": 2, "wrong_text": 0, "duplicates": 0, "replay": "reel render x.json --schedule s-1.1",
        ]
        let forgeries: [(String, (inout [String: Any], inout String) -> Void, String)] = [
            (
                "$.failures[0].replay",
                { s, _ in
                    s["failures"] = [
                        failure.merging(["replay": "rm -rf ~; reel render x.json --schedule s-1.1"]) { $1 }
                    ]
                }, "replay"
            ),
            (
                "$.failures[0].replay",
                { s, _ in
                    s["failures"] = [failure.merging(["replay": "reel render \u{1B}[2Jx.json --schedule s-1.1"]) { $1 }]
                }, "escape"
            ),
            (
                "$.failures[0].schedule",
                { s, _ in s["failures"] = [failure.merging(["schedule": "s-1.1 && curl"]) { $1 }] }, "id"
            ),
            ("$.failures[0].stale", { s, _ in s["failures"] = [failure.merging(["stale": -4]) { $1 }] }, "count"),
            (
                "line 1",
                { _, l in l = l.replacingOccurrences(of: "\"schedule\":\"s\"", with: "\"schedule\":\"s;ls\"") },
                "line id"
            ),
            ("line 1", { _, l in l = l.replacingOccurrences(of: "\"stale\":0", with: "\"stale\":-1") }, "line count"),
        ]
        for (path, forge, what) in forgeries {
            var forged = object
            var text = String(decoding: lines, as: UTF8.self)
            forge(&forged, &text)
            try JSONSerialization.data(withJSONObject: forged).write(to: summaryFile)
            try Data(text.utf8).write(to: linesFile)
            let out = root.appendingPathComponent("merged-\(what)")
            let result = try await runReel(["merge-reports"] + shards.map(\.path) + ["--out", out.path])
            #expect(result.status == 2, "\(what): \(result.stderr)")
            #expect(result.stderr.contains(path), "\(what): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(what): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(what)")
        }
        object["failures"] = [failure]
        try JSONSerialization.data(withJSONObject: object).write(to: summaryFile)
        try lines.write(to: linesFile)
        let merged = try await runReel(["merge-reports"] + shards.map(\.path) + ["--out", root.path + "/merged"])
        #expect(
            merged.status == 1 && merged.stdout.contains("replay: reel render x.json --schedule s-1.1"), "\(merged)")
    }
}
