import Foundation
import ReelCore
import ReelExecutors

extension GalleryHost {
    /// After the last frame and the drain that let cancelled loads end: reports the calls whose tasks never finished.
    /// Not counted: the call running now, and calls with a task sleeping on virtual time (a sleep not yet due at the
    /// end of a run is normal).
    func reportUnfinishedTasks() {
        let calls = witnesses.alive(excluding: session.sleepingWitnesses) - 1
        guard calls > 0 else { return }
        report(
            .unfinished,
            "tasks started in \(calls) call(s) of the gallery's code never finished (awaiting a continuation nobody "
                + "resumes, or a loop that never ends)")
    }

    /// Whether a view of `cell` may change now: yes on the thread the host's session runs on; anything else (a
    /// DispatchQueue block, a Thread) is reported as an escape and the change is dropped, so escaped work never
    /// races the frame loop or changes frames.
    nonisolated func acceptsChange(of cellID: CellID) -> Bool {
        if SimulationExecutors.active === session { return true }
        session.report(
            .escape,
            "a view of cell #\(cellID) was changed off reel's executor (DispatchQueue, a Thread?): the change is "
                + "ignored")
        return false
    }

    /// Lets work the user's code put on the main dispatch queue run now, outside the session, so it reports itself
    /// (an escape) before the run ends. On the main thread (the CLI runs the frame loop there, and nothing drains
    /// the main queue during a run) the main run loop turns once. Inside a block of the main queue (a frame loop
    /// started from main-queue code), what is queued behind cannot run before the run ends: nothing to wait for. On
    /// any other thread the main queue drains by itself where something runs it, and this waits (at most
    /// `mainQueueWaitMs` of real time) until it reached a marker block; where nothing runs it, after the first
    /// marker is overdue, it no longer waits (`MainQueueWatch`).
    nonisolated static func flushMainQueue() {
        guard SimulationExecutors.active == nil else { return }
        if Thread.isMainThread {
            _ = RunLoop.main.run(mode: .default, before: Date())
            return
        }
        if DispatchQueue.getSpecific(key: mainQueueMark) == true { return }
        MainQueueWatch.main.flush(limitMs: mainQueueWaitMs)
    }

    /// How long `flushMainQueue` waits for a main queue that another thread drains (ms).
    nonisolated static let mainQueueWaitMs = 200

    /// A value only the main queue carries, to tell code running in one of its blocks.
    nonisolated private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
