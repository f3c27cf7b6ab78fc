import Foundation

/// Start-up of `reel --version` and of every command (`--help`), against a Swift program that imports Foundation
/// only, each a child process (median wall time).
enum StartupBenchmark {
    /// The commands whose start-up is timed.
    static let commands = ["render", "check", "diff", "compare", "validate", "serve", "animate"]

    /// Report lines; `reel` and `foundationOnly` are executables.
    static func report(reel: String, foundationOnly: String, runs: Int = 21) throws -> [String] {
        let baseline = try ChildProcess.medianMs(foundationOnly, [], runs: runs)
        let version = try ChildProcess.medianMs(reel, ["--version"], runs: runs)
        var lines = [
            "start-up: Foundation-only Swift program \(fixed(baseline)) ms; reel --version \(fixed(version)) ms "
                + "→ \(fixed(version / baseline))× the baseline"
        ]
        var slowest = ("--version", version)
        var each: [String] = []
        for command in commands {
            let ms = try ChildProcess.medianMs(reel, [command, "--help"], runs: max(5, runs / 3))
            each.append("\(command) \(fixed(ms))")
            if ms > slowest.1 { slowest = (command, ms) }
        }
        lines.append("  reel <command> --help ms: " + each.joined(separator: ", "))
        lines.append("  slowest: \(slowest.0) \(fixed(slowest.1)) ms (goal ≤ 10 ms)")
        return lines
    }

    static func fixed(_ value: Double) -> String { String(format: "%.1f", value) }
}
