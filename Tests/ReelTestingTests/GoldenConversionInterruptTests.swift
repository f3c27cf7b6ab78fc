import Foundation
import ReelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT or SIGTERM while `check --update all` converts a PNG golden to a video — while files of the user's are
/// copied into the staging folder, or while ffmpeg encodes the video — leaves the PNG golden exactly as it was, with
/// its files, and no staging folder; the next run converts it.
@Suite(.tags(.endToEnd)) struct GoldenConversionInterruptTests {
    /// A copy of the committed PNG golden `quickstart-small` in a goldens folder, with a README and a notes folder.
    static func pngGolden() throws -> (folder: URL, goldens: URL) {
        let folder = try Paths.temporary("conversion")
        let goldens = folder.appendingPathComponent("goldens")
        let golden = goldens.appendingPathComponent("quickstart-small")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Paths.goldens.appendingPathComponent("quickstart-small"), to: golden)
        try Data("Recorded on CI.\n".utf8).write(to: golden.appendingPathComponent("README.md"))
        try FileManager.default.createDirectory(
            at: golden.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("Frame 3 shows the placeholder.\n".utf8).write(to: golden.appendingPathComponent("notes/why.txt"))
        return (folder, goldens)
    }

    @Test(arguments: [("copy", "INT"), ("copy", "TERM"), ("stage", "INT"), ("stage", "TERM")])
    func aSignalMidConversionKeepsThePNGGolden(point kind: String, signal: String) async throws {
        let (folder, goldens) = try Self.pngGolden()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = Paths.scenario("quickstart-small")
        let arguments = [
            "check", scenario, "--goldens", goldens.path, "--out", folder.path + "/out", "--update", "all", "-q",
        ]
        // Number the write points of an uninterrupted conversion of a copy.
        let reference = folder.appendingPathComponent("reference")
        try FileManager.default.copyItem(at: goldens, to: reference)
        let log = folder.appendingPathComponent("points.log")
        let converted = try await reel(
            arguments.map { $0 == goldens.path ? reference.path : $0 }, environment: ["REEL_WRITE_POINTS_LOG": log.path]
        )
        #expect(converted.status == 0, "\(converted.stdout)\(converted.stderr)")
        let points = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        let wanted = kind == "copy" ? "copy " : "stage "
        let line = try #require(
            points.first {
                $0.split(separator: " ", maxSplits: 1).last?.hasPrefix(wanted) == true
                    && (kind == "copy" || $0.hasSuffix("frames.mkv"))
            },
            "no \(kind) point among \(points)")
        let number = String(line.split(separator: " ")[0])

        let before = try snapshotFiles(goldens).mapValues(\.0)
        let interrupted = try await reel(arguments, environment: ["REEL_SIGNAL_AT": "\(number):\(signal)"])
        #expect(interrupted.status == (signal == "INT" ? 130 : 143), "\(interrupted.stderr)")
        #expect(try snapshotFiles(goldens).mapValues(\.0) == before, "the PNG golden changed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path) == ["quickstart-small"])

        let again = try await reel(arguments)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        let golden = goldens.appendingPathComponent("quickstart-small")
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("frames.mkv").path))
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("frames").path))
        #expect(FileManager.default.contents(atPath: golden.appendingPathComponent("notes/why.txt").path) != nil)
    }
}
