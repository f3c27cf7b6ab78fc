import Foundation

/// `reel render` against a passing `reel check` of the same scenario, each a child process of the `reel` binary
/// started with `posix_spawn` (`SpawnTiming`), in pairs: a render, then a check, each started after `sync()`. A
/// passing check hashes frames instead of encoding them. When the scenario draws a template, each pair is followed
/// by a failing check of the same scenario against a golden on which every frame differs (recorded with the
/// template's background one step brighter), as one run: render, passing check, failing check.
///
/// On this 2-core virtual machine the same check took 0.60 s in one minute and 0.85 s in the next (its CPU time
/// moved with it), so the best of a few renders and the best of a few checks can come from different states of the
/// machine. Each pair's ratio compares two runs made seconds apart; the goal is judged on their median.
enum CheckBenchmark {
    /// One render and the check after it (and the failing check after that, when measured), wall ms.
    struct Pair {
        var renderMs: Double
        var checkMs: Double
        var failingMs: Double?
        var ratio: Double { renderMs / checkMs }
        /// The failing check's cost in renders.
        var failingRatio: Double? { failingMs.map { $0 / renderMs } }
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
        /// The median of the failing checks' costs in renders (the upper middle one for an even count: the figure
        /// never rounds in its favour); nil when not measured.
        var medianFailingRatio: Double? {
            let ratios = pairs.compactMap(\.failingRatio).sorted()
            return ratios.isEmpty ? nil : ratios[ratios.count / 2]
        }
    }

    /// Report lines; records the goldens first (not timed). `pairs` render + check (+ failing check) runs are timed.
    static func report(reel: String, scenario: String, pairs count: Int) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-check-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        let out = folder.appendingPathComponent("out").path
        let render = ["render", scenario, "--out", folder.appendingPathComponent("render").path, "--quiet"]
        let check = ["check", scenario, "--goldens", goldens, "--out", out, "--quiet"]
        let recorded = try SpawnTiming.sample(reel, check)
        guard recorded.status == 0 else { return ["check benchmark: recording the golden failed"] }
        let failing = try otherGoldens(reel: reel, scenario: scenario, in: folder).map {
            ["check", scenario, "--goldens", $0, "--out", out, "--update", "none", "--quiet"]
        }
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
            var pair = Pair(renderMs: rendered.wallMs, checkMs: passed.wallMs)
            if let failing {
                sync()
                let failed = try SpawnTiming.sample(reel, failing)
                guard failed.status == 1 else { return ["check benchmark: the check of a changed golden did not fail"] }
                pair.failingMs = failed.wallMs
            }
            pairs.append(pair)
        }
        return lines(Summary(pairs: pairs), reel: reel)
    }

    /// A goldens folder holding a golden of `scenario` on which every frame differs from its run: recorded from a copy
    /// whose template's background is one step brighter. Nil when the scenario names no template to copy.
    static func otherGoldens(reel: String, scenario: String, in folder: URL) throws -> String? {
        let source = URL(fileURLWithPath: scenario)
        guard var root = try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any],
            let name = root["template"] as? String
        else { return nil }
        let template =
            name.hasSuffix(".json")
            ? source.deletingLastPathComponent().appendingPathComponent(name)
            : URL(fileURLWithPath: "Sources/Reel/Resources/Templates/\(name).json")
        guard var look = try JSONSerialization.jsonObject(with: Data(contentsOf: template)) as? [String: Any],
            let background = look["background"] as? String, background.count == 7,
            let value = Int(background.dropFirst(), radix: 16)
        else { return nil }
        look["background"] = "#" + String(format: "%06x", value ^ 1)
        let changed = folder.appendingPathComponent("changed")
        try FileManager.default.createDirectory(at: changed, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: look).write(to: changed.appendingPathComponent("template.json"))
        root["template"] = "template.json"
        let copy = changed.appendingPathComponent(source.lastPathComponent)
        try JSONSerialization.data(withJSONObject: root).write(to: copy)
        let goldens = folder.appendingPathComponent("other-goldens").path
        let recorded = try SpawnTiming.sample(
            reel, ["check", copy.path, "--goldens", goldens, "--out", changed.appendingPathComponent("o").path, "-q"])
        return recorded.status == 0 ? goldens : nil
    }

    static func lines(_ summary: Summary, reel: String) -> [String] {
        let each = summary.pairs.map { pair in
            "\(fixed(pair.renderMs, 0))/\(fixed(pair.checkMs, 0))" + (pair.failingMs.map { "/\(fixed($0, 0))" } ?? "")
        }
        let failing = summary.medianFailingRatio != nil
        var lines = [
            "render vs passing check\(failing ? " vs failing check" : "") (\(reel)): \(summary.pairs.count) runs, "
                + "render/check\(failing ? "/failing" : "") ms " + each.joined(separator: ", "),
            "  best reel render \(fixed(summary.bestRenderMs, 0)) ms, best reel check \(fixed(summary.bestCheckMs, 0)) "
                + "ms (\(fixed(summary.bestRenderMs / max(summary.bestCheckMs, 1e-9), 2))×); median of the pairs' "
                + "ratios → check \(fixed(summary.medianRatio, 2))× faster (goal ≥ 3×)",
        ]
        if let ratio = summary.medianFailingRatio {
            lines.append(
                "  failing check, every frame differing: median \(fixed(ratio, 2))× its run's render (goal ≤ 1.5×)")
        }
        return lines
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
