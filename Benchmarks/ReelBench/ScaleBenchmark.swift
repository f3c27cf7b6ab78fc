import Foundation
import Reel

/// Peak memory of big runs, each in a child process of `reel-bench` (`--scale-case NAME`) so peaks do not mix: a
/// 100k-item scroll and a ~2k-frame run, both with a 64 MB image cache. Goal: peak RSS under the cache limit + 100 MB.
enum ScaleBenchmark {
    /// The image cache of both cases, in MB.
    static let cacheMB = 64.0

    /// The cases: a name and its scenario JSON.
    static let cases: [(name: String, json: String)] = [
        ("100k-items", scenario("scale-100k-items", items: 100_000, flings: 2, velocity: 9_000, waitMs: 1_500)),
        // At 1× (390×844 px frames) so that its ~2k frames take ~0.3 GB of disk rather than 1 GB.
        ("2k-frames", scenario("scale-2k-frames", items: 2_000, flings: 12, velocity: 4_000, waitMs: 2_900, scale: 1)),
    ]

    /// A quickstart-like scenario that flings down and up `flings` times.
    static func scenario(
        _ name: String, items: Int, flings: Int, velocity: Int, waitMs: Int, scale: Int = 2
    ) -> String {
        let script = (0..<flings).map { index in
            "{ \"fling\": { \"velocity\": \(index % 2 == 0 ? velocity : -velocity), \"deceleration\": \"normal\" } }, "
                + "{ \"wait\": { \"ms\": \(waitMs) } }"
        }
        return """
            { "name": "\(name)", "canvas": { "width": 390, "height": 844, "scale": \(scale), "fps": 60 },
              "template": "photo-grid", "items": { "count": \(items) },
              "network": { "seed": 7, "latency": { "median_ms": 120, "p95_ms": 400 } },
              "pipeline": { "max_concurrent": 6, "memory_cache_mb": \(Int(cacheMB)) },
              "prefetch": { "enabled": true, "lead_screens": 1, "trail_screens": 0 },
              "binding": "cancel-clear-verify", "script": [\(script.joined(separator: ", "))] }
            """
    }

    /// Runs every case in a child process; report lines.
    static func report(benchmark: String) throws -> [String] {
        var lines: [String] = []
        for (name, _) in cases {
            let result = try ChildProcess.run(benchmark, ["--scale-case", name])
            let fields = result.output.split(separator: " ")
            guard result.status == 0, fields.count == 3, let frames = Int(fields[0]), let rss = Double(fields[1]),
                let seconds = Double(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
            else {
                lines.append("scale \(name): the child process failed (status \(result.status))")
                continue
            }
            let limit = cacheMB + 100
            lines.append(
                "scale \(name): \(frames) frames in \(String(format: "%.1f", seconds)) s, peak RSS "
                    + "\(String(format: "%.0f", rss)) MB "
                    + "(goal < \(Int(limit)) MB: image cache \(Int(cacheMB)) MB + 100) "
                    + "→ \(String(format: "%.2f", rss / limit))× the limit")
        }
        return lines
    }

    /// The child's side: renders case `name` and prints "frames peak-MB seconds".
    static func runCase(_ name: String, workers: Int?) throws {
        guard let json = cases.first(where: { $0.name == name })?.json else {
            throw ScaleCaseError(name: name)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-scale-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).json")
        try Data(json.utf8).write(to: file)
        let loaded = try LoadedScenario.load(path: file.path)
        let result = try Runner.run(
            loaded, options: RunOptions(outputDirectory: folder.appendingPathComponent("run"), workers: workers))
        print("\(result.frameCount) \(PeakMemory.megabytes() ?? 0) \(result.timings.total)")
    }
}

/// `--scale-case` named no case.
struct ScaleCaseError: Error, CustomStringConvertible {
    var name: String
    var description: String {
        "--scale-case \(name): expected one of \(ScaleBenchmark.cases.map(\.name).joined(separator: ", "))"
    }
}
