import Foundation
import ReelTestSupport
import Testing

/// SIGINT or SIGTERM while `reel check --update changed` writes a new golden: the golden is the old one or the new
/// one, whole (every frame file its manifest names is there), the staging folder is removed, and the next check
/// passes against exactly one of the two scenarios.
@Suite(.serialized, .tags(.concurrency, .endToEnd)) struct GoldenSwapInterruptTests {
    static func scenario(seed: Int) -> String {
        """
        {"name": "gal", "canvas": {"width": 160, "height": 240, "scale": 1, "fps": 30}, "template": "photo-grid",
         "items": {"count": 60}, "network": {"seed": \(seed), "latency": {"median_ms": 300, "p95_ms": 900}},
         "script": [{"wait": {"ms": 300}}, {"fling": {"velocity": 1500}}, {"wait": {"ms": 1500}}]}
        """
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalAtTheSwapLeavesTheOldOrTheNewGoldenWhole(signal: Int32) throws {
        let folder = Fixture.temporaryFolder("golden-swap")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (old, new) = (folder.appendingPathComponent("old/gal.json"), folder.appendingPathComponent("new/gal.json"))
        for (url, seed) in [(old, 1), (new, 2)] {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.scenario(seed: seed).utf8).write(to: url)
        }
        let goldens = folder.appendingPathComponent("goldens")
        let out = folder.appendingPathComponent("out").path
        let record = try runReelBlocking(["check", old.path, "--goldens", goldens.path, "--out", out, "-q"])
        try #require(record.status == 0, "\(record.stderr)")

        let process = Process()
        process.executableURL = Fixture.reelExecutable
        process.arguments = ["check", new.path, "--goldens", goldens.path, "--out", out, "--update", "changed", "-q"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The last file staged before the manifest: the signal lands as the swap is about to happen.
        let marker = goldens.appendingPathComponent(".gal.staged/timeline.jsonl.gz").path
        let started = ContinuousClock.now
        while !FileManager.default.fileExists(atPath: marker), process.isRunning,
            ContinuousClock.now - started < .seconds(120)
        {}
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)

        let left = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
        #expect(left == ["gal"], "the staging folder is removed: \(left)")
        let golden = goldens.appendingPathComponent("gal")
        let manifest = try String(contentsOf: golden.appendingPathComponent("manifest.json"), encoding: .utf8)
        let files = Set(manifest.split(separator: "\"").filter { $0.hasPrefix("frames/") })
        for file in files {
            #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent(String(file)).path))
        }
        let passes = try [old, new].map { scenario in
            try runReelBlocking([
                "check", scenario.path, "--goldens", goldens.path, "--out", out + "-next", "--update", "none", "-q",
            ]).status == 0
        }
        #expect(passes.filter { $0 }.count == 1, "old passes: \(passes[0]), new passes: \(passes[1])")
    }
}
