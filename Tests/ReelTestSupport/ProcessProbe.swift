import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tests ask of a process by its pid.
public enum ProcessProbe {
    /// Whether `pid` is a live process: it exists and, on Linux, is not a zombie waiting to be reaped.
    public static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            return !stat.contains(") Z ")
        #else
            return true
        #endif
    }

    /// Waits up to `limit` for every process of `pids` to be gone (an orphan is reaped by init a moment after it is
    /// killed); true when none is left.
    public static func waitUntilGone(_ pids: [pid_t], limit: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while pids.contains(where: isAlive), ContinuousClock.now < deadline { usleep(20_000) }
        return !pids.contains(where: isAlive)
    }
}
