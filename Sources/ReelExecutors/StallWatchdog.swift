import Foundation
import Synchronization

/// Notices a call or job of the user's code that holds the simulation's thread far longer than any should — a wait
/// that can never end, because what it waits for could only run on that very thread (`DispatchQueue.main.sync` from
/// the CLI's main thread, a semaphore only the gallery's own task would signal) — and says so on stderr, once per
/// stall. reel cannot interrupt a blocked thread; the watchdog makes sure such a run does not hang silently. It only
/// reads the real clock and writes to stderr: frames and logs never depend on it.
final class StallWatchdog: Sendable {
    static let shared = StallWatchdog()

    private struct State {
        /// What is running now and since when.
        var running: (what: String, since: ContinuousClock.Instant)?
        var warned = false
        var thresholdMs = 10_000
        var notices: [String] = []
        var watching = false
    }

    private let state = Mutex(State())

    /// How long a call or job may hold the thread before the watchdog speaks (ms of real time).
    var thresholdMs: Int {
        get { state.withLock { $0.thresholdMs } }
        set { state.withLock { $0.thresholdMs = newValue } }
    }

    /// The notices printed so far.
    var notices: [String] { state.withLock { $0.notices } }

    /// `what` starts running on the simulation's thread (sessions run one at a time, so one slot is enough).
    func begin(_ what: String) {
        let startWatching = state.withLock { state -> Bool in
            state.running = (what, .now)
            state.warned = false
            defer { state.watching = true }
            return !state.watching
        }
        if startWatching {
            let thread = Thread { [self] in watch() }
            thread.name = "reel.watchdog"
            thread.start()
        }
    }

    /// What began has returned.
    func end() {
        state.withLock { $0.running = nil }
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.1)
            let notice = state.withLock { state -> String? in
                guard let running = state.running, !state.warned else { return nil }
                let elapsed = ContinuousClock.now - running.since
                guard elapsed >= .milliseconds(state.thresholdMs) else { return nil }
                state.warned = true
                let ms = state.thresholdMs
                let threshold = ms % 1000 == 0 ? "\(ms / 1000) s" : "\(ms) ms"
                let notice =
                    "ReelKit: \(running.what) has held the simulation's thread for \(threshold) of real time and "
                    + "has not returned: a wait that can never end (DispatchQueue.main.sync, a semaphore or lock "
                    + "only the gallery's own tasks would release)? reel cannot interrupt it."
                state.notices.append(notice)
                return notice
            }
            if let notice { FileHandle.standardError.write(Data((notice + "\n").utf8)) }
        }
    }
}
