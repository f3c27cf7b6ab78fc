import Foundation

/// `reel render` against a passing `reel check` of the same scenario, each a child process of the `reel` binary
/// started with `posix_spawn` (`SpawnTiming`), in pairs: a render, then a check, each started after `sync()`. A
/// passing check hashes frames instead of encoding them.
///
/// On this 2-core virtual machine the same check took 0.60 s in one minute and 0.85 s in the next (its CPU time
/// moved with it), so the best of a few renders and the best of a few checks can come from different states of the
/// machine. Each pair's ratio compares two runs made seconds apart; the goal is judged on their median.
enum CheckBenchmark {
    /// One render and the check after it, wall ms.
    struct Pair {
        var renderMs: Double
        var checkMs: Double
        var ratio: Double { renderMs / checkMs }
    }

    /// The figures of some pairs.
    struct Summary {
        var pairs: [Pair]

        var bestRenderMs: Double { pairs.map(\.renderMs).min() ?? 0 }
        var bestCheckMs: Double { pairs.map(\.checkMs).min() ?? 0 }
        /// The median of the pairs' ratios (the lower middle one for an even count).
        var medianRatio: Double {
            let ratios = pairs.map(\.ratio).sorted()
            return ratios.isEmpty ? 0 : ratios[(ratios.count - 1) / 2]
        }
    }

    /// Report lines; records the golden first (not timed). `pairs` render + check pairs are timed.
    static func report(reel: String, scenario: String, pairs count: Int) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-check-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let out = folder.appendingPathComponent("out").path
        let render = ["render", scenario, "--out", folder.appendingPathComponent("render").path, "--quiet"]
        let check = ["check", scenario, "--goldens", goldens, "--out", out, "--quiet"]
        let recorded = try SpawnTiming.sample(reel, check)
        guard recorded.status == 0 else { return ["check benchmark: recording the golden failed"] }
        var pairs: [Pair] = []
        for _ in 0..<max(1, count) {
            // Each run starts with no dirty pages left to write back: a render leaves ~230 MB of frames in the page
            // cache, and writing them out while the next run is timed took ~0.2 s of its time on this machine.
            sync()
            let rendered = try SpawnTiming.sample(reel, render)
            guard rendered.status == 0 else { return ["check benchmark: reel render failed"] }
            sync()
            let passed = try SpawnTiming.sample(reel, check)
            guard passed.status == 0 else { return ["check benchmark: the check of an unchanged run failed"] }
            pairs.append(Pair(renderMs: rendered.wallMs, checkMs: passed.wallMs))
        }
        return lines(Summary(pairs: pairs), reel: reel)
    }

    static func lines(_ summary: Summary, reel: String) -> [String] {
        let each = summary.pairs.map { "\(fixed($0.renderMs, 0))/\(fixed($0.checkMs, 0))" }
        return [
            "render vs passing check (\(reel)): \(summary.pairs.count) pairs, render/check ms "
                + each.joined(separator: ", "),
            "  best reel render \(fixed(summary.bestRenderMs, 0)) ms, best reel check \(fixed(summary.bestCheckMs, 0)) "
                + "ms (\(fixed(summary.bestRenderMs / max(summary.bestCheckMs, 1e-9), 2))×); median of the pairs' "
                + "ratios → check \(fixed(summary.medianRatio, 2))× faster (goal ≥ 3×)",
        ]
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
