import Foundation
import ReelTestSupport
import Testing

/// SIGINT and SIGTERM during a re-render: the previous run's results are gone from the start, the temporary files are
/// removed, and reel exits with 130 or 143.
@Suite(.tags(.concurrency, .endToEnd)) struct InterruptTests {
    /// About 3600 frames of a small canvas: far longer than the moments before the signal.
    static let long =
        #"{"name": "long", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 30}, "#
        + #""items": {"count": 60}, "script": [{"wait": {"ms": 60000}}, {"fling": {"velocity": 900}}, "#
        + #"{"wait": {"ms": 60000}}]}"#

    /// Every path under `folder`, relative.
    static func paths(_ folder: URL) -> [String] {
        var out: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String { out.append(path) }
        return out.sorted()
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalMidRunRemovesTemporaryFilesAndStaleResults(signal: Int32, code: Int32) throws {
        let short = try Fixture.writeScenario(CommandLineTests.valid, label: "interrupt-short")
        let long = try Fixture.writeScenario(Self.long, label: "interrupt-long")
        let out = Fixture.temporaryFolder("interrupt-out")
        defer {
            for file in [short, long] { try? FileManager.default.removeItem(atPath: file) }
            try? FileManager.default.removeItem(at: out)
        }
        let first = try runReelBlocking(["render", short, "--out", out.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("summary.json").path))

        let process = Process()
        process.executableURL = Fixture.reelExecutable
        process.arguments = ["render", long, "--out", out.path, "--quiet", "--workers", "2"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Poll (bounded) until the new run has written frames past the previous run's three.
        let started = ContinuousClock.now
        let marker = out.appendingPathComponent("frames/frame-00010.png").path
        while !FileManager.default.fileExists(atPath: marker), process.isRunning,
            ContinuousClock.now - started < .seconds(120)
        {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(process.isRunning, "the long render ended before the signal")
        kill(process.processIdentifier, signal)
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == code, "\(String(decoding: stderr, as: UTF8.self))")
        #expect(String(decoding: stderr, as: UTF8.self).contains("interrupted by SIG"))
        let left = Self.paths(out)
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left.filter { $0.hasSuffix(".tmp") })")
        for stale in ["summary.json", "manifest.json", "cells.csv", "timeline.jsonl"] {
            #expect(!left.contains(stale), "\(stale) of the previous run is left")
        }
        #expect(left.contains("frames/frame-00010.png"))
        // The unfinished folder is reel's: the next run replaces it.
        let again = try runReelBlocking(["render", short, "--out", out.path, "--quiet"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!Self.paths(out).contains("frames/frame-00010.png"))
    }
}

/// A signal sent the moment a command has started (its first line out) ends it: the handler is in place before the
/// command runs, and a signal delivered while it was being installed is not lost.
@Suite(.tags(.concurrency, .endToEnd)) struct EarlySignalTests {
    @Test func aSignalRightAfterTheFirstLineEndsTheCommand() throws {
        for round in 0..<12 {
            let (process, out, _) = try startReel(["serve", "--port", "0"])
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                bytes += chunk
            }
            kill(process.processIdentifier, round.isMultiple(of: 2) ? SIGTERM : SIGINT)
            let started = ContinuousClock.now
            while process.isRunning, ContinuousClock.now - started < .seconds(5) { Thread.sleep(forTimeInterval: 0.01) }
            let ended = !process.isRunning
            if !ended { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            #expect(ended, "round \(round): the signal was lost")
        }
    }
}
