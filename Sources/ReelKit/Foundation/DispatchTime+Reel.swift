import Dispatch
import ReelExecutors

extension DispatchTime {
    /// The current time, as Dispatch's `DispatchTime.now()` gives it (real uptime, so semaphores and groups wait as
    /// usual). On the simulation's thread it also marks the session's virtual time at that instant, so a deadline the
    /// gallery's code builds from it (`.now() + 0.3`) is read back by `asyncAfter` as exactly 300 ms of virtual time,
    /// however long the thread was preempted in between.
    ///
    /// It shadows Dispatch's `now()` for code that imports ReelKit (and not Foundation or Dispatch directly).
    public static func now() -> DispatchTime {
        let now = DispatchTime.Dispatch::now()
        SimulationExecutors.active?.markDispatchNow(now.uptimeNanoseconds)
        return now
    }
}
