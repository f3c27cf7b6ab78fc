import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches one child process on a thread of its own, four times a second, and kills its process group when it passes
/// its deadline, or when reel has waited on it for the idle time while it moved no byte and used no CPU time, nor did
/// any other process of its group (Linux).
///
/// Time is the suspending clock's, and a gap between two looks far longer than the watch's period (the machine
/// slept, or reel itself was stopped with Ctrl-Z) is taken off both limits: neither counts time in which nothing
/// could run. CPU time is read from `/proc` on Linux and from `proc_pidinfo` on macOS.
final class ChildWatchdog: Sendable {
    private struct State {
        var pid: pid_t?
        var started: SuspendingClock.Instant?
        /// The last look, to find gaps in which reel did not run.
        var lastLook: SuspendingClock.Instant?
        /// How many calls are blocked on the child right now.
        var waiters = 0
        /// When the child last did something reel could see (moved a byte, used CPU), or the wait began.
        var lastActivity: SuspendingClock.Instant?
        /// Its CPU time at `lastActivity`, once read; and its group's, once read while the child itself was idle.
        var lastCPU: UInt64?
        var lastGroupCPU: UInt64?
        /// Why it was killed.
        var verdict: String?
        var ended = false
    }

    let limits: ChildLimits
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    /// The watch's period.
    static let period = Duration.milliseconds(250)

    init(limits: ChildLimits) {
        self.limits = limits
    }

    var pid: pid_t? { state.withLock { $0.pid } }
    var verdict: String? { state.withLock { $0.verdict } }

    /// Starts watching the started process `pid`; `isRunning` says whether it has not yet exited (once it has, its
    /// pid may be reaped and reused: it is never killed then).
    func watch(_ pid: pid_t, isRunning: @escaping @Sendable () -> Bool) {
        state.withLock {
            $0.pid = pid
            $0.started = .now
            $0.lastLook = .now
        }
        let thread = Thread { [self] in
            while !check(isRunning: isRunning) { _ = wake.wait(timeout: .now() + .milliseconds(250)) }
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
                state.lastGroupCPU = nil
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
    private func check(isRunning: () -> Bool) -> Bool {
        state.withLock { state in
            guard !state.ended, let pid = state.pid else { return true }
            guard state.verdict == nil else { return false }
            let now = SuspendingClock.now
            if let last = state.lastLook, now - last > Self.period * 8 {
                // Reel did not run meanwhile: the gap counts against neither limit.
                let gap = now - last - Self.period
                state.started = state.started.map { $0 + gap }
                state.lastActivity = state.lastActivity.map { $0 + gap }
            }
            state.lastLook = now
            var verdict: String?
            if let deadline = limits.deadline, let started = state.started, now - started > deadline {
                verdict = "did not finish within \(Self.words(deadline))"
            } else if state.waiters > 0, let cpu = Self.cpuTicks(of: pid) {
                if state.lastCPU != cpu {
                    if state.lastCPU != nil { state.lastActivity = now }
                    state.lastCPU = cpu
                } else if let group = Self.groupTicks(of: pid), state.lastGroupCPU != group {
                    // The child is idle but a process of its group is working (a wrapper script's ffmpeg).
                    if state.lastGroupCPU != nil { state.lastActivity = now }
                    state.lastGroupCPU = group
                } else if let last = state.lastActivity, now - last > limits.idle {
                    verdict = "stopped answering (no output and no CPU time for \(Self.words(limits.idle)))"
                }
            }
            // A child that has exited is not killed (nor blamed): its pid may already be reaped.
            if let verdict, isRunning() {
                state.verdict = verdict
                ChildGroup.kill(pid, leaderToo: true)
            }
            return false
        }
    }

    /// A duration in whole seconds, "15 s".
    static func words(_ duration: Duration) -> String {
        "\(duration.components.seconds) s"
    }

    /// The CPU time of the other processes of the group `pid` leads (Linux: every `/proc/N/stat` of that group), read
    /// only while the leader itself is idle; nil where it cannot be read.
    static func groupTicks(of pid: pid_t) -> UInt64? {
        #if os(Linux)
            var total: UInt64 = 0
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let member = pid_t(entry), member != pid, let stat = statFields(of: member),
                    stat.group == pid
                else { continue }
                total &+= stat.cpu
            }
            return total
        #else
            return nil
        #endif
    }

    /// The process's user and system CPU time (clock ticks from `/proc/PID/stat` on Linux, `proc_pidinfo`'s units on
    /// macOS: only its changes matter); nil where it cannot be read.
    static func cpuTicks(of pid: pid_t) -> UInt64? {
        #if os(Linux)
            return statFields(of: pid)?.cpu
        #elseif canImport(Darwin)
            var info = proc_taskinfo()
            let size = Int32(MemoryLayout<proc_taskinfo>.size)
            guard proc_pidinfo(pid, PROC_PIDTASKINFO, 0, &info, size) == size else { return nil }
            return info.pti_total_user &+ info.pti_total_system
        #else
            return nil
        #endif
    }

    /// The process group and the CPU time of a process, from `/proc/PID/stat` (Linux).
    static func statFields(of pid: pid_t) -> (group: pid_t, cpu: UInt64)? {
        #if os(Linux)
            let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = buffer.withUnsafeMutableBytes { SystemIO.read(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { return nil }
            return statFields(buffer[0..<count])
        #else
            return nil
        #endif
    }

    /// The process group (`pgrp`) and utime + stime from the text of `/proc/PID/stat`: the fields after the
    /// command's closing parenthesis (the command itself may hold spaces and parentheses) are the state, the parent,
    /// the group, then eight more, then utime and stime.
    static func statFields(_ stat: ArraySlice<UInt8>) -> (group: pid_t, cpu: UInt64)? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 12, let group = pid_t(String(decoding: fields[2], as: UTF8.self)),
            let user = UInt64(String(decoding: fields[11], as: UTF8.self)),
            let system = UInt64(String(decoding: fields[12], as: UTF8.self))
        else { return nil }
        return (group, user &+ system)
    }
}
