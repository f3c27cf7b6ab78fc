import Foundation
import ReelTestSupport
import Testing

/// SIGINT while `reel animate` encodes: the files it stages — a size budget's attempt, ffmpeg's output and log — are
/// removed with the other temporary files.
@Suite(.serialized, .tags(.endToEnd)) struct AnimateInterruptTests {
    /// 20 s at 30 fps on a small canvas: an encoding long enough to be interrupted.
    static let scenario =
        #"{"name": "long", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 30}, "items": {"count": 60}, "#
        + #""script": [{"wait": {"ms": 10000}}, {"fling": {"velocity": 900}}, {"wait": {"ms": 10000}}]}"#

    @Test(arguments: [["-f", "gif", "--max-size", "20KB"], ["-f", "mp4"]])
    func aSignalMidEncodingLeavesNoStagedFile(options: [String]) throws {
        if options.contains("mp4"), !FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") { return }
        let file = try Fixture.writeScenario(Self.scenario, label: "animate-interrupt")
        let run = Fixture.temporaryFolder("animate-interrupt-run")
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(at: run)
        }
        let rendered = try runReelBlocking(["render", file, "--out", run.path, "--quiet"])
        try #require(rendered.status == 0, "\(rendered.stderr)")
        let process = Process()
        process.executableURL = Fixture.reelExecutable
        process.arguments = ["animate", run.path, "-q"] + options
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let started = ContinuousClock.now
        var staged: [String] = []
        while staged.isEmpty, process.isRunning, ContinuousClock.now - started < .seconds(60) {
            staged = ((try? FileManager.default.contentsOfDirectory(atPath: run.path)) ?? []).filter {
                $0.hasPrefix(".animation")
            }
        }
        Thread.sleep(forTimeInterval: 0.05)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(!staged.isEmpty, "nothing was staged before the encoding ended")
        #expect(process.terminationStatus == 130)
        // A finished animation renamed into place just before the signal may stay (it is whole); no staged file may.
        let left = try FileManager.default.contentsOfDirectory(atPath: run.path).filter { $0.hasPrefix(".animation") }
        #expect(left.isEmpty, "\(left)")
    }
}
