import Foundation

/// `reel render` against a passing `reel check` of the same scenario, each a child process of the `reel` binary
/// (best of `runs`, each started after `sync()`): a passing check hashes frames instead of encoding them.
enum CheckBenchmark {
    /// Report lines; records the golden first (not timed).
    static func report(reel: String, scenario: String, runs: Int) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-check-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let out = folder.appendingPathComponent("out").path
        let render = ["render", scenario, "--out", folder.appendingPathComponent("render").path, "--quiet"]
        let check = ["check", scenario, "--goldens", goldens, "--out", out, "--quiet"]
        let recorded = try ChildProcess.run(reel, check)
        guard recorded.status == 0 else { return ["check benchmark: recording the golden failed"] }
        var renderBest = Double.infinity
        var checkBest = Double.infinity
        for _ in 0..<max(1, runs) {
            // Each run starts with no dirty pages left to write back: a render leaves ~230 MB of frames in the page
            // cache, and writing them out while the next run is timed took ~0.2 s of its time on this machine.
            sync()
            renderBest = min(renderBest, try ChildProcess.run(reel, render).ms)
            sync()
            let passed = try ChildProcess.run(reel, check)
            guard passed.status == 0 else { return ["check benchmark: the check of an unchanged run failed"] }
            checkBest = min(checkBest, passed.ms)
        }
        return [
            "render vs passing check (\(reel)): reel render \(String(format: "%.0f", renderBest)) ms, "
                + "reel check \(String(format: "%.0f", checkBest)) ms → check "
                + "\(String(format: "%.2f", renderBest / checkBest))× faster (best of \(runs); goal ≥ 3×)"
        ]
    }
}
