import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Start-up timing of a child process without Foundation's `Process` in the way: `posix_spawn` with output to
/// /dev/null, then `wait4` for the child's own CPU time. `Process` on Linux closes every descriptor up to the limit
/// before `exec` (20,000 here), which added ~55 ms to every run and hid the programs' own start-up.
enum SpawnTiming {
    /// Wall time from spawn to exit and the child's user + system CPU time, both in ms, and its exit status.
    struct Sample {
        var wallMs: Double
        var cpuMs: Double
        /// The exit status, or 128 + the signal that ended the child.
        var status: Int32 = 0
        /// The child's peak resident memory in MB (`ru_maxrss`). A child started with `posix_spawn` shares its
        /// parent's memory until `exec`, and Linux counts the parent's peak up to then as the child's: only a small
        /// parent measures a child's own peak (see `PeakBenchmark`).
        var maxRSSMB: Double = 0
    }

    /// The failure to start `executable`.
    struct SpawnError: Error, CustomStringConvertible {
        var executable: String
        var code: Int32
        var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
    }

    /// Runs `executable` once.
    static func sample(_ executable: String, _ arguments: [String]) throws -> Sample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw SpawnError(executable: executable, code: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = clock.now - start
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        return Sample(
            wallMs: Double(wall.components.seconds) * 1000 + Double(wall.components.attoseconds) * 1e-15,
            cpuMs: ms(usage.ru_utime) + ms(usage.ru_stime),
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            maxRSSMB: Double(usage.ru_maxrss) / 1024)
    }

    /// The medians of `runs` runs' wall and CPU times (after one warm-up run).
    static func median(_ executable: String, _ arguments: [String], runs: Int) throws -> Sample {
        _ = try sample(executable, arguments)
        let samples = try (0..<max(1, runs)).map { _ in try sample(executable, arguments) }
        let walls = samples.map(\.wallMs).sorted()
        let cpus = samples.map(\.cpuMs).sorted()
        return Sample(wallMs: walls[walls.count / 2], cpuMs: cpus[cpus.count / 2])
    }
}
