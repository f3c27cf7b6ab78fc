import Foundation
import ReelTestSupport
import Testing

/// `reel animate` of a compact folder — a golden, or a failing check's `run/` — whose frames are one video
/// (`frames.mkv`): the animation equals the one made from the run's PNG frames, and no temporary file is left.
@Suite(.tags(.endToEnd)) struct AnimateCompactTests {
    static let scenario =
        #"{"name": "gal", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "items": {"count": 30}, "#
        + #""script": [{"wait": {"ms": 300}}, {"fling": {"velocity": 900}}, {"wait": {"ms": 1200}}]}"#

    @Test func aGoldenAnimatesAsItsRunDoes() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { return }
        let file = try Fixture.writeScenario(Self.scenario, label: "animate-compact")
        let folder = Fixture.temporaryFolder("animate-compact")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: folder)
        }
        let run = folder.appendingPathComponent("run")
        let goldens = folder.appendingPathComponent("goldens")
        let rendered = try runReelBlocking(["render", file, "--out", run.path, "--quiet"])
        try #require(rendered.status == 0, "\(rendered.stderr)")
        let recorded = try runReelBlocking(
            ["check", file, "--goldens", goldens.path, "--out", folder.appendingPathComponent("o").path, "-q"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        let golden = goldens.appendingPathComponent("gal")
        try #require(FileManager.default.fileExists(atPath: golden.appendingPathComponent("frames.mkv").path))
        let temporary = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))
        for format in ["apng", "gif"] {
            let fromRun = folder.appendingPathComponent("run.\(format)")
            let fromGolden = folder.appendingPathComponent("golden.\(format)")
            let a = try runReelBlocking([
                "animate", run.path, "-f", format, "--source-fps", "10", "--out", fromRun.path, "-q",
            ])
            let b = try runReelBlocking([
                "animate", golden.path, "-f", format, "--source-fps", "10", "--out", fromGolden.path, "-q",
            ])
            #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
            let bytes = try Data(contentsOf: fromGolden)
            #expect(!bytes.isEmpty)
            #expect(bytes == (try Data(contentsOf: fromRun)), "\(format) from the golden's video differs")
        }
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())).subtracting(
            temporary)
        #expect(left.filter { $0.hasPrefix("reel-animate-") }.isEmpty, "\(left)")
    }

    @Test func aFailingChecksRunAnimatesAsItsRenderDoes() throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "animate-recorded")
        let changed = try Fixture.writeScenario(
            Self.scenario.replacingOccurrences(
                of: #""items": {"count": 30}"#, with: #""items": {"count": 30}, "network": {"seed": 77}"#),
            label: "animate-recorded-changed")
        let folder = Fixture.temporaryFolder("animate-recorded")
        defer {
            for path in [file, changed] { try? FileManager.default.removeItem(atPath: path) }
            try? FileManager.default.removeItem(at: folder)
        }
        let rendered = folder.appendingPathComponent("rendered")
        let goldens = folder.appendingPathComponent("goldens")
        let out = folder.appendingPathComponent("out")
        try #require(try runReelBlocking(["render", file, "--out", rendered.path, "-q"]).status == 0)
        // The golden of "gal" with other network timings; the check of the first then fails and keeps its run.
        let recorded = try runReelBlocking(["check", changed, "--goldens", goldens.path, "--out", out.path, "-q"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        let failed = try runReelBlocking(
            ["check", file, "--goldens", goldens.path, "--out", out.path, "--update", "none", "-q"])
        try #require(failed.status == 1, "\(failed.stdout) \(failed.stderr)")
        let run = out.appendingPathComponent("gal/run")
        try #require(FileManager.default.fileExists(atPath: run.appendingPathComponent("frames.recording").path))
        let fromRender = folder.appendingPathComponent("render.apng")
        let fromRecording = folder.appendingPathComponent("recording.apng")
        let a = try runReelBlocking(["animate", rendered.path, "-f", "apng", "--out", fromRender.path, "-q"])
        let b = try runReelBlocking(["animate", run.path, "-f", "apng", "--out", fromRecording.path, "-q"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        let (bytes, expected) = (try Data(contentsOf: fromRecording), try Data(contentsOf: fromRender))
        #expect(!bytes.isEmpty && bytes == expected, "the recording draws the run's frames")
        // A recording that no longer gives the manifest's pixels is refused in one line, as bad input.
        let manifest = run.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let hash = try #require(text.range(of: #""pixels":""#).map { text[$0.upperBound...].prefix(32) })
        try Data(text.replacingOccurrences(of: String(hash), with: String(repeating: "0", count: 32)).utf8).write(
            to: manifest)
        let refused = try runReelBlocking(["animate", run.path, "-f", "apng", "--out", fromRecording.path, "-q"])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("frames.recording"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    }

    @Test func aCorruptVideoIsOneLineAndExitTwo() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { return }
        let folder = Fixture.temporaryFolder("animate-compact-corrupt")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest =
            #"{"tool":"reel","version":"0","scenario":"s","scenario_hash":"h","frame_count":1,"frames":["#
            + #"{"file":"frames.mkv","pixels":"00000000000000000000000000000000"}],"#
            + #""video":{"file":"frames.mkv","codec":"libx264rgb","width":8,"height":8}}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        try Data("not a video".utf8).write(to: folder.appendingPathComponent("frames.mkv"))
        let result = try runReelBlocking(["animate", folder.path, "-q"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("frames.mkv"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// A golden whose video is another golden's decodes fine: only the manifest's hashes tell, and animate checks
    /// each frame it draws against them rather than animating what the video happens to hold.
    @Test func aGoldenWithAnotherGoldensVideoIsNotAnimated() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { return }
        let file = try Fixture.writeScenario(Self.scenario, label: "animate-swapped")
        let other = try Fixture.writeScenario(
            Self.scenario.replacingOccurrences(of: #""count": 30"#, with: #""count": 7"#), label: "animate-other")
        let folder = Fixture.temporaryFolder("animate-swapped")
        defer {
            for path in [file, other] { try? FileManager.default.removeItem(atPath: path) }
            try? FileManager.default.removeItem(at: folder)
        }
        for (scenario, goldens) in [(file, "goldens"), (other, "others")] {
            let recorded = try runReelBlocking([
                "check", scenario, "--goldens", folder.appendingPathComponent(goldens).path,
                "--out", folder.appendingPathComponent("out-\(goldens)").path, "-q",
            ])
            try #require(recorded.status == 0, "\(recorded.stderr)")
        }
        let video = folder.appendingPathComponent("goldens/gal/frames.mkv")
        try FileManager.default.removeItem(at: video)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("others/gal/frames.mkv"), to: video)
        let out = folder.appendingPathComponent("swapped.apng")
        let result = try runReelBlocking([
            "animate", folder.appendingPathComponent("goldens/gal").path, "-f", "apng", "--out", out.path, "-q",
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(video.path): frame "), "\(result.stderr)")
        #expect(result.stderr.contains("pixels do not match the manifest: the golden is corrupt"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "no animation of what the video holds")
    }

    /// Without ffmpeg, a compact golden can be neither verified nor compared where frames differ: that is one line
    /// naming the missing tool and exit 2, never CORRUPT or FAILED for a sound golden.
    @Test func withoutFFmpegAGoldenIsNeitherCorruptNorFailed() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { return }
        let file = try Fixture.writeScenario(Self.scenario, label: "no-ffmpeg")
        let changed = try Fixture.writeScenario(
            Self.scenario.replacingOccurrences(of: #""count": 30"#, with: #""count": 7"#), label: "no-ffmpeg-changed")
        let folder = Fixture.temporaryFolder("no-ffmpeg")
        defer {
            for path in [file, changed] { try? FileManager.default.removeItem(atPath: path) }
            try? FileManager.default.removeItem(at: folder)
        }
        let goldens = folder.appendingPathComponent("goldens").path
        let recorded = try runReelBlocking(["check", file, "--goldens", goldens, "--out", folder.path + "/o", "-q"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        for arguments in [
            ["check", "--verify-goldens", "--goldens", goldens],
            ["check", changed, "--goldens", goldens, "--out", folder.path + "/o2", "--update", "none", "-q"],
        ] {
            let process = Process()
            process.executableURL = Fixture.reelExecutable
            process.arguments = arguments
            process.environment = ["PATH": "/nonexistent", "HOME": NSTemporaryDirectory()]
            let (out, err) = (Pipe(), Pipe())
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(arguments): \(stdout) \(stderr)")
            #expect(stderr.contains("compact goldens need ffmpeg"), "\(stderr)")
            #expect(!stdout.contains("CORRUPT") && !stdout.contains("FAILED"), "\(stdout)")
        }
    }
}
