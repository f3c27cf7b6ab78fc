import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches one child process on a thread of its own, four times a second, and kills its process group when it passes
/// its deadline, or when reel has waited on it for the idle time while it moved no byte and used no CPU time.
///
/// CPU time is read from `/proc/PID/stat` (Linux); where that is not available, only the deadline applies.
final class ChildWatchdog: Sendable {
    private struct State {
        var pid: pid_t?
        var started: ContinuousClock.Instant?
        /// How many calls are blocked on the child right now.
        var waiters = 0
        /// When the child last did something reel could see (moved a byte, used CPU), or the wait began.
        var lastActivity: ContinuousClock.Instant?
        /// Its CPU time in clock ticks at `lastActivity`, once read.
        var lastCPU: UInt64?
        /// Why it was killed.
        var verdict: String?
        var ended = false
    }

    let limits: ChildLimits
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    init(limits: ChildLimits) {
        self.limits = limits
    }

    var pid: pid_t? { state.withLock { $0.pid } }
    var verdict: String? { state.withLock { $0.verdict } }

    /// Starts watching the started process `pid`.
    func watch(_ pid: pid_t) {
        state.withLock {
            $0.pid = pid
            $0.started = .now
        }
        let thread = Thread { [self] in
            while !check() { _ = wake.wait(timeout: .now() + .milliseconds(250)) }
        }
        thread.stackSize = 128 << 10
        thread.start()
    }

    /// Runs `body` as a wait on the child.
    func waiting<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.withLock { state in
            if state.waiters == 0 {
                state.lastActivity = .now
                state.lastCPU = nil
            }
            state.waiters += 1
        }
        defer { state.withLock { $0.waiters -= 1 } }
        return try body()
    }

    /// Bytes moved through a pipe: the child is answering.
    func moved() {
        state.withLock { $0.lastActivity = .now }
    }

    /// The child has been waited for: the watch ends.
    func ended() {
        state.withLock { $0.ended = true }
        wake.signal()
    }

    /// One look at the child; true when the watch is over.
    private func check() -> Bool {
        state.withLock { state in
            guard !state.ended, let pid = state.pid else { return true }
            guard state.verdict == nil else { return false }
            let now = ContinuousClock.now
            if let deadline = limits.deadline, let started = state.started, now - started > deadline {
                state.verdict = "did not finish within \(Self.words(deadline))"
            } else if state.waiters > 0, let cpu = Self.cpuTicks(of: pid) {
                if state.lastCPU != cpu {
                    if state.lastCPU != nil { state.lastActivity = now }
                    state.lastCPU = cpu
                } else if let last = state.lastActivity, now - last > limits.idle {
                    state.verdict = "stopped answering (no output and no CPU time for \(Self.words(limits.idle)))"
                }
            }
            // Killed under the lock, before `ended` can be set: the child has not been waited for, so `pid` is
            // still its own.
            if state.verdict != nil { ChildGroup.kill(pid, leaderToo: true) }
            return false
        }
    }

    /// A duration in whole seconds, "15 s".
    static func words(_ duration: Duration) -> String {
        "\(duration.components.seconds) s"
    }

    /// The process's user and system CPU time in clock ticks, from `/proc/PID/stat`; nil where it cannot be read.
    static func cpuTicks(of pid: pid_t) -> UInt64? {
        #if os(Linux)
            let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = buffer.withUnsafeMutableBytes { ChildIO.read(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { return nil }
            return cpuTicks(stat: buffer[0..<count])
        #else
            return nil
        #endif
    }

    /// utime + stime from the text of `/proc/PID/stat`: the fields after the command's closing parenthesis (the
    /// command itself may hold spaces and parentheses) are the state, then ten more, then utime and stime.
    static func cpuTicks(stat: ArraySlice<UInt8>) -> UInt64? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 12, let user = UInt64(String(decoding: fields[11], as: UTF8.self)),
            let system = UInt64(String(decoding: fields[12], as: UTF8.self))
        else { return nil }
        return user &+ system
    }
}
