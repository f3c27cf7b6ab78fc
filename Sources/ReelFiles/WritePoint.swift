import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The points where reel changes files — a temporary file or staging folder created, a file renamed into place, a
/// staged golden file written, a golden swapped — numbered in the order a process reaches them, for the signal
/// harness (`scripts/signal-harness.py`), which stops reel at each of them in turn as SQLite's crash tests stop at
/// every I/O. Off unless the environment asks: `REEL_WRITE_POINTS_LOG=FILE` appends one line per point reached
/// (`N label`), `REEL_SIGNAL_AT=N:SIGNAL` (SIGNAL one of INT, TERM, KILL) sends the process that signal just before
/// point N happens.
public enum WritePoint {
    private struct Plan: Sendable {
        var at: Int?
        var signal: Int32 = SIGKILL
        var log: String?
    }

    private static let plan: Plan? = {
        let environment = ProcessInfo.processInfo.environment
        var plan = Plan(log: environment["REEL_WRITE_POINTS_LOG"])
        if let text = environment["REEL_SIGNAL_AT"] {
            let parts = text.split(separator: ":")
            plan.at = parts.first.flatMap { Int($0) }
            switch parts.count > 1 ? String(parts[1]) : "KILL" {
            case "INT": plan.signal = SIGINT
            case "TERM": plan.signal = SIGTERM
            default: plan.signal = SIGKILL
            }
        }
        return plan.at == nil && plan.log == nil ? nil : plan
    }()

    private static let count = Atomic<Int>(0)

    /// Notes that the process is about to `label` (a path and what happens to it).
    public static func reached(_ label: @autoclosure () -> String) {
        guard let plan else { return }
        let number = count.add(1, ordering: .sequentiallyConsistent).newValue
        if let log = plan.log, let handle = FileHandle(forWritingAtPath: log) ?? create(log) {
            handle.seekToEndOfFile()
            handle.write(Data("\(number) \(label())\n".utf8))
            try? handle.close()
        }
        guard number == plan.at else { return }
        kill(getpid(), plan.signal)
        // SIGINT and SIGTERM are handled on another thread: give the clean-up the moment it needs, so the signal
        // lands at this point rather than somewhere after it.
        usleep(200_000)
    }

    private static func create(_ path: String) -> FileHandle? {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }
}
