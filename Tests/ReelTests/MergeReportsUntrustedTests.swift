import Foundation
import ReelTestSupport
import Testing

/// `reel merge-reports` reads shard folders anyone's CI job may have uploaded: a report that names paths outside
/// its shard, links out of it, FIFOs, or an `--out` that overlaps an input or holds folders reel did not write are
/// bad input (exit 2) and nothing is written or deleted.
@Suite(.serialized, .tags(.endToEnd)) struct MergeReportsUntrustedTests {
    /// A shard folder whose results.json lists `names` (all failed), as `reel check` writes it.
    static func shard(_ folder: URL, names: [String], version: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lines = names.map { name in
            let quoted = String(data: try! JSONSerialization.data(withJSONObject: [name]), encoding: .utf8)!
            return "    {\"scenario\":\(quoted.dropFirst().dropLast()),\"file\":\"a.json\",\"status\":\"failed\","
                + "\"messages\":[\"x\"]}"
        }
        let text =
            "{\"tool\":\"reel\",\"version\":\"\(version)\",\"update\":\"none\",\"out\":\"\(folder.path)\","
            + "\"passed\":false,\"counts\":{\"passed\":0,\"recorded\":0,\"updated\":0,\"failed\":\(names.count)},"
            + "\"scenarios\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("results.json"))
    }

    static func version() async throws -> String {
        let run = try await runReel(["--version"])
        return String(run.stdout.split(separator: " ").last ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Every hostile name (`HostileNames`), and the separator joined to a prepended letter, which a check by
    /// characters took for one letter.
    @Test(arguments: ["../precious", "\u{0D4E}/../precious", "/tmp"] + HostileNames.all)
    func aScenarioNameThatIsNotOneComponentIsRefused(name: String) async throws {
        let folder = Fixture.temporaryFolder("merge-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        let precious = folder.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: precious.appendingPathComponent("file"))
        let shard = folder.appendingPathComponent("shard")
        try Self.shard(shard, names: [name], version: try await Self.version())
        let out = folder.appendingPathComponent("out")
        let run = try await runReel(["merge-reports", shard.path, "--out", out.path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("$.scenarios[0].scenario: expected a "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(Self.exists(precious.appendingPathComponent("file")))
        #expect(!Self.exists(out), "nothing is written on bad input")
    }

    @Test func twentyParentStepsAndAnAbsolutePathDeleteNothing() async throws {
        let folder = Fixture.temporaryFolder("merge-escape")
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        let shard = folder.appendingPathComponent("shard")
        let name = String(repeating: "../", count: 20) + victim.path.dropFirst()
        try Self.shard(shard, names: [name], version: try await Self.version())
        let run = try await runReel(["merge-reports", shard.path, "--out", folder.appendingPathComponent("out").path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(Self.exists(victim))
    }

    @Test func anOutThatIsAnInputThroughALinkIsRefused() async throws {
        let folder = Fixture.temporaryFolder("merge-link-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = folder.appendingPathComponent("shard")
        try Self.shard(shard, names: ["alpha"], version: try await Self.version())
        let report = shard.appendingPathComponent("alpha/report.html")
        try FileManager.default.createDirectory(
            at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("report".utf8).write(to: report)
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shard)
        for out in [link, link.appendingPathComponent("alpha"), folder] {
            let run = try await runReel(["merge-reports", shard.path, "--out", out.path])
            #expect(run.status == 2, "\(out.path): \(run.stderr)")
            #expect(run.stderr.contains("--out: "), "\(run.stderr)")
            #expect(Self.exists(report))
        }
    }

    @Test func aFolderReelDidNotWriteIsNotReplaced() async throws {
        let folder = Fixture.temporaryFolder("merge-foreign")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = folder.appendingPathComponent("shard")
        try Self.shard(shard, names: ["alpha"], version: try await Self.version())
        try FileManager.default.createDirectory(
            at: shard.appendingPathComponent("alpha"), withIntermediateDirectories: true)
        try Data("new".utf8).write(to: shard.appendingPathComponent("alpha/report.html"))
        let mine = folder.appendingPathComponent("out/alpha/notes.txt")
        try FileManager.default.createDirectory(
            at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: mine)
        let out = folder.appendingPathComponent("out")
        let refused = try await runReel(["merge-reports", shard.path, "--out", out.path])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("reel did not write it"), "\(refused.stderr)")
        #expect(Self.exists(mine))
        #expect(!Self.exists(out.appendingPathComponent("results.json")), "nothing is written on bad input")

        // A folder reel wrote (its marker) is replaced: reel's files go, the user's stay, the shard's come in.
        try Data("reel\n".utf8).write(to: out.appendingPathComponent("alpha/.reel-output"))
        try Data("old".utf8).write(to: out.appendingPathComponent("alpha/report.html"))
        let merged = try await runReel(["merge-reports", shard.path, "--out", out.path])
        #expect(merged.status == 1, "merged, with the failure the report holds: \(merged.stderr)")
        #expect(try String(contentsOf: out.appendingPathComponent("alpha/report.html"), encoding: .utf8) == "new")
        #expect(Self.exists(mine))
    }

    @Test func linksAreCopiedAsContentOnlyInsideTheShard() async throws {
        let folder = Fixture.temporaryFolder("merge-symlink")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: secret)
        let shard = folder.appendingPathComponent("shard")
        try Self.shard(shard, names: ["alpha"], version: try await Self.version())
        let alpha = shard.appendingPathComponent("alpha")
        try files.createDirectory(at: alpha, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: shard.appendingPathComponent("inside.txt"))
        try files.createSymbolicLink(
            atPath: alpha.appendingPathComponent("report.html").path, withDestinationPath: "../inside.txt")
        let out = folder.appendingPathComponent("out")
        let inside = try await runReel(["merge-reports", shard.path, "--out", out.path])
        #expect(inside.status == 1, "\(inside.stderr)")
        let copied = out.appendingPathComponent("alpha/report.html")
        #expect((try? files.destinationOfSymbolicLink(atPath: copied.path)) == nil, "copied as a file, not a link")
        #expect(try String(contentsOf: copied, encoding: .utf8) == "inside")

        try files.removeItem(at: out)
        try files.createSymbolicLink(
            atPath: alpha.appendingPathComponent("leak.txt").path, withDestinationPath: secret.path)
        let outside = try await runReel(["merge-reports", shard.path, "--out", out.path])
        #expect(outside.status == 2, "\(outside.stderr)")
        #expect(outside.stderr.contains("leak.txt: scenario folder: is a symbolic link that leaves the shard"))
        #expect(!Self.exists(out))

        try files.removeItem(at: alpha.appendingPathComponent("leak.txt"))
        #expect(mkfifo(alpha.appendingPathComponent("frame.png").path, 0o644) == 0)
        let fifo = try await runReel(["merge-reports", shard.path, "--out", out.path])
        #expect(fifo.status == 2, "a FIFO is refused, not waited on: \(fifo.stderr)")
        #expect(fifo.stderr.contains("is a FIFO"), "\(fifo.stderr)")
    }
}
