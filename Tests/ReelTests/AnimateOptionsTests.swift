import Foundation
import ReelTestSupport
import Testing

/// `reel animate` and `reel compare --animate`: the size, range and budget options, through the built executable.
@Suite(.tags(.endToEnd)) struct AnimateOptionsTests {
    /// A scenario of 20 frames at 10 fps (2 s).
    static let scenario =
        #"{"name": "anim", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "#
        + #""items": {"count": 12}, "script": [{"fling": {"velocity": 900}}, {"wait": {"ms": 1000}}]}"#

    /// Renders the scenario once into a fresh folder (removed by the caller) and returns the run folder.
    static func renderedRun(_ label: String) async throws -> (folder: URL, run: URL) {
        let folder = Fixture.temporaryFolder(label)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("anim.json")
        try Data(scenario.utf8).write(to: file)
        let run = folder.appendingPathComponent("run")
        let rendered = try await runReel(["render", file.path, "--out", run.path, "--quiet", "--workers", "1"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        return (folder, run)
    }

    @Test(arguments: [
        (["--width", "0"], "--width must be within 16...16384"), (["--scale", "0"], "--scale"),
        (["--width", "100", "--scale", "0.5"], "give --width or --scale, not both"),
        (["--fps", "0"], "--fps must be within 1...120"), (["--from", "soon"], "--from expects a frame number"),
        (["--to", "1.5"], "--to expects a frame number (30) or a time"),
        (["--max-size", "lots"], "--max-size expects a size such as 3MB"),
        (["--colors", "256"], "--colors must be within 2...255"), (["--format", "avi"], "--format"),
        (["--source-fps", "0"], "--source-fps"), (["--from", "9s"], "--from: 9 s is past the last frame"),
        (["--from", "1s", "--to", "5"], "--to: frame 5 is not after --from (frame 10)"),
        (["--from", "1e300s"], "--from: 1e+300 s is past the last frame"),
        (["--width", "16384", "--scale", "0.5"], "give --width or --scale, not both"),
        (["--width", "16384"], "--width: makes 16384×21845 px frames, more than 67108864 px each"),
    ])
    func animateRejectsABadOptionWithOneLine(options: [String], fragment: String) async throws {
        let (folder, run) = try await Self.renderedRun("animate-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.gif")
        let result = try await runReel(["animate", run.path, "--format", "gif", "--out", out.path] + options)
        ExitCodeTests.expectBadInput(result, naming: fragment)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func animateFitsMaxSizeAndSaysWhatItChose() async throws {
        let (folder, run) = try await Self.renderedRun("animate-budget")
        defer { try? FileManager.default.removeItem(at: folder) }
        let free = folder.appendingPathComponent("free.gif")
        let unbounded = try await runReel(["animate", run.path, "--format", "gif", "--out", free.path])
        #expect(unbounded.status == 0, "\(unbounded.stderr)")
        let freeSize = try #require(try FileManager.default.attributesOfItem(atPath: free.path)[.size] as? Int)
        let budget = freeSize / 2
        let out = folder.appendingPathComponent("fit.gif")
        let result = try await runReel([
            "animate", run.path, "--format", "gif", "--out", out.path, "--max-size", String(budget),
            "--from", "2", "--to", "1.8s",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int)
        #expect(size <= budget)
        #expect(result.stdout.contains("\(out.path): "), "\(result.stdout)")
        #expect(result.stdout.contains("(--max-size "), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        let impossible = try await runReel([
            "animate", run.path, "--format", "gif", "--out", out.path, "--max-size", "100", "--quiet",
        ])
        ExitCodeTests.expectFailure(impossible)
        #expect(impossible.stderr.contains("cannot fit --max-size 100 B"), "\(impossible.stderr)")
    }

    @Test(arguments: [
        (["--animate", "side.avi"], "--animate: cannot tell the format of \"side.avi\""),
        (["--width", "300"], "need --animate FILE"),
        (["--animate", "side.gif", "--fps", "500"], "--fps must be within 1...120"),
        (["--animate", "side.gif", "--from", "1e300s"], "--from: 1e+300 s is past the last frame any run of"),
    ])
    func compareRejectsABadAnimationOption(options: [String], fragment: String) async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "compare-animate-bad")
        let out = Fixture.temporaryFolder("compare-animate-bad-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await runReel(["compare", file] + ExitCodeTests.strategies + ["--out", out.path] + options)
        ExitCodeTests.expectBadInput(result, naming: fragment)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func compareWritesTheSideBySideAsAnAnimation() async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "compare-animate")
        let out = Fixture.temporaryFolder("compare-animate-out")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: out)
        }
        let gif = out.appendingPathComponent("side.gif")
        let result = try await runReel(
            ["compare", file] + ExitCodeTests.strategies + [
                "--out", out.path, "--workers", "1", "--animate", gif.path, "--width", "200", "--fps", "5",
                "--max-size", "400KB",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: gif))
        #expect(bytes.count <= 400_000)
        #expect(Array(bytes[0..<6]) == Array("GIF89a".utf8))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 200)  // logical screen width
        #expect(result.stdout.contains("\(gif.path): ") && result.stdout.contains(" frames, 200×"), "\(result.stdout)")
    }
}
