import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files and folders reel is writing right now (`.name.tmp` beside a file, a golden's staging folder),
/// so that a process stopped by SIGINT or SIGTERM can remove them before it exits.
///
/// A temporary file is created and registered under one lock, and `removeAllAndExit` holds that lock until the
/// process has ended: a file is either registered (and removed) or never created. A writer that already holds the
/// descriptor of a removed file writes into an unlinked inode, which the kernel frees at exit.
public final class TemporaryFiles: Sendable {
    /// The process's registry.
    public static let shared = TemporaryFiles()

    private struct State {
        /// Path → how many writers hold it (the same path may be staged twice in a row).
        var files: [String: Int] = [:]
        var folders: [String: Int] = [:]
        /// Child processes writing registered files (ffmpeg).
        var children: Set<pid_t> = []
    }

    private let state = Mutex(State())

    init() {}

    /// Creates (truncates) `url` for writing and registers it; returns the open descriptor. Throws `OutputError`
    /// naming `label` (the file the caller is writing) and the cause.
    public func create(_ url: URL, label: String) throws(OutputError) -> Int32 {
        WritePoint.reached("create \(url.path)")
        let result: Result<Int32, OutputError> = state.withLock { state in
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                return .failure(OutputError(path: label, message: "cannot create: \(Self.reason(errno))"))
            }
            state.files[url.path, default: 0] += 1
            return .success(descriptor)
        }
        return try result.get()
    }

    /// Creates the folder `url` (its parent exists) and registers it under one lock, as `create` does a file: a
    /// clean-up either finds it registered or it is never created. Throws `OutputError` naming `label`, `what` failed
    /// and the cause.
    public func createFolder(_ url: URL, label: String, doing what: String = "cannot create the folder")
        throws(OutputError)
    {
        WritePoint.reached("create folder \(url.path)")
        let failure: Int32? = state.withLock { state in
            guard mkdir(url.path, 0o755) == 0 else { return errno }
            state.folders[url.path, default: 0] += 1
            return nil
        }
        if let failure { throw OutputError(path: label, message: "\(what): \(Self.reason(failure))") }
    }

    /// Runs `body` so that a clean-up happens wholly before or wholly after it, never during: a clean-up that starts
    /// meanwhile waits for `body` to return, and once one has started `body` never runs (the process ends first).
    /// For the steps that must not interleave with removing registered folders: writing a file into one, and
    /// swapping a staged golden in. `body` must not call back into the registry (the lock is not reentrant).
    public func whole<Result: Sendable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try state.withLock { _ throws(Failure) -> Result in try body() }
    }

    /// Registers a file that something else creates (ffmpeg's output and log, an attempt of a size budget), before it
    /// is created, so that a clean-up removes it; `forget` it once it is renamed into place or removed.
    public func register(file url: URL) {
        state.withLock { $0.files[url.path, default: 0] += 1 }
    }

    /// Registers a folder reel is filling and will rename or remove itself.
    public func register(folder url: URL) {
        state.withLock { $0.folders[url.path, default: 0] += 1 }
    }

    /// Starts a child process (`start` returns its pid) and registers it in one step under the lock, so a clean-up
    /// either kills it or happens before it exists: a clean-up kills its process group and waits for it before
    /// removing files, so that it cannot create a file after the clean-up removed it (a signal sent to reel alone, as
    /// a CI runner sends one, does not reach the child). `forget(child:)` it once it has ended. `start` must not call
    /// back into the registry.
    public func startChild(_ start: () throws -> pid_t) throws {
        try state.withLock { state in
            _ = state.children.insert(try start())
        }
    }

    /// Kills every registered child's process group and waits for the child: a command that ends (or fails) while a
    /// child it started is still running leaves none behind. Called as the process exits.
    public func killChildren() {
        state.withLock { state in
            Self.killAndWait(state.children)
            state.children = []
        }
    }

    /// Forgets a child process once it has ended.
    public func forget(child pid: pid_t) {
        _ = state.withLock { $0.children.remove(pid) }
    }

    /// Forgets a file once it has been renamed into place or removed.
    public func forget(_ url: URL) {
        state.withLock { state in
            if let count = state.files[url.path] { state.files[url.path] = count > 1 ? count - 1 : nil }
        }
    }

    /// Removes a registered folder and forgets it, in one step that a clean-up cannot interleave with: two removals
    /// of one folder tree at once (the caller's and a clean-up's on SIGINT) can each fail on entries the other took
    /// first, and leave the folder behind.
    public func remove(folder url: URL) {
        state.withLock { state in
            try? FileManager.default.removeItem(at: url)
            if let count = state.folders[url.path] { state.folders[url.path] = count > 1 ? count - 1 : nil }
        }
    }

    /// Forgets a folder once it has been renamed into place or removed.
    public func forget(folder url: URL) {
        state.withLock { state in
            if let count = state.folders[url.path] { state.folders[url.path] = count > 1 ? count - 1 : nil }
        }
    }

    /// The registered paths (files, then folders), sorted.
    public var registered: [String] {
        state.withLock { $0.files.keys.sorted() + $0.folders.keys.sorted() }
    }

    /// Kills every registered child's process group and waits for the child, removes every registered file and
    /// folder, writes `line` (if any) to stderr and ends the process with `code` without running exit handlers or
    /// flushing stdio (a thread blocked in a write may hold a stdio lock). The lock is never released, so no writer
    /// creates a temporary file after this. Not for a signal handler: call it from a normal thread (the one that
    /// reads the signal pipe).
    public func removeAllAndExit(code: Int32, line: String?) -> Never {
        state.withLock { state -> Never in
            Self.killAndWait(state.children)
            for path in state.files.keys { unlink(path) }
            for path in state.folders.keys { try? FileManager.default.removeItem(atPath: path) }
            if let line {
                let bytes = Array((line + "\n").utf8)
                _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
            _exit(code)
        }
    }

    /// Kills each child's process group and waits for the child.
    private static func killAndWait(_ children: Set<pid_t>) {
        for pid in children {
            ChildGroup.kill(pid, leaderToo: true)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)  // ECHILD when Foundation reaped it first: it has ended either way
        }
    }

    /// The text of an `errno` value.
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
