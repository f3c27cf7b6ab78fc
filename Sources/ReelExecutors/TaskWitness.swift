/// A marker that every task the user's code starts during one call from the frame loop inherits, as a task-local
/// value: `Task { }` copies the task-locals of the code that starts it (a nested `Task { }` those of its parent), and
/// the runtime releases a task's task-locals when the task completes. So the witness lives exactly as long as the
/// call is running or some task it started, directly or not, has not finished; the host holds it weakly and, after
/// the last frame, counts the ones still alive: tasks that never finished (awaiting a continuation nobody resumes,
/// a loop that never ends). `Task.detached` copies no task-locals, so detached tasks are not counted.
package final class TaskWitness: Sendable {
    /// The witness of the running code, if it runs for a call from the frame loop.
    @TaskLocal package static var current: TaskWitness?

    package init() {}
}

/// The witnesses of the host's calls, held weakly.
package struct TaskWitnesses {
    package init() {}

    private struct Weak {
        weak var witness: TaskWitness?
    }

    private var all: [Weak] = []
    /// The number of entries after the last sweep (the next sweep comes when the list has doubled).
    private var sweptCount = 64

    /// Starts tracking `witness`; sweeps released witnesses now and then so the list stays as long as the live ones.
    package mutating func track(_ witness: TaskWitness) {
        all.append(Weak(witness: witness))
        if all.count >= 2 * sweptCount {
            all.removeAll { $0.witness == nil }
            sweptCount = max(64, all.count)
        }
    }

    /// The witnesses still alive (calls with a task that has not finished), but those in `excluded`.
    package func alive(excluding excluded: [TaskWitness] = []) -> Int {
        let skip = Set(excluded.map(ObjectIdentifier.init))
        return all.count { entry in entry.witness.map { !skip.contains(ObjectIdentifier($0)) } ?? false }
    }
}
