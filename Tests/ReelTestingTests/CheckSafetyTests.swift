import Foundation
import ReelTestSupport
import Testing

/// `reel check` never deletes or fakes a golden: an output folder overlapping the goldens is refused, a folder reel
/// did not write is refused, a bad update mode is bad input, and `--verify-goldens` finds a corrupt golden PNG.
@Suite(.tags(.endToEnd)) struct CheckSafetyTests {
    static func recorded() async throws -> (folder: URL, scenario: String, goldens: URL) {
        let folder = try CheckCommandTests.project()
        let scenario = folder.appendingPathComponent("plain.json").path
        let goldens = folder.appendingPathComponent("goldens")
        let out = folder.appendingPathComponent("out").path
        let first = try await reel(["check", scenario, "--goldens", goldens.path, "--out", out])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        return (folder, scenario, goldens)
    }

    static func expectBadInput(_ outcome: Outcome, _ fragment: String) {
        #expect(outcome.status == 2, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("reel: error: ") && outcome.stderr.contains(fragment), "\(outcome.stderr)")
    }

    @Test func anOutputFolderOverlappingTheGoldensIsRefusedAndTheGoldensStay() async throws {
        let (folder, scenario, goldens) = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try snapshotFiles(goldens).mapValues(\.0)
        for (out, fragment) in [
            (goldens.path, "is the goldens folder"), (goldens.path + "/plain", "is inside the goldens folder"),
            (folder.path, "holds the goldens folder"),
        ] {
            let outcome = try await reel(["check", scenario, "--goldens", goldens.path, "--out", out])
            Self.expectBadInput(outcome, fragment)
        }
        #expect(try snapshotFiles(goldens).mapValues(\.0) == before)
    }

    @Test func aScenarioFolderReelDidNotWriteIsRefused() async throws {
        let (folder, scenario, goldens) = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("mine")
        let plain = out.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: out.appendingPathComponent("plain/thesis.txt"))
        let outcome = try await reel(["check", scenario, "--goldens", goldens.path, "--out", out.path])
        Self.expectBadInput(outcome, "reel did not write it")
        #expect(FileManager.default.contents(atPath: out.appendingPathComponent("plain/thesis.txt").path) != nil)
    }

    @Test func aBadUpdateModeIsBadInput() async throws {
        let outcome = try await reel(["check", "x.json", "--goldens", "g", "--update", "bogus"])
        Self.expectBadInput(outcome, "--update")
    }

    @Test func verifyGoldensReportsACorruptGoldenVideoWithItsFile() async throws {
        let (folder, scenario, goldens) = try await Self.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let sound = try await reel(["check", "--verify-goldens", "--goldens", goldens.path])
        #expect(sound.status == 0 && sound.stdout.contains("VERIFIED plain"), "\(sound.stdout)\(sound.stderr)")

        // Corrupt the golden's video, which an unchanged run never opens (its hashes still match the manifest).
        let frame = goldens.appendingPathComponent("plain/frames.mkv")
        var bytes = try Data(contentsOf: frame)
        bytes.replaceSubrange((bytes.count / 2)..<(bytes.count / 2 + 8), with: Data(repeating: 0xAB, count: 8))
        try bytes.write(to: frame)

        let unnoticed = try await reel(["check", scenario, "--goldens", goldens.path, "--out", out, "--update", "none"])
        #expect(unnoticed.status == 0, "without the flag the hashes match: \(unnoticed.stdout)")
        let noticed = try await reel(
            ["check", scenario, "--goldens", goldens.path, "--out", out, "--update", "none", "--verify-goldens"])
        #expect(noticed.status == 1, "\(noticed.stdout)\(noticed.stderr)")
        #expect(noticed.stdout.contains("FAILED plain") && noticed.stdout.contains(frame.path), "\(noticed.stdout)")
        let alone = try await reel(["check", "--verify-goldens", "--goldens", goldens.path])
        #expect(alone.status == 1 && alone.stdout.contains("CORRUPT plain"), "\(alone.stdout)")
        #expect(alone.stdout.contains(frame.path), "\(alone.stdout)")
    }
}

extension CheckSafetyTests {
    @Test func aGoldenThatCannotBeWrittenIsOneLineNamingTheFileAndTheCause() async throws {
        let folder = try CheckCommandTests.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("goldens-file")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let outcome = try await reel([
            "check", folder.appendingPathComponent("plain.json").path, "--goldens", blocker.path, "--out",
            folder.appendingPathComponent("out").path,
        ])
        #expect(outcome.status == 1, "\(outcome.stdout)\(outcome.stderr)")
        #expect(
            outcome.stderr == "reel: error: \(blocker.path)/plain: cannot stage the new golden: Not a directory\n",
            "\(outcome.stderr)")
    }
}
