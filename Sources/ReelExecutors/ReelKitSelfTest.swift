import Foundation
import Synchronization

/// A self-test of the toolchain behaviour ReelKit's determinism rests on: Swift's experimental `ExecutorFactory`
/// (`_createExecutors`) and `SchedulingExecutor`, verified on Swift 6.3.1. It runs a tiny program in the shapes user
/// code takes — a `@MainActor` task awaiting a continuation the driver resumes, a `Task.detached` that sleeps on
/// virtual time, a `@MainActor` task hopping to a nonisolated async function — in a fresh session, and checks that
/// every job ran on the driver's thread in the one expected order. If a toolchain changes how tasks are enqueued, it
/// fails with one line naming the toolchain instead of letting a run produce nondeterministic frames.
package enum ReelKitSelfTest {
    /// What the program logs, in order, where the toolchain behaves as reel expects.
    package static let expected = [
        "main task starts", "detached runs", "nonisolated work", "second main task got 7", "driver: frame 1",
        "main task resumed with bytes", "detached woke at 48.0",
    ]

    /// The toolchain this build of reel was compiled with, as the error names it.
    package static var toolchain: String {
        #if compiler(>=6.4)
            let compiler = "Swift 6.4 or later (ReelKit was verified on Swift 6.3.1)"
        #elseif compiler(>=6.3)
            let compiler = "Swift 6.3"
        #else
            let compiler = "Swift older than 6.3 (ReelKit was verified on Swift 6.3.1)"
        #endif
        #if os(Linux)
            return compiler + " on Linux"
        #elseif os(macOS)
            return compiler + " on macOS"
        #else
            return compiler
        #endif
    }

    private static let firstResult = Mutex<Result<Void, ExecutorSetupError>?>(nil)

    /// Runs the self-test the first time it is called in the process; later calls return the first result. Does
    /// nothing when a session is active on the calling thread (the test needs a session of its own).
    package static func runOnce() throws(ExecutorSetupError) {
        guard SimulationExecutors.active == nil else { return }
        let result = firstResult.withLock { result in
            if let result { return result }
            let outcome = Result { () throws(ExecutorSetupError) in try check(run()) }
            result = outcome
            return outcome
        }
        try result.get()
    }

    /// Runs the program in a fresh session on the calling thread and returns its log; a line logged off that thread
    /// starts with "off the driver thread: ".
    package static func run() throws(ExecutorSetupError) -> [String] {
        let session = try ExecutorSession()
        let driver = ThreadIdentity.current
        let log = Mutex<[String]>([])
        let add: @Sendable (String) -> Void = { line in
            let prefix = ThreadIdentity.current == driver ? "" : "off the driver thread: "
            log.withLock { $0.append(prefix + line) }
        }
        // nonisolated(unsafe): on a toolchain reel supports, written by the main task's first job and read by the
        // driver after the drain that ran it, both on this thread. A job that ran elsewhere is marked in the log, and
        // the check fails whatever the driver read here.
        nonisolated(unsafe) var resume: CheckedContinuation<String, Never>?
        session.run {
            MainActor.assumeIsolated {
                Task { @MainActor in
                    add("main task starts")
                    let value = await withCheckedContinuation { resume = $0 }
                    add("main task resumed with \(value)")
                }
                Task.detached {
                    add("detached runs")
                    try? await VirtualSleep.sleep(for: .milliseconds(40))
                    add("detached woke at \(session.nowMs)")
                }
                Task { @MainActor in
                    let hop = await nonisolatedWork(add)
                    add("second main task got \(hop)")
                }
            }
            session.drain()
            add("driver: frame 1")
            resume?.resume(returning: "bytes")
            session.drain()
            for t in stride(from: 16.0, through: 64, by: 16) {
                session.advance(to: t)
                session.drain()
            }
        }
        return log.withLock { $0 }
    }

    /// Throws, naming the toolchain and the first difference, when `observed` is not the expected log.
    package static func check(_ observed: [String]) throws(ExecutorSetupError) {
        guard observed != expected else { return }
        let index =
            zip(observed, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(observed.count, expected.count)
        let saw = index < observed.count ? "\"\(observed[index])\"" : "nothing"
        let wanted = index < expected.count ? "\"\(expected[index])\"" : "nothing"
        throw ExecutorSetupError(
            "the executor self-test failed on \(toolchain): job \(index + 1) was \(saw), expected \(wanted) "
                + "(reel's executors no longer capture every job of user code; pin the toolchain to Swift 6.3.1)")
    }

    private nonisolated static func nonisolatedWork(_ add: @Sendable (String) -> Void) async -> Int {
        add("nonisolated work")
        return 7
    }
}
