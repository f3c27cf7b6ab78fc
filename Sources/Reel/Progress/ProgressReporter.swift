import Foundation
import Synchronization

/// Shows how far a command has got (frames done, frames/s, ETA) on standard error. Safe to call from any thread.
package final class ProgressReporter: Sendable {
    private struct State {
        var done = 0
        var total: Int?
        var started: Double?
        var lastShown: Double?
        var lastDone = -1
        var finished = false
    }

    /// What the reporter says before the numbers, e.g. "render".
    package let label: String
    /// True when `total` is an estimate (shown as "~N").
    package let estimated: Bool
    package let style: ProgressStyle
    private let output: @Sendable (String) -> Void
    /// What is counted (plural): frames, schedules.
    private let unit: String
    private let now: @Sendable () -> Double
    private let state: Mutex<State>

    /// Creates a reporter; `total` may be nil (unknown) or an estimate, counted in `unit` (plural). `output` and `now`
    /// are for tests.
    package init(
        label: String, total: Int?, estimated: Bool = false, unit: String = "frames", style: ProgressStyle,
        output: @escaping @Sendable (String) -> Void = ProgressReporter.standardError,
        now: @escaping @Sendable () -> Double = ProgressReporter.monotonicSeconds
    ) {
        self.label = label
        self.unit = unit
        self.estimated = estimated
        self.style = style
        self.output = output
        self.now = now
        state = Mutex(State(total: total))
    }

    /// Writes to standard error, unbuffered.
    package static let standardError: @Sendable (String) -> Void = { text in
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Seconds on a monotonic clock.
    static let monotonicSeconds: @Sendable () -> Double = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Records that `done` frames are finished and shows it when it is time to (throttled).
    package func update(_ done: Int) {
        guard style != .none else { return }
        let time = now()
        let text: String? = state.withLock { state in
            guard !state.finished else { return nil }
            if state.started == nil { state.started = time }
            state.done = max(state.done, done)
            switch style {
            case .bar:
                if let last = state.lastShown, time - last < 0.1 { return nil }
            case .lines(let interval):
                guard let started = state.started, time - (state.lastShown ?? started) >= interval else { return nil }
            case .none:
                return nil
            }
            state.lastShown = time
            state.lastDone = state.done
            return render(state, at: time)
        }
        if let text { output(text) }
    }

    /// Shows the final count (a bar is then erased, so later output starts on a clean line).
    package func finish() {
        guard style != .none else { return }
        let time = now()
        let text: String? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            guard style == .bar, state.started != nil else { return nil }
            return render(state, at: time) + "\r\u{1B}[K"
        }
        if let text { output(text) }
    }

    /// One progress message for `state` at `time`.
    private func render(_ state: State, at time: Double) -> String {
        let elapsed = max(0, time - (state.started ?? time))
        let rate = elapsed > 0 ? Double(state.done) / elapsed : 0
        var total = state.total
        if let known = total, state.done > known { total = nil }
        let count = total.map { "\(state.done)/\(estimated ? "~" : "")\($0)" } ?? "\(state.done)"
        var eta = ""
        if let total, rate > 0 { eta = "ETA " + Self.duration(Double(total - state.done) / rate) }
        let speed = String(format: "%.1f", rate) + " \(unit)/s"
        switch style {
        case .bar:
            let width = 24
            let filled = total.map { $0 > 0 ? min(width, state.done * width / $0) : width } ?? 0
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            return "\r\(label) \(bar) \(count) \(unit)  \(speed)  \(eta)\u{1B}[K"
        case .lines, .none:
            return "reel \(label): \(count) \(unit), \(speed)\(eta.isEmpty ? "" : ", " + eta)\n"
        }
    }

    /// "4 s", "1:05", "1:02:03".
    static func duration(_ seconds: Double) -> String {
        // An absurd estimate (a rate near zero) is shown capped rather than converted past Int's range.
        let whole = seconds < 1e9 ? Int(max(0, seconds).rounded(.up)) : 999_999_999
        if whole < 60 { return "\(whole) s" }
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let tail = String(format: "%02d", secs)
        return hours > 0 ? "\(hours):\(String(format: "%02d", minutes)):\(tail)" : "\(minutes):\(tail)"
    }
}
