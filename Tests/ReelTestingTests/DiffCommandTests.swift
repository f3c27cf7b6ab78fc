import Foundation
import ReelTestSupport
import Testing

/// `reel diff`'s exit codes and messages, on frames of a small render.
@Suite(.tags(.endToEnd)) struct DiffCommandTests {
    @Test func exitCodesAreZeroOneAndTwo() async throws {
        let folder = try Paths.temporary("diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("plain.json")
        try Data(CheckCommandTests.scenario("plain", template: "photo-grid").utf8).write(to: scenario)
        let run = folder.appendingPathComponent("run")
        #expect(try await reel(["render", scenario.path, "--out", run.path, "--quiet"]).status == 0)
        let frames = try FileManager.default.contentsOfDirectory(atPath: run.appendingPathComponent("frames").path)
            .sorted()
        let (a, b) = (
            run.appendingPathComponent("frames/\(frames[0])").path,
            run.appendingPathComponent("frames/\(frames[frames.count - 1])").path
        )

        #expect(try await reel(["diff", a, a]).status == 0)
        let folders = try await reel(["diff", run.path, run.path])
        #expect(
            folders.status == 0
                && folders.stdout.contains("0 of \(frames.count) frames differ; \(frames.count) identical"),
            "\(folders.stdout)")
        let out = folder.appendingPathComponent("out")
        let different = try await reel(["diff", a, b, "--out", out.path])
        #expect(different.status == 1 && different.stdout.contains("first failing frame: 0"), "\(different.stdout)")
        for name in ["results.json", "junit.xml", "diff/frame-00000.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
        #expect(try await reel(["diff", a, b, "--max-diff-ratio", "1"]).status == 0)
        #expect(try await reel(["diff", a, b, "--mask", "0,0,120,160"]).status == 0)

        let missing = try await reel(["diff", a, "/nonexistent/b.png"])
        #expect(
            missing.status == 2
                && missing.stderr
                    == "reel: error: /nonexistent/b.png: no such file or folder "
                    + "(expected a PNG or a folder of frames)\n"
        )
        let folderVsFile = try await reel(["diff", a, run.path])
        #expect(folderVsFile.status == 2 && folderVsFile.stderr.contains("expected a PNG"), "\(folderVsFile.stderr)")
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("bad.png"))
        let unreadable = try await reel(["diff", a, folder.appendingPathComponent("bad.png").path])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("bad.png: not a PNG"), "\(unreadable.stderr)")
    }

    @Test(arguments: [
        (["--threshold", "2"], "--threshold"), (["--threshold", "-0.1"], "--threshold"),
        (["--max-diff-pixels", "-1"], "--max-diff-pixels"), (["--max-diff-ratio", "1.5"], "--max-diff-ratio"),
        (["--mask", "1,2,3"], "--mask"), (["--threshold", "half"], "--threshold"),
    ])
    func aBadOptionValueExitsTwoWithOneLineAndWritesNothing(options: [String], option: String) async throws {
        let folder = try Paths.temporary("diff-options")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try await reel(["diff", "a.png", "b.png", "--out", out.path] + options)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("reel: error: ") && result.stderr.contains(option), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unreadableInputWritesNoResults() async throws {
        let folder = try Paths.temporary("diff-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try await reel(["diff", "/nonexistent/a.png", "/nonexistent/b.png", "--out", out.path])
        #expect(result.status == 2 && result.stderr.contains("/nonexistent/a.png"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("results.json").path))
    }
}
