import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program reel starts and talks to through pipes (ffmpeg; reel itself as a panel or schedule worker), made so that
/// it can never keep reel waiting for ever:
///
/// - it runs in a process group of its own (Foundation makes the child a group leader on Linux), and every stop —
///   the end of its work, `stop()`, a deadline, a clean-up on SIGINT or SIGTERM (`TemporaryFiles`) — kills the whole
///   group, so a helper the program started cannot outlive reel;
/// - a watchdog (`ChildWatchdog`) kills it when it passes its `ChildLimits.deadline`, or when reel has been waiting
///   on it (`read`, `write`, `wait`, `waiting`) for the limits' `idle` time while it moved no byte and used no CPU:
///   a stuck program, a stopped one, or one blocked on something that never comes.
///
/// What the program writes on standard error is kept (its last line ends a failure's message) or the caller's to read
/// (`errorOutput`), on a thread of its own either way, so a talkative program never blocks.
public final class ChildProcess {
    /// How the process ended.
    public struct Ending: Sendable, Equatable {
        /// Killed by a signal (`status` is its number), else it exited with `status`.
        public var signalled: Bool
        public var status: Int32

        public init(signalled: Bool, status: Int32) {
            self.signalled = signalled
            self.status = status
        }
    }

    /// The program.
    public let executable: URL
    public let arguments: [String]
    private let process = Process()
    /// Whether standard input and output are piped.
    private let pipesInput: Bool
    private let pipesOutput: Bool
    /// The pipes, made as the program starts (under the registry's lock, see `start()`).
    private var input: Pipe?
    private var output: Pipe?
    private var errors: Pipe?
    private let watchdog: ChildWatchdog
    private let keptErrors: KeptErrors?
    private var ending: Ending?

    /// A process of `executable` with `arguments`, not yet started; `input` and `output` say whether its standard
    /// input and output are pipes reel writes and reads (else /dev/null); `keepErrors` whether its standard error is
    /// kept (`lastErrorLine`) rather than read by the caller.
    public init(
        executable: URL, arguments: [String], input: Bool, output: Bool, keepErrors: Bool = true, limits: ChildLimits
    ) {
        self.executable = executable
        self.arguments = arguments
        pipesInput = input
        pipesOutput = output
        keptErrors = keepErrors ? KeptErrors() : nil
        watchdog = ChildWatchdog(limits: limits)
    }

    /// The read end of the program's standard error, once started (a process made with `keepErrors: false`).
    public var errorOutput: FileHandle? { errors?.fileHandleForReading }

    /// The last line the program wrote on standard error, once it has ended (a process made with `keepErrors`).
    public var lastErrorLine: String? { keptErrors?.lastLine }

    /// The read end of the program's standard output, once started (a process made with `output: true`).
    public var outputHandle: FileHandle? { output?.fileHandleForReading }

    /// The process identifier once started, else nil.
    public var processIdentifier: pid_t? { watchdog.pid }

    /// Starts the program and its watchdog. Throws Foundation's error when it cannot be started.
    public func start() throws {
        // Foundation calls a folder a missing file.
        var status = stat()
        if stat(executable.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))
        }
        process.executableURL = executable
        process.arguments = arguments
        // A program that stops reading closes its input: a write must fail with EPIPE, not kill reel with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        // Registered and started under the registry's lock: a clean-up either finds it registered or finds none. The
        // pipes are made under it too: Foundation's pipes are inheritable, and one made on another thread while this
        // child is spawned would leak into it (its reader would then never see the end of the stream).
        try TemporaryFiles.shared.startChild { () throws -> pid_t in
            let (input, output, errors) = (pipesInput ? Pipe() : nil, pipesOutput ? Pipe() : nil, Pipe())
            (self.input, self.output, self.errors) = (input, output, errors)
            process.standardInput = input ?? FileHandle.nullDevice
            process.standardOutput = output ?? FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            return process.processIdentifier
        }
        // Frames are megabytes: a 1 MiB pipe (Linux's default limit for an unprivileged process) moves one in a few
        // writes instead of hundreds of 64 KiB ones, each waking the other side.
        #if os(Linux)
            let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ (<fcntl.h>, _GNU_SOURCE only, so not imported)
            for pipe in [input?.fileHandleForWriting, output?.fileHandleForReading] {
                if let pipe { _ = fcntl(pipe.fileDescriptor, setPipeSize, Int32(1 << 20)) }
            }
        #endif
        watchdog.watch(process.processIdentifier) { [process] in process.isRunning }
        if let errors { keptErrors?.drain(errors.fileHandleForReading) }
    }

    /// Writes `bytes` to the program's standard input; false when it stopped reading (or was stopped).
    public func write(_ bytes: [UInt8]) -> Bool {
        guard let descriptor = input?.fileHandleForWriting.fileDescriptor else { return false }
        return watchdog.waiting {
            bytes.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let wrote = SystemIO.write(descriptor, raw.baseAddress! + done, raw.count - done)
                    if wrote < 0, errno == EINTR { continue }
                    guard wrote > 0 else { return false }
                    done += wrote
                    watchdog.moved()
                }
                return true
            }
        }
    }

    /// Reads exactly `count` bytes of the program's standard output; nil at its end (fewer bytes left).
    public func read(exactly count: Int) -> [UInt8]? {
        guard let descriptor = output?.fileHandleForReading.fileDescriptor else { return nil }
        return watchdog.waiting {
            var complete = false
            // Frames are megabytes: the buffer is filled by `read` straight away, never zeroed first.
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var filled = 0
                while filled < count, let base = buffer.baseAddress {
                    let got = SystemIO.read(descriptor, base + filled, count - filled)
                    if got < 0, errno == EINTR { continue }
                    guard got > 0 else { break }
                    filled += got
                    watchdog.moved()
                }
                // Bytes a short read left unwritten are zeroed, so the array never holds uninitialised memory.
                if filled < count, let base = buffer.baseAddress {
                    (base + filled).initialize(repeating: 0, count: count - filled)
                }
                initialized = count
                complete = filled == count
            }
            return complete ? bytes : nil
        }
    }

    /// Runs `body`, which blocks on the program (reads its output through `outputHandle`), as a wait the watchdog
    /// watches: a program that moves nothing and uses no CPU for the idle time meanwhile is killed.
    public func waiting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try watchdog.waiting(body)
    }

    /// Closes the program's standard input (it sees the end of its input).
    public func closeInput() {
        try? input?.fileHandleForWriting.close()
    }

    /// Closes standard input and output, waits for the program to exit, then kills what is left of its process
    /// group (a helper it started). Nil when it never started.
    @discardableResult
    public func wait() -> Ending? {
        if let ending { return ending }
        guard let pid = watchdog.pid else { return nil }
        closeInput()
        // Output no one reads any more would keep a writing program blocked: closed, it sees EPIPE and ends.
        try? output?.fileHandleForReading.close()
        watchdog.waiting { process.waitUntilExit() }
        ChildGroup.kill(pid, leaderToo: false)  // the leader has exited; a helper it started may not have
        TemporaryFiles.shared.forget(child: pid)
        watchdog.ended()
        keptErrors?.waitUntilDrained()
        let ending = Ending(
            signalled: process.terminationReason == .uncaughtSignal, status: process.terminationStatus)
        self.ending = ending
        return ending
    }

    /// Stops the program early (no more of its work is needed) and waits for it. With `grace`, it is first sent
    /// SIGTERM and given that long to end by itself (reel's own workers then remove their temporary files); then, or
    /// at once, its whole group is killed.
    public func stop(grace: Duration? = nil) {
        if let pid = watchdog.pid, ending == nil {
            if let grace, process.isRunning {
                _ = kill(pid, SIGTERM)
                let deadline = ContinuousClock.now + grace
                while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
            }
            // Once Foundation has reaped the leader its pid may be another process's: only the group is signalled.
            ChildGroup.kill(pid, leaderToo: process.isRunning)
        }
        wait()
    }

    /// Whether the program was started and has not been waited for.
    public var isRunning: Bool { watchdog.pid != nil && ending == nil }

    /// Why the watchdog killed the program (e.g. "did not finish within 60 s"), or nil when it did not.
    public var killedBecause: String? { watchdog.verdict }

    /// Why the program failed, for a failure's line: why reel killed it, else its last line on standard error, else
    /// how it ended.
    public var failureReason: String {
        killedBecause == nil ? lastErrorLine ?? endingDescription : endingDescription
    }

    /// How the program ended, in words for a failure's line: the watchdog's reason, the signal or the exit status;
    /// "it did not start" when it never ran.
    public var endingDescription: String {
        if let reason = killedBecause { return "it \(reason), so reel killed it" }
        guard let ending else { return isRunning ? "it is still running" : "it did not start" }
        return ending.signalled ? "it was killed by signal \(ending.status)" : "it exited with status \(ending.status)"
    }

    /// Why `start()` failed, in the system's words rather than Foundation's error wrapping ("No such file or
    /// directory", "Permission denied").
    public static func reason(startFailure error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
            default: break
            }
        }
        return error.localizedDescription
    }

    deinit {
        if isRunning { stop() }
    }
}

/// A child's standard error, read to its end on a thread of its own and kept (its last 64 KiB).
private final class KeptErrors: Sendable {
    private let text = Mutex<[UInt8]>([])
    private let drained = DispatchSemaphore(value: 0)
    private let draining = Mutex(false)

    func drain(_ handle: FileHandle) {
        draining.withLock { $0 = true }
        Thread.detachNewThread { [self] in
            let descriptor = handle.fileDescriptor
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { SystemIO.read(descriptor, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                text.withLock { kept in
                    kept += chunk[0..<count]
                    if kept.count > 1 << 16 { kept.removeFirst(kept.count - (1 << 16)) }
                }
            }
            drained.signal()
        }
    }

    func waitUntilDrained() {
        guard draining.withLock({ $0 }) else { return }
        drained.wait()
        drained.signal()
    }

    /// The last line said; one that trails off (`… --`, as ffmpeg ends a line whose cause it said just before) comes
    /// after the line before it: `Could not write header …: No space left on device (Error initializing …)`.
    var lastLine: String? {
        let kept = text.withLock { $0 }
        let lines = String(decoding: kept, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let last = lines.last else { return nil }
        guard last.hasSuffix("--"), lines.count > 1 else { return last }
        let trailing = last.dropLast(2).trimmingCharacters(in: .whitespaces)
        return lines[lines.count - 2] + (trailing.isEmpty ? "" : " (\(trailing))")
    }
}

/// The C library's `read` and `write`, named apart from the methods that use them.
enum SystemIO {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}

/// Killing a child's process group.
public enum ChildGroup {
    /// Sends SIGKILL to the process group `pid` leads; with `leaderToo` (the child has not been waited for), to `pid`
    /// itself as well when there is no such group (a system where the child was not made a group leader). Once the
    /// leader has been waited for, only the group is signalled: its number stays taken while a member lives, while
    /// the leader's own number may already belong to another process.
    public static func kill(_ pid: pid_t, leaderToo: Bool) {
        guard pid > 0 else { return }
        #if canImport(Glibc)
            let group = Glibc.kill(-pid, SIGKILL)
            if group != 0, leaderToo { _ = Glibc.kill(pid, SIGKILL) }
        #else
            let group = Darwin.kill(-pid, SIGKILL)
            if group != 0, leaderToo { _ = Darwin.kill(pid, SIGKILL) }
        #endif
    }
}
