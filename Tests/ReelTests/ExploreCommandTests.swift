import Foundation
import ReelTestSupport
import Testing

/// `reel explore` and `reel render --schedule` as a user runs them: what they print, write and exit with.
@Suite(.serialized, .tags(.endToEnd)) struct ExploreCommandTests {
    @Test func aFailingExplorationExitsWith1AndPrintsTheReplay() async throws {
        let out = Fixture.temporaryFolder("explore-cli")
        defer { try? FileManager.default.removeItem(at: out) }
        let scenario = Fixture.scenario("explore-cancel-no-verify")
        let result = try await runReel(["explore", scenario, "--schedules", "12", "--workers", "2", "--out", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("explored 12 schedules"))
        #expect(result.stdout.contains("replay: reel render \(scenario) --schedule s-"))
        let summary =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: out.appendingPathComponent("summary.json"))) as? [String: Any]
        #expect(summary?["schedules"] as? Int == 12)
        #expect((summary?["failing_schedules"] as? Int ?? 0) > 0)
        let coverage = summary?["coverage"] as? [String: Any]
        #expect(coverage?.keys.sorted() == ["cancel_after_completion", "continuation_after_reuse", "job_order"])
        let failures = summary?["failures"] as? [[String: Any]]
        #expect((failures?.first?["replay"] as? String)?.hasPrefix("reel render ") == true)
    }

    @Test func aPassingExplorationExitsWith0() async throws {
        let out = Fixture.temporaryFolder("explore-cli-pass")
        defer { try? FileManager.default.removeItem(at: out) }
        let scenario = try Data(contentsOf: URL(fileURLWithPath: Fixture.scenario("explore-cancel-no-verify")))
        let fixed = String(decoding: scenario, as: UTF8.self).replacingOccurrences(
            of: "\"cancel-no-verify\"", with: "\"cancel-clear-verify\"")
        let path = try Fixture.writeScenario(fixed, label: "explore-fixed")
        let result = try await runReel([
            "explore", path, "--schedules", "8", "--strategy", "pct", "--depth", "2", "--shard", "1/2", "--out",
            out.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: out.appendingPathComponent("summary.json"))) as? [String: Any]
        #expect(summary?["schedules"] as? Int == 4)
        #expect(summary?["shard"] as? String == "1/2")
    }

    @Test(arguments: [
        (["explore", "SCENARIO", "--schedules", "0"], "--schedules"),
        (["explore", "SCENARIO", "--depth", "65"], "--depth"),
        (["explore", "SCENARIO", "--shard", "3/2"], "--shard"),
        (["explore", "SCENARIO", "--strategy", "dfs"], "--strategy"),
        (["render", "SCENARIO", "--schedule", "s-1.0"], "--schedule"),
        (["render", "SCENARIO", "--schedule", "x"], "--schedule"),
    ])
    func badInputExitsWith2AndNamesTheOption(arguments: [String], option: String) async throws {
        let scenario = Fixture.scenario("explore-cancel-no-verify")
        let result = try await runReel(arguments.map { $0 == "SCENARIO" ? scenario : $0 })
        #expect(result.status == 2)
        #expect(result.stderr.contains(option), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// A schedule id of the right form that does not fit the run — a choice point it never meets, an alternative a
    /// point does not have — is bad input, not a quiet render of another order; one that fits is recorded in
    /// summary.json.
    @Test func aScheduleThatDoesNotFitTheRunExitsWith2() async throws {
        let out = Fixture.temporaryFolder("schedule-fit")
        defer { try? FileManager.default.removeItem(at: out) }
        let scenario = Fixture.scenario("explore-cancel-no-verify")
        let beyond = try await runReel(["render", scenario, "--schedule", "s-zzzz.1", "--out", out.path, "-q"])
        #expect(beyond.status == 2, "\(beyond.stderr)")
        #expect(
            beyond.stderr.contains("--schedule: s-zzzz.1: expected a schedule of this scenario's run"),
            "\(beyond.stderr)")
        #expect(beyond.stderr.contains("it deviates at choice point zzzz, but the run meets choice points 0–"))
        #expect(beyond.stderr.split(separator: "\n").count == 1, "\(beyond.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "bad input left the frames it drew")
        let alternative = try await runReel(["render", scenario, "--schedule", "s-0.9", "--out", out.path, "-q"])
        #expect(alternative.status == 2, "\(alternative.stderr)")
        #expect(
            alternative.stderr.contains("it takes alternative 9 at choice point 0, which has alternatives 0–"),
            "\(alternative.stderr)")
        let malformed = try await runReel(["render", scenario, "--schedule", "s-1.0", "--out", out.path, "-q"])
        #expect(malformed.stderr.contains("expected a schedule id as reel explore prints it"), "\(malformed.stderr)")
        #expect(malformed.stderr.hasPrefix("reel: error: --schedule s-1.0: expected"), "said once: \(malformed.stderr)")

        let fits = try await runReel(["render", scenario, "--schedule", "s-0.1", "--out", out.path, "-q"])
        #expect(fits.status == 0, "\(fits.stderr)")
        let summary =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: out.appendingPathComponent("summary.json"))) as? [String: Any]
        #expect((summary?["run"] as? [String: Any])?["schedule"] as? String == "s-0.1")
    }
}
