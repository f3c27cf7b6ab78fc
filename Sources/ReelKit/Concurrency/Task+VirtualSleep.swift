import ReelExecutors

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration`: on the simulation's virtual clock when the gallery's code calls it
    /// during a run, on the continuous clock otherwise.
    ///
    /// It shadows the standard library's `Task.sleep(for:tolerance:clock:)` for code that imports ReelKit, so a
    /// ported `try await Task.sleep(for: .milliseconds(300))` compiles unchanged, and files the exact duration with
    /// the session, so the sleeper wakes at the same virtual time however slow the machine is (`VirtualSleep`).
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await VirtualSleep.sleep(for: duration, tolerance: tolerance)
    }
}
