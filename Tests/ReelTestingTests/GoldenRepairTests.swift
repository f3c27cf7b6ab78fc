import Foundation
import ReelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A golden whose video cannot be trusted is written anew by an update, never kept and called updated: a video that
/// is a FIFO is replaced by `--update changed` (it blocked nothing and stopped the whole check before), and a
/// video `--verify-goldens` finds corrupt is encoded again from the run rather than copied into the "updated"
/// golden.
@Suite(.tags(.endToEnd)) struct GoldenRepairTests {
    @Test(arguments: ["changed", "all"]) func aGoldenWhoseVideoIsAFIFOIsWrittenAnew(mode: String) async throws {
        let (folder, scenario, goldens) = try await CheckSafetyTests.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let video = goldens.appendingPathComponent("plain/frames.mkv").path
        try FileManager.default.removeItem(atPath: video)
        #expect(mkfifo(video, 0o600) == 0)

        let failing = try await reel(["check", scenario, "--goldens", goldens.path, "--out", out, "--update", "none"])
        #expect(failing.status == 1 && failing.stdout.contains("FAILED plain"), "\(failing.stdout)\(failing.stderr)")
        let repaired = try await reel(["check", scenario, "--goldens", goldens.path, "--out", out, "--update", mode])
        #expect(
            repaired.status == 0 && repaired.stdout.contains("UPDATED plain"), "\(repaired.stdout)\(repaired.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: video)[.type] as? FileAttributeType == .typeRegular)
        let verified = try await reel(["check", "--verify-goldens", "--goldens", goldens.path])
        #expect(verified.status == 0 && verified.stdout.contains("VERIFIED plain"), "\(verified.stdout)")
    }

    @Test func aVideoVerificationFindsCorruptIsEncodedAgainByTheUpdate() async throws {
        let (folder, scenario, goldens) = try await CheckSafetyTests.recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let video = goldens.appendingPathComponent("plain/frames.mkv")
        let sound = try Data(contentsOf: video)
        try sound.prefix(sound.count / 2).write(to: video)

        let update = try await reel([
            "check", scenario, "--goldens", goldens.path, "--out", out, "--update", "changed", "--verify-goldens",
        ])
        #expect(update.status == 0 && update.stdout.contains("UPDATED plain"), "\(update.stdout)\(update.stderr)")
        #expect(try Data(contentsOf: video).count > sound.count / 2, "the cut video was kept")
        let verified = try await reel(["check", "--verify-goldens", "--goldens", goldens.path])
        #expect(verified.status == 0 && verified.stdout.contains("VERIFIED plain"), "\(verified.stdout)")
    }
}
