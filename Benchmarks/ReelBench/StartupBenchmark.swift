import Foundation

/// Start-up of `reel --version` and of every command (`--help`), against a Swift program that imports Foundation
/// only, each a child process (median wall time).
enum StartupBenchmark {
    /// The commands whose start-up is timed.
    static let commands = ["render", "check", "diff", "compare", "validate", "serve", "animate"]

    /// Report lines; `reel` and `foundationOnly` are executables.
    static func report(reel: String, foundationOnly: String, runs: Int = 21) throws -> [String] {
        let baseline = try SpawnTiming.median(foundationOnly, [], runs: runs)
        let version = try SpawnTiming.median(reel, ["--version"], runs: runs)
        var lines = [
            "start-up (posix_spawn to exit, median of \(runs)): Foundation-only Swift program "
                + "\(fixed(baseline.wallMs)) ms wall, \(fixed(baseline.cpuMs)) ms CPU; reel --version "
                + "\(fixed(version.wallMs)) ms wall, \(fixed(version.cpuMs)) ms CPU "
                + "→ \(fixed(version.wallMs / baseline.wallMs))× the baseline's wall time"
        ]
        var slowest = ("--version", version.wallMs)
        var each: [String] = []
        for command in commands {
            let sample = try SpawnTiming.median(reel, [command, "--help"], runs: max(5, runs / 3))
            each.append("\(command) \(fixed(sample.wallMs))")
            if sample.wallMs > slowest.1 { slowest = (command, sample.wallMs) }
        }
        lines.append("  reel <command> --help ms (wall): " + each.joined(separator: ", "))
        lines.append("  slowest: \(slowest.0) \(fixed(slowest.1)) ms (goal ≤ 10 ms)")
        return lines
    }

    static func fixed(_ value: Double) -> String { String(format: "%.1f", value) }
}
