import Foundation
import ReelTestSupport
import Synchronization
import Testing

@testable import ReelExecutors
@testable import ReelKit

/// A log that jobs of the user's code append to; read by the test after the session drained.
final class JobLog: Sendable {
    private let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

@Suite(.serialized, .tags(.concurrency)) struct ExecutorSessionTests {
    /// A small program in the shapes user code takes: `@MainActor` tasks, a continuation the driver resumes, a
    /// detached task, a nonisolated async hop and a virtual sleep. Returns the order its jobs ran in.
    static func program(session: ExecutorSession) -> [String] {
        let log = JobLog()
        nonisolated(unsafe) var resume: CheckedContinuation<String, Never>?
        session.run {
            MainActor.assumeIsolated {
                Task { @MainActor in
                    log.add("main task starts")
                    let value = await withCheckedContinuation { resume = $0 }
                    log.add("main task resumed with \(value)")
                }
                Task.detached {
                    log.add("detached runs")
                    try? await Task.sleep(for: .milliseconds(40))
                    log.add("detached woke at \(session.nowMs)")
                }
                Task { @MainActor in
                    let hop = await Self.nonisolatedWork(log)
                    log.add("second main task got \(hop)")
                }
            }
            session.drain()
            log.add("— frame 1")
            resume?.resume(returning: "bytes")
            session.drain()
            for t in stride(from: 16.0, through: 64, by: 16) {
                session.advance(to: t)
                session.drain()
            }
        }
        return log.all
    }

    nonisolated static func nonisolatedWork(_ log: JobLog) async -> Int {
        log.add("nonisolated work")
        return 7
    }

    @Test func everyJobRunsOnTheDriverThreadInOneOrder() async throws {
        let runs = try await onNewThread {
            (0..<5).map { _ in Self.program(session: try! ExecutorSession()) }
        }
        #expect(Set(runs).count == 1)
        #expect(
            runs[0] == [
                "main task starts", "detached runs", "nonisolated work", "second main task got 7", "— frame 1",
                "main task resumed with bytes", "detached woke at 48.0",
            ])
    }

    /// Virtual time at which a task that sleeps 40 ms, after `stall` (real time spent between reading the clock and
    /// suspending), wakes; the frame loop advances in 16 ms steps. `fileExactly` files the delay as ReelKit's
    /// `Task.sleep(for:)` does.
    static func wakeTime(stall: TimeInterval, fileExactly: Bool, session: ExecutorSession) -> String {
        let log = JobLog()
        session.run {
            Task.detached {
                let deadline = ContinuousClock.now.advanced(by: .milliseconds(40))
                if fileExactly { session.fileExactSleep(until: deadline, ms: 40) }
                holdThread(for: stall)
                try? await Task.sleep(until: deadline, clock: .continuous)
                log.add("woke at \(session.nowMs)")
            }
            session.drain()
            for t in stride(from: 16.0, through: 64, by: 16) {
                session.advance(to: t)
                session.drain()
            }
        }
        return log.all.joined()
    }

    @Test func aFiledSleepWakesAtItsVirtualTimeHoweverLongTheThreadStalled() async throws {
        let woke = try await onNewThread {
            Self.wakeTime(stall: 0.03, fileExactly: true, session: try! ExecutorSession())
        }
        #expect(woke == "woke at 48.0")
    }

    @Test func anUnfiledDeadlineIsMeasuredAgainstTheRealClock() async throws {
        // What the exact filing prevents: the 30 ms stall comes off the delay, so the sleeper wakes frames early.
        let woke = try await onNewThread {
            Self.wakeTime(stall: 0.03, fileExactly: false, session: try! ExecutorSession())
        }
        #expect(woke != "woke at 48.0")
    }

    @Test func taskSleepForFilesTheExactDelayInCodeThatImportsReelKit() async throws {
        let (woke, exact) = try await onNewThread {
            let session = try! ExecutorSession()
            let log = JobLog()
            session.run {
                Task.detached {
                    try? await Task.sleep(for: .milliseconds(40))
                    log.add("woke at \(session.nowMs)")
                }
                session.drain()
                for t in stride(from: 16.0, through: 64, by: 16) {
                    session.advance(to: t)
                    session.drain()
                }
            }
            return (log.all.joined(), session.exactSleeps)
        }
        #expect(woke == "woke at 48.0")
        #expect(exact == 1)
    }
}

/// Blocks the calling thread for `seconds` of real time, as a preempted thread stands still.
func holdThread(for seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
}

/// Runs `body` on a thread of its own (the simulation's thread) and returns its result.
func onNewThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
