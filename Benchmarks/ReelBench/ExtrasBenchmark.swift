import Foundation

/// What the extras cost: `reel render` against `reel render --report` of the same scenario in pairs (each a child
/// process started after `sync()`, the ratio judged on the median of the pairs, as `CheckBenchmark` does), and the
/// peak memory of `reel animate` on the frames of that run (`PeakBenchmark`).
enum ExtrasBenchmark {
    /// Report lines. `benchmark` is this program (it starts `reel animate` from a small child of its own).
    static func report(reel: String, scenario: String, pairs count: Int, benchmark: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-extras-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("render").path
        let reported = folder.appendingPathComponent("report").path
        var pairs: [(render: Double, report: Double)] = []
        for _ in 0..<max(1, count) {
            sync()
            let render = try SpawnTiming.sample(reel, ["render", scenario, "--out", plain, "--quiet"])
            sync()
            let report = try SpawnTiming.sample(reel, ["render", scenario, "--out", reported, "--report", "--quiet"])
            guard render.status == 0, report.status == 0 else { return ["extras benchmark: reel render failed"] }
            pairs.append((render.wallMs, report.wallMs))
        }
        let ratios = pairs.map { $0.report / $0.render }.sorted()
        let median = ratios[(ratios.count - 1) / 2]
        let each = pairs.map { "\(fixed($0.render, 0))/\(fixed($0.report, 0))" }.joined(separator: ", ")
        var lines = [
            "render vs render --report (\(reel)): \(pairs.count) pairs, ms \(each)",
            "  median of the pairs' ratios → --report adds \(fixed((median - 1) * 100, 0))% (goal ≤ 25%)",
        ]
        let cases: [(String, String, [String])] = [
            ("gif, default size", "gif", ["--format", "gif"]),
            ("gif at the frames' size", "gif", ["--format", "gif", "--scale", "1"]),
            ("apng at the frames' size", "apng", ["--format", "apng"]),
        ]
        for (label, ext, options) in cases {
            let gif = folder.appendingPathComponent("animation.\(ext)").path
            let arguments = [reel, "animate", reported, "--out", gif, "--quiet"] + options
            let peak = try PeakBenchmark.measure(benchmark: benchmark, arguments)
            let size = ((try? FileManager.default.attributesOfItem(atPath: gif))?[.size] as? NSNumber)?.intValue ?? 0
            lines.append(
                peak.map {
                    "reel animate, \(label): peak RSS \(fixed($0.megabytes, 0)) MB (goal ≤ 300 MB), "
                        + "\(fixed(Double(size) / 1_000_000, 2)) MB file, \(fixed($0.wallMs / 1000, 1)) s"
                } ?? "reel animate, \(label): failed")
        }
        return lines
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}

/// The peak memory of a program on its own. A child started by a process that has used much memory (this benchmark,
/// after rendering in-process) is charged that process's peak by Linux, so the program is started by a small child
/// of this benchmark (`reel-bench --peak-of PROGRAM ARGS…`), which prints what `wait4` says of it.
enum PeakBenchmark {
    /// Peak RSS and wall time of `arguments` (program first), or nil when it failed.
    static func measure(benchmark: String, _ arguments: [String]) throws -> (megabytes: Double, wallMs: Double)? {
        let result = try ChildProcess.run(benchmark, ["--peak-of"] + arguments)
        let fields = result.output.split(whereSeparator: \.isWhitespace)
        guard result.status == 0, fields.count == 3, fields[0] == "0", let megabytes = Double(fields[1]),
            let wall = Double(fields[2])
        else { return nil }
        return (megabytes, wall)
    }

    /// The child's side: runs the program and prints "status peak-MB wall-ms".
    static func run(_ arguments: [String]) throws {
        guard let program = arguments.first else { return }
        let sample = try SpawnTiming.sample(program, Array(arguments.dropFirst()))
        print("\(sample.status) \(sample.maxRSSMB) \(sample.wallMs)")
    }
}
