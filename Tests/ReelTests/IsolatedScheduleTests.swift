import Foundation
import ReelTestSupport
import Testing

/// `explore` runs each schedule of a gallery of the user's code in a process of its own: an app singleton (here an
/// image cache) cannot carry one schedule's state into the next or into one running beside it, so every schedule's
/// outcome is what `render --schedule ID` of it gives, with any number of workers, and its replay line names the tool
/// that ran.
@Suite(.tags(.endToEnd)) struct IsolatedScheduleTests {
    /// The schedules.jsonl of an exploration, by schedule number.
    static func schedules(in folder: URL) throws -> [Int: [String: Any]] {
        let text = try String(contentsOf: folder.appendingPathComponent("schedules.jsonl"), encoding: .utf8)
        var byNumber: [Int: [String: Any]] = [:]
        for line in text.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            if let number = object["number"] as? Int { byNumber[number] = object }
        }
        return byNumber
    }

    /// The hash explore keeps of a run's timeline: 64-bit FNV-1a of timeline.jsonl's bytes (each line with its
    /// newline).
    static func timelineHash(of folder: URL) throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in try Data(contentsOf: folder.appendingPathComponent("timeline.jsonl")) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    /// The timeline hash of `render --schedule ID` of `file`.
    static func replayHash(_ file: String, schedule: String) throws -> String {
        let out = Fixture.temporaryFolder("isolated-schedule-render")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runFixtureTool(["render", file, "--schedule", schedule, "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        return try timelineHash(of: out)
    }

    @Test func everyScheduleOfAnAppWithASingletonIsWhatItsReplayRenders() async throws {
        let file = try IsolatedPanelTests.scenario(gallery: "shared-cache", name: "explore-cache")
        let isolated = Fixture.temporaryFolder("isolated-explore")
        let shared = Fixture.temporaryFolder("shared-explore")
        defer { for folder in [isolated, shared] { try? FileManager.default.removeItem(at: folder) } }
        let arguments = ["explore", file, "--schedules", "8", "--workers", "2", "--quiet"]
        let run = try runFixtureTool(arguments + ["--out", isolated.path])
        #expect(run.status == 0, "\(run.stderr)")
        let explored = try Self.schedules(in: isolated)
        #expect(explored.count == 8)
        // The default order is what a plain render draws.
        let render = Fixture.temporaryFolder("isolated-explore-render")
        defer { try? FileManager.default.removeItem(at: render) }
        #expect(try runFixtureTool(["render", file, "--out", render.path, "--quiet"]).status == 0)
        #expect(explored[0]?["timeline"] as? String == (try Self.timelineHash(of: render)))
        for number in [1, 4, 7] {
            let schedule = try #require(explored[number]?["schedule"] as? String)
            #expect(
                explored[number]?["timeline"] as? String == (try Self.replayHash(file, schedule: schedule)),
                "schedule \(number) (\(schedule))")
        }
        // In one process, later schedules show the images earlier ones left in the app's cache: what the isolated
        // run is checked against above would differ.
        #expect(try runFixtureTool(arguments + ["--out", shared.path], inProcess: true).status == 0)
        let leaked = try Self.schedules(in: shared)
        let differing = try (1..<8).filter { number in
            let schedule = try #require(leaked[number]?["schedule"] as? String)
            return leaked[number]?["timeline"] as? String != (try Self.replayHash(file, schedule: schedule))
        }
        #expect(!differing.isEmpty)
    }

    @Test func anExplorationIsTheSameWithAnyNumberOfWorkers() async throws {
        let file = try IsolatedPanelTests.scenario(gallery: "shared-cache", name: "explore-workers")
        let one = Fixture.temporaryFolder("explore-workers-1")
        let two = Fixture.temporaryFolder("explore-workers-2")
        defer { for folder in [one, two] { try? FileManager.default.removeItem(at: folder) } }
        for (workers, out) in [("1", one), ("2", two)] {
            let result = try runFixtureTool([
                "explore", file, "--schedules", "10", "--strategy", "pct", "--workers", workers, "--out", out.path,
                "--quiet",
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let (a, b) = (
            try Data(contentsOf: one.appendingPathComponent("schedules.jsonl")),
            try Data(contentsOf: two.appendingPathComponent("schedules.jsonl"))
        )
        #expect(a == b)
        #expect(!a.isEmpty)
    }

    @Test func aFailingScheduleIsReplayedWithTheToolThatRan() async throws {
        let file = try IsolatedPanelTests.scenario(gallery: "unchecked", name: "explore-unchecked")
        let out = Fixture.temporaryFolder("explore-unchecked")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runFixtureTool(["explore", file, "--schedules", "6", "--out", out.path, "--quiet"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("replay: reel-fixture-tool render \(file) --schedule s"), "\(result.stdout)")
        let summary =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: out.appendingPathComponent("summary.json"))) as? [String: Any]
        let failures = summary?["failures"] as? [[String: Any]] ?? []
        #expect(failures.allSatisfy { ($0["replay"] as? String)?.hasPrefix("reel-fixture-tool render ") == true })
        #expect(!failures.isEmpty)
        // The shrunk schedule's stale count is what its replay shows.
        let first = try #require(failures.first)
        let schedule = try #require(first["schedule"] as? String)
        let replay = Fixture.temporaryFolder("explore-unchecked-replay")
        defer { try? FileManager.default.removeItem(at: replay) }
        let rendered = try runFixtureTool(["render", file, "--schedule", schedule, "--out", replay.path, "--quiet"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let replaySummary =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: replay.appendingPathComponent("summary.json"))) as? [String: Any]
        #expect((replaySummary?["stale_cell_frames"] as? Int) == (first["stale"] as? Int))
    }

    @Test func aTrapInAScheduleStopsTheExplorationWithOneLine() async throws {
        let file = try IsolatedPanelTests.scenario(gallery: "holey", name: "explore-holey")
        let out = Fixture.temporaryFolder("explore-holey")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try runFixtureTool(["explore", file, "--schedules", "4", "--out", out.path, "--quiet"])
        #expect(result.status == 1)
        let errorLines = result.stderr.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errorLines.count == 1, "\(result.stderr)")
        #expect(
            errorLines.first?.hasPrefix(
                #"reel-fixture-tool: error: the gallery "holey" trapped in the cell provider for item "3""#) == true,
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("summary.json").path))
    }
}
