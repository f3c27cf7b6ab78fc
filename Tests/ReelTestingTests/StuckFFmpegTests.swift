import Foundation
import ReelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// No command waits for ever on an ffmpeg that stops answering: each one that starts ffmpeg (a failing check,
/// `--verify-goldens`, recording and updating a golden, animating a golden or a run to MP4) kills it, and the helper
/// it started, once it has used no CPU and sent nothing for ffmpeg's idle time, and says so in one line. An ffmpeg
/// that cannot start, or fails without a word, is said as the system and its status say, not as a raw error.
@Suite(.tags(.endToEnd, .timing)) struct StuckFFmpegTests {
    /// A fake ffmpeg that starts a helper, writes both pids to `pids` and sleeps.
    static func stuckFFmpeg(in folder: URL, pids: URL) throws -> URL {
        let fake = folder.appendingPathComponent("stuck-ffmpeg")
        let script = "#!/bin/sh\nsleep 300 & echo $! >> \(pids.path)\necho $$ >> \(pids.path)\nsleep 300\n"
        try Data(script.utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        return fake
    }

    @Test func everyCommandThatStartsFFmpegStopsAStuckOneAndItsHelper() async throws {
        let (folder, scenario, goldens) = try await CheckSafetyTests.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let changed = folder.appendingPathComponent("changed.json")
        let text = try String(contentsOfFile: scenario, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"seed\": 3", with: "\"seed\": 7").utf8).write(to: changed)
        #expect(text.contains("\"seed\": 3"), "the scenario's network seed changes the frames")
        let run = folder.appendingPathComponent("run").path
        #expect(try await reel(["render", scenario, "--out", run, "--quiet"]).status == 0)
        let copy = folder.appendingPathComponent("goldens-copy")
        try FileManager.default.copyItem(at: goldens, to: copy)
        let pids = folder.appendingPathComponent("pids")
        let fake = try Self.stuckFFmpeg(in: folder, pids: pids)
        func out(_ name: String) -> String { folder.appendingPathComponent(name).path }

        let commands: [(arguments: [String], status: Int32, fragment: String)] = [
            (["check", changed.path, "--goldens", goldens.path, "--out", out("o1"), "--update", "none"], 2, "decode"),
            (["check", scenario, "--goldens", goldens.path, "--out", out("o2"), "--verify-goldens"], 2, "decode"),
            (["check", scenario, "--goldens", out("new"), "--out", out("o3")], 2, "encode the golden video"),
            (["check", changed.path, "--goldens", copy.path, "--out", out("o4"), "--update", "changed"], 2, "decode"),
            (["animate", goldens.appendingPathComponent("plain").path, "--out", out("g.mp4")], 2, "decode"),
            (["animate", run, "-f", "mp4", "--quiet"], 1, "ffmpeg failed"),
        ]
        let started = ContinuousClock.now
        let outcomes = try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
            for (index, command) in commands.enumerated() {
                group.addTask { (index, try await reel(command.arguments, environment: ["REEL_FFMPEG": fake.path])) }
            }
            var outcomes: [Int: Outcome] = [:]
            for try await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }
        #expect(ContinuousClock.now - started < .seconds(120))
        for (index, command) in commands.enumerated() {
            let outcome = try #require(outcomes[index])
            let said = "\(command.arguments.prefix(2)): \(outcome.stdout)\(outcome.stderr)"
            #expect(outcome.status == command.status, "\(said)")
            #expect(outcome.stderr.contains(command.fragment), "\(said)")
            #expect(outcome.stderr.contains("stopped answering (no output and no CPU time for 15 s)"), "\(said)")
        }
        let started2 = try String(contentsOf: pids, encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
        #expect(started2.count >= 2 * commands.count)
        #expect(ProcessProbe.waitUntilGone(started2), "a stuck ffmpeg or its helper outlived reel")
        // The goldens are as they were, and no staging folder is left beside them.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: copy.path) == ["plain"])
    }

    @Test(arguments: [SIGINT, SIGTERM]) func aSignalEndsACommandWaitingOnAStuckFFmpegWithinASecond(signal: Int32)
        async throws
    {
        let (folder, scenario, goldens) = try await CheckSafetyTests.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let changed = folder.appendingPathComponent("changed.json")
        let text = try String(contentsOfFile: scenario, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"seed\": 3", with: "\"seed\": 7").utf8).write(to: changed)
        let pids = folder.appendingPathComponent("pids")
        let fake = try Self.stuckFFmpeg(in: folder, pids: pids)
        let before = try snapshotFiles(goldens).mapValues(\.0)
        let process = Process()
        process.executableURL = Paths.reel
        process.arguments = [
            "check", changed.path, "--goldens", goldens.path, "--out", folder.path + "/out", "--update", "changed",
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(["REEL_FFMPEG": fake.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Waits until the stuck ffmpeg has started its helper.
        let waitStart = ContinuousClock.now
        while ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").count < 2,
            ContinuousClock.now - waitStart < .seconds(60)
        {
            usleep(20_000)
        }
        let started = try String(contentsOf: pids, encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
        try #require(started.count >= 2, "the fake ffmpeg did not start")
        let signalled = ContinuousClock.now
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(ContinuousClock.now - signalled < .seconds(1))
        #expect(process.terminationStatus == 128 + signal)
        #expect(ProcessProbe.waitUntilGone(started), "ffmpeg or its helper outlived reel")
        #expect(try snapshotFiles(goldens).mapValues(\.0) == before, "the old golden changed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path) == ["plain"])
    }

    @Test func anFFmpegThatFailsWithoutAWordIsSaidByItsStatus() async throws {
        let (folder, scenario, _) = try await CheckSafetyTests.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("silent-ffmpeg")
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let run = folder.appendingPathComponent("run").path
        #expect(try await reel(["render", scenario, "--out", run, "--quiet"]).status == 0)
        let environment = ["REEL_FFMPEG": fake.path]
        let record = try await reel(
            [
                "check", scenario, "--goldens", folder.appendingPathComponent("new").path, "--out",
                folder.appendingPathComponent("o").path,
            ], environment: environment)
        #expect(record.stderr.contains("ffmpeg cannot encode the golden video: it exited with status 3"), "\(record)")
        let animate = try await reel(["animate", run, "-f", "mp4", "--quiet"], environment: environment)
        #expect(animate.status == 1, "\(animate)")
        #expect(animate.stderr.contains("ffmpeg failed: it exited with status 3"), "\(animate.stderr)")
        #expect(!animate.stderr.contains("Domain="), "\(animate.stderr)")
    }

    @Test(arguments: ["not-executable", "a-folder"]) func anFFmpegThatCannotStartIsBadInputNotACorruptGolden(
        kind: String
    ) async throws {
        let (folder, scenario, goldens) = try await CheckSafetyTests.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent(kind)
        if kind == "a-folder" {
            try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
        } else {
            try Data("#!/bin/sh\n".utf8).write(to: fake)
        }
        let verify = try await reel(
            [
                "check", scenario, "--goldens", goldens.path, "--out", folder.appendingPathComponent("o").path,
                "--verify-goldens",
            ], environment: ["REEL_FFMPEG": fake.path])
        #expect(verify.status == 2, "\(verify.stdout)\(verify.stderr)")
        let reason = kind == "a-folder" ? "Is a directory" : "Permission denied"
        #expect(verify.stderr.contains("cannot run \(fake.path): \(reason)"), "\(verify.stderr)")
        #expect(!verify.stdout.contains("CORRUPT") && !verify.stderr.contains("Domain="), "\(verify)")
    }
}
