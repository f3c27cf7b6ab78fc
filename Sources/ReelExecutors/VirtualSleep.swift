/// A sleep of exactly `duration` of virtual time when the calling code runs in a session, else on the continuous
/// clock: what ReelKit's `Task.sleep(for:tolerance:)` does for the gallery's code.
///
/// The standard library's sleep hands reel's executor only a real-clock deadline, from which the delay would have to be
/// measured back against the real clock; on a loaded machine the thread can be preempted between the two readings and
/// the delay comes out short. This one files the exact duration with the session before it sleeps, so the sleeper
/// wakes at the same virtual time however slow the machine is.
package enum VirtualSleep {
    /// Suspends the current task for `duration` (see the type's documentation).
    package static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard let session = SimulationExecutors.sessionForEnqueue() else {
            try await Task.sleep(
                until: ContinuousClock.now.advanced(by: duration), tolerance: tolerance, clock: .continuous)
            return
        }
        // A cancelled task's sleep throws before it reaches the executor: nothing may be left filed for another.
        try Task.checkCancellation()
        let deadline = ContinuousClock.now.advanced(by: duration)
        session.fileExactSleep(until: deadline, ms: VirtualDelay.ms(of: duration))
        try await Task.sleep(until: deadline, tolerance: tolerance, clock: .continuous)
    }
}
